import UIKit

final class ProductListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BannerCell.self, forCellReuseIdentifier: "Banner")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "Banner", for: indexPath)
        }
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "ProductCel", for: indexPath)
        }
        return tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
    }
}
