// A stand-in for AppKit used by the CodeGen tests on Linux: the SDK's signatures and main-actor isolation for
// the classes the `scenes` style touches, and storyboards that instantiate what the test program registers.
// Test-only members are prefixed `standIn`.

/// The root class, as Objective-C's NSObject.
open class NSObject {
    public init() {}
}

/// A decoder handed to `init?(coder:)`.
open class NSCoder: NSObject {}

/// A bundle of resources; `Bundle(for:)` finds the one holding a class.
open class Bundle: NSObject {
    public convenience init(for aClass: AnyClass) {
        self.init()
    }
}

/// NSResponder, main-actor isolated as in the SDK.
@MainActor open class NSResponder: NSObject {}

/// NSViewController.
@MainActor open class NSViewController: NSResponder {
    /// The storyboard the controller came from.
    open internal(set) var storyboard: NSStoryboard?

    /// The nib it was made with, if any.
    open private(set) var nibName: NSNib.Name?

    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        NSStoryboardSegue.standInPerform(from: self, storyboard: storyboard, identifier: identifier, sender: sender)
    }

    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// Sets `storyboard`, as the storyboard runtime does for the controllers it creates.
    public func standInAttach(to storyboard: NSStoryboard) {
        self.storyboard = storyboard
    }
}

/// NSWindowController.
@MainActor open class NSWindowController: NSResponder {
    open internal(set) var storyboard: NSStoryboard?

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        NSStoryboardSegue.standInPerform(from: self, storyboard: storyboard, identifier: identifier, sender: sender)
    }
}

/// NSTabViewController.
@MainActor open class NSTabViewController: NSViewController {}
/// NSSplitViewController.
@MainActor open class NSSplitViewController: NSViewController {}
/// NSPageController.
@MainActor open class NSPageController: NSViewController {}

/// NSStoryboardSegue.
@MainActor open class NSStoryboardSegue: NSObject {
    public typealias Identifier = String

    open private(set) var identifier: NSStoryboardSegue.Identifier?
    open private(set) var sourceController: Any
    open private(set) var destinationController: Any

    public init(
        identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any
    ) {
        self.identifier = identifier
        self.sourceController = sourceController
        self.destinationController = destinationController
        super.init()
    }

    /// The last segue performed.
    public static var standInLastPerformed: NSStoryboardSegue?

    static func standInPerform(from source: Any, storyboard: NSStoryboard?, identifier: String, sender: Any?) {
        guard let storyboard, let factory = storyboard.standInSegue(from: source, identifier: identifier) else {
            fatalError("no segue \(identifier) from \(type(of: source))")
        }
        let segue = NSStoryboardSegue(identifier: identifier, source: source, destination: factory())
        (source as? NSViewController)?.prepare(for: segue, sender: sender)
        standInLastPerformed = segue
    }
}
