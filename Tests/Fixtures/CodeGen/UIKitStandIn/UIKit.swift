// A stand-in for UIKit used by the CodeGen tests on Linux: the SDK's signatures and main-actor isolation for
// the classes generated code touches, and storyboards that instantiate classes the test program registers.
// Test-only members are prefixed `standIn`.

/// The root class, as Objective-C's NSObject.
open class NSObject {
    public init() {}
}

/// A decoder handed to `init?(coder:)`.
open class NSCoder: NSObject {}

/// A bundle of resources; `Bundle(for:)` finds the one holding a class.
open class Bundle: NSObject {
    /// The main bundle.
    nonisolated(unsafe) public static var main = Bundle()
    public convenience init(for aClass: AnyClass) {
        self.init()
    }
}

/// UIResponder.
@MainActor open class UIResponder: NSObject {}

/// UIViewController with the SDK's initializers.
@MainActor open class UIViewController: UIResponder {
    public private(set) var isViewLoaded = false
    /// The storyboard the controller came from.
    open internal(set) var storyboard: UIStoryboard?

    /// The nib it was made with, if any.
    open private(set) var nibName: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets `storyboard`, as the storyboard runtime does for the scenes it creates.
    public func standInAttach(to storyboard: UIStoryboard) {
        self.storyboard = storyboard
    }

    open func loadView() {}
    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        loadView()
        viewDidLoad()
    }

    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, let factory = storyboard.standInSegue(from: self, identifier: identifier) else {
            fatalError("no segue \(identifier) from \(type(of: self))")
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: factory())
        prepare(for: segue, sender: sender)
        UIStoryboardSegue.standInLastPerformed = segue
    }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

/// UINavigationController.
@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// UITabBarController.
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
}

/// UITableViewController.
@MainActor open class UITableViewController: UIViewController {}
/// UICollectionViewController.
@MainActor open class UICollectionViewController: UIViewController {}
/// UISplitViewController.
@MainActor open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
}
/// UIPageViewController.
@MainActor open class UIPageViewController: UIViewController {}

/// UIStoryboardSegue.
@MainActor open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// The last segue `performSegue(withIdentifier:sender:)` ran.
    public static var standInLastPerformed: UIStoryboardSegue?
}
