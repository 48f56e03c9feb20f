final class VendoredViewController: UIViewController {
    func f() { present(VendorScreenViewController(), animated: true) }
}
