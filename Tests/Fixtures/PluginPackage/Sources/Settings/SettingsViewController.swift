import UIKit

/// The initial scene of Settings.storyboard.
public final class SettingsViewController: UIViewController {}
