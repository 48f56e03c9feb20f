import UIKit

/// Shows a dialog through a segue of the view controller it is given: that segue is the view controller's.
final class DialogPresenter {
    func presentDialog(in viewController: UIViewController) {
        viewController.performSegue(withIdentifier: "Dialog", sender: nil)
    }
}

final class AccountsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let navigation = UIStoryboard.account.instantiateViewController(withIdentifier: "AddAccount")
        present(navigation, animated: true)
        show(UIStoryboard.settings.instantiateInitialViewController()!, sender: nil)
        performSegue(withIdentifier: "showDetail", sender: nil)
    }
}
