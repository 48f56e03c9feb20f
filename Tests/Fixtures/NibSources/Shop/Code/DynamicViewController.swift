import UIKit

/// Registers nibs by names it is given: which nibs it registers is not known, so its dequeues are not judged.
final class DynamicViewController: UITableViewController {
    func registerNibs(named names: [String]) {
        for name in names {
            tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "DynamicCell", for: indexPath)
    }
}
