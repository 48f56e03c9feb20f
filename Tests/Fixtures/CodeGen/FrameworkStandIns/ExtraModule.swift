import UIKit

/// A framework's view controller whose name the test app declares too: generated code must name this one
/// as `ExtraModule.ValidatePasswordViewController`.
public final class ValidatePasswordViewController: UIViewController {
    public var viewModel: String?
    public var standInMadeByCreator = false
    public init?(coder: NSCoder, viewModel: String) {
        self.viewModel = viewModel
        standInMadeByCreator = true
        super.init(coder: coder)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
