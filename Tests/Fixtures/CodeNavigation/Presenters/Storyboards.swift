import UIKit

// Storyboards named by static properties, as many apps write them.
extension UIStoryboard {
    static var account: UIStoryboard {
        UIStoryboard(name: "Account", bundle: nil)
    }

    static let settings = UIStoryboard(name: "Settings", bundle: nil)
}
