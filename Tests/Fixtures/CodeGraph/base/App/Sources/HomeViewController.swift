import UIKit

final class HomeViewController: UIViewController {
    @IBAction func openDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    @IBAction func openSettings() {
        present(SettingsViewController(), animated: true)
    }
}
