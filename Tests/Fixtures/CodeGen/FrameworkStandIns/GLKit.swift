import UIKit

/// GLKit's view controller, for storyboards with a `glkViewController` scene.
@MainActor open class GLKViewController: UIViewController {}
