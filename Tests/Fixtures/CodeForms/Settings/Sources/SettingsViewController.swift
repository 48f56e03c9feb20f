import UIKit

final class SettingsViewController: UITableViewController {
    func addAccount() {
        let controller = storyboard!.instantiateController(ofType: AddAccountViewController.self)
        navigationController?.pushViewController(controller, animated: true)
    }
}

final class AddAccountViewController: UITableViewController {}
