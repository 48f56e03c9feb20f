import UIKit

extension UIViewController {
    /// The scene whose storyboard ID is the class's name.
    static func loadFromStoryboard<T: UIViewController>(named name: String = "Main") -> T {
        let storyboard = UIStoryboard(name: name, bundle: .main)
        return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! T
    }
}

extension UIStoryboard {
    /// The scene whose storyboard ID is the name of the class passed.
    func instantiateController<T: UIViewController>(ofType type: T.Type = T.self) -> T {
        instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}

func showProfile(from navigation: UINavigationController) {
    let profile = ProfileViewController.loadFromStoryboard() as ProfileViewController
    navigation.pushViewController(profile, animated: true)
    let preview = UIStoryboard(name: "Main", bundle: nil).instantiateController(ofType: PreviewViewController.self)
    navigation.present(preview, animated: true)
}

/// NavGraph's `initializable` style: the scene is found by its class (storyboard ID account-screen).
func showAccount(from navigation: UINavigationController, model: AccountViewModel) {
    navigation.pushViewController(AccountViewController.instantiate(viewModel: model), animated: true)
}
