import UIKit

/// SwiftGen-style segue identifiers: a case without a raw value spells its name.
enum SegueID: String {
    case compose
}

final class HomeViewController: UIViewController {
    let locale = Locale.current
    @IBOutlet var constraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        if locale.identifier == "en" { title = "Home" }
        if constraint.identifier == "height" { constraint.constant = 44 }
    }

    func openHelp() {
        performSegue(withIdentifier: R.segue.homeViewController.showHelp.identifier, sender: nil)
        _ = R.storyboard.main.helpScreen()
        _ = StoryboardScene.Main.detail.instantiate()
        _ = StoryboardScene.Main.nothingHere
        performSegue(withIdentifier: SegueID.compose.rawValue, sender: nil)
        _ = storyboard?.instantiateViewController(withIdentifier: String(describing: ComposeViewController.self))
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" { return }
        if segue.identifier == "showDetial" { return }
    }
}
