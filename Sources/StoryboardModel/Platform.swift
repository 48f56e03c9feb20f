/// The Apple platform a project or storyboard targets.
public enum Platform: String, Codable, Sendable, NamedChoice, Hashable {
    case ios
    case tvos
    case macos
    case watchos

    /// The UI framework whose classes the scenes of this platform use.
    public var uiFramework: String {
        switch self {
        case .macos: return "AppKit"
        case .watchos: return "WatchKit"
        case .ios, .tvos: return "UIKit"
        }
    }
}

extension Platform {
    /// What the platform's Interface Builder calls a storyboard's entry point.
    public var initialSceneName: String {
        switch self {
        case .macos: return "initial controller"
        case .watchos: return "initial interface controller"
        case .ios, .tvos: return "initial view controller"
        }
    }

    /// The checkbox of IB's Attributes inspector that makes a scene the entry point.
    public var initialSceneCheckbox: String {
        switch self {
        case .macos, .watchos: return "Is Initial Controller"
        case .ios, .tvos: return "Is Initial View Controller"
        }
    }

}

extension Platform {
    /// The call code makes to create a scene from its storyboard ID.
    public var instantiateByIdentifierCall: String {
        switch self {
        case .macos: return "instantiateController(withIdentifier:)"
        case .watchos: return "pushController(withName:context:)"
        case .ios, .tvos: return "instantiateViewController(withIdentifier:)"
        }
    }

    /// The method a source scene implements to hand data to a segue's destination.
    public var segueHandOffMethod: String {
        self == .watchos ? "contextForSegue(withIdentifier:)" : "prepare(for:sender:)"
    }

    /// The call that performs a segue by identifier, as its full name (UIKit's and AppKit's both take a sender,
    /// which has no default); watchOS has none: its segues fire from controls, and code only answers
    /// `contextForSegue(withIdentifier:)`.
    public var performSegueCall: String {
        self == .watchos ? "contextForSegue(withIdentifier:)" : "performSegue(withIdentifier:sender:)"
    }
}
