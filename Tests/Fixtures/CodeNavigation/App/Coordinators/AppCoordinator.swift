import UIKit

/// Seed 000's pattern: a coordinator owns the navigation controller and pushes screens.
final class AppCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController.instantiate()
        navigationController.pushViewController(home, animated: false)
    }

    func showLogin() {
        let storyboard = UIStoryboard(name: "Auth", bundle: nil)
        let login = storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController
        navigationController.present(UINavigationController(rootViewController: login), animated: true)
    }

    func show(_ screen: UIViewController) {
        // navigationController.pushViewController(NeverViewController(), animated: true)
        navigationController.pushViewController(screen, animated: true)
    }
}
