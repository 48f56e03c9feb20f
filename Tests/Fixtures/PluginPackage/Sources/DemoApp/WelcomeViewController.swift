import UIKit

/// The initial scene of Onboarding.storyboard.
public final class WelcomeViewController: UIViewController {}
