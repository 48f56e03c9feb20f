extension UIStoryboard {
    func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
        instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}
class SettingsViewController: UITableViewController {
    func open() {
        let controller = UIStoryboard.settings.instantiateController(ofType: Module.AddViewController.self)
        navigationController?.pushViewController(controller, animated: true)
    }
}
