import UIKit

extension UIStoryboard {
    /// The scene whose storyboard ID is the class's name, as that class.
    func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
        instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}
