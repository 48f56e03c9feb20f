import UIKit

/// The root of Main.storyboard's navigation controller.
public final class HomeViewController: UIViewController {
    /// The detail screen the last `showDetail` segue prepared, typed by the generated `destination(of:)`.
    public private(set) var preparedDetail: DetailViewController?

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .showDetail(let detail)? = destination(of: segue) {
            preparedDetail = detail
        }
    }
}
