import UIKit

/// Made from its nib, ProfileViewController.xib, by HomeViewController's push.
final class ProfileViewController: UIViewController {
    @IBOutlet private var nameLabel: UILabel!
}
