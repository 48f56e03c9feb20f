import UIKit

final class HomeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let profile = ProfileViewController(nibName: "ProfileViewController", bundle: nil)
        navigationController?.pushViewController(profile, animated: true)
    }
}
