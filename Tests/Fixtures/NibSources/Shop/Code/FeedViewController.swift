import UIKit

/// Registers most of its nib cells; `ForgottenCell` and `TypedCell` (Reusable) are dequeued, never registered.
final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "RegisteredCell", bundle: nil), forCellReuseIdentifier: "RegisteredCell")
        let local = UINib(nibName: "LocalCell", bundle: nil)
        tableView.register(local, forCellReuseIdentifier: LocalCell.reuseID)
        tableView.register(cellType: ReusableCell.self)
        tableView.register(Nibs.generatedCell, for: ReuseIdentifier.Nibs.generatedCell)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0: return tableView.dequeueReusableCell(withIdentifier: "RegisteredCell", for: indexPath)
        case 1: return tableView.dequeueReusableCell(withIdentifier: "LocalCell", for: indexPath)
        // The storyboard's prototype declares StoryCell: the storyboard registers it.
        case 2: return tableView.dequeueReusableCell(withIdentifier: "StoryCell", for: indexPath)
        case 3: return tableView.dequeueReusableCell(for: indexPath, cellType: ReusableCell.self)
        case 4: return tableView.dequeueReusableCell(ReuseIdentifier.Nibs.generatedCell, for: indexPath)
        case 5: return tableView.dequeueReusableCell(for: indexPath) as TypedCell
        default: return tableView.dequeueReusableCell(withIdentifier: "ForgottenCell", for: indexPath)
        }
    }
}

final class ProfileViewController: UIViewController {}
