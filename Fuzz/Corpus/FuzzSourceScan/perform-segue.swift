import UIKit

final class InboxViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showMessage", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showMessage", "showThread":
            break
        default:
            if segue.identifier == "compose" { return }
        }
    }
}
