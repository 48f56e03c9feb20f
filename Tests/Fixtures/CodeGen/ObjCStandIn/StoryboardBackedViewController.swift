import UIKit

// How Swift sees the generated StoryboardBackedViewController.h through a bridging header: the designated
// initializer, every other initializer unavailable. Swift initializers cannot replace `self` as the
// Objective-C one does, so this mirror records what it was asked to load instead.
@MainActor open class StoryboardBackedViewController: UIViewController {
    public private(set) var standInStoryboardName = ""
    public private(set) var standInIdentifier = ""

    public init(storyboardName: String, identifier: String) {
        standInStoryboardName = storyboardName
        standInIdentifier = identifier
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public convenience init() {
        self.init(storyboardName: "", identifier: "")
    }

    @available(*, unavailable)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
