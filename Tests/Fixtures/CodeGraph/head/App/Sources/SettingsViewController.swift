import UIKit

/// Made in code only: no storyboard has it.
final class SettingsViewController: UIViewController {}
