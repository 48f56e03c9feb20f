import UIKit

/// Main.storyboard's `detail` scene.
public final class DetailViewController: UIViewController {}
