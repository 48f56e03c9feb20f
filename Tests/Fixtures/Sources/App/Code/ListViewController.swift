import UIKit

final class ListViewController: UITableViewController {
    // performSegue(withIdentifier: "commentedOut", sender: nil) is not code.
    /* A /* nested */ comment: UIStoryboard(name: "NotAStoryboard", bundle: nil) */
    func open(row: Int) {
        performSegue(withIdentifier: "showDetail", sender: self)
        performSegue(withIdentifier: "showDetial", sender: self)
        performSegue(withIdentifier: "row\(row)", sender: self)
        performSegue(withIdentifier: #"compose"#, sender: self)
    }

    func settings() -> UIViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        _ = UIStoryboard(name: "Onboarding", bundle: nil)
        _ = storyboard.instantiateViewController(withIdentifier: "Missing")
        let help = """
            instantiateViewController(withIdentifier: "InsideAString")
            """
        _ = help
        return storyboard.instantiateViewController(withIdentifier: "Settings")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showDetail", "showSetings": break
        default: break
        }
    }
}
