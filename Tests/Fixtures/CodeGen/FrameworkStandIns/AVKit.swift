import UIKit

/// AVKit's player view controller, for storyboards with an `avPlayerViewController` scene.
@MainActor open class AVPlayerViewController: UIViewController {}
