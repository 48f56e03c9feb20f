import UIKit

final class HomeViewController: UIViewController {
    static func instantiate() -> HomeViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! HomeViewController
    }

    @IBAction func openSettings() {
        show(SettingsViewController(nibName: "SettingsView", bundle: nil), sender: self)
    }

    @IBAction func openDetail() {
        performSegue(withIdentifier: "showDetail", sender: self)
    }

    @IBAction func openHelp() {
        let help = storyboard?.instantiateViewController(withIdentifier: "Help")
        present(help!, animated: true)
    }

    func open(_ route: String) {
        let message = "present(FakeViewController(), animated: true)"
        present(makeScreen(for: route), animated: true)
        _ = message
    }
}
