import StoryboardModel

/// The UI framework generated code speaks: UIKit for iOS and tvOS projects, AppKit for macOS ones.
/// Only the names differ between the two where a style exists for both.
struct UIFramework: Sendable, Equatable {
    /// The module to import.
    var module: String
    /// The platform whose IB kinds map to this framework's classes.
    var platform: Platform
    var storyboard: String
    var segue: String
    var viewController: String
    /// The generic constraint of scene types: every UIKit scene is a `UIViewController`; an AppKit scene is a
    /// view controller or a window controller, which share no superclass code can name.
    var sceneConstraint: String?
    /// `instantiateViewController(withIdentifier:)` / `instantiateController(withIdentifier:)`.
    var instantiateByIdentifier: String
    /// `instantiateInitialViewController()` / `instantiateInitialController()`.
    var instantiateInitial: String
    /// The classes that perform segues.
    var segueSources: [String]
    /// The generic hosting controller, which code cannot name without its content type.
    var hostingController: String

    static let uiKit = UIFramework(
        module: "UIKit", platform: .ios, storyboard: "UIStoryboard", segue: "UIStoryboardSegue",
        viewController: "UIViewController", sceneConstraint: "UIViewController",
        instantiateByIdentifier: "instantiateViewController(withIdentifier:",
        instantiateInitial:
            "instantiateInitialViewController()",
        segueSources: ["UIViewController"], hostingController: "UIHostingController")

    static let appKit = UIFramework(
        module: "AppKit", platform: .macos, storyboard: "NSStoryboard", segue: "NSStoryboardSegue",
        viewController: "NSViewController", sceneConstraint: nil,
        instantiateByIdentifier: "instantiateController(withIdentifier:",
        instantiateInitial: "instantiateInitialController()",
        segueSources: ["NSViewController", "NSWindowController"], hostingController: "NSHostingController")

    /// The framework of a project: AppKit for macOS, UIKit otherwise (watchOS storyboards are left out).
    static func of(_ platform: Platform) -> UIFramework {
        platform == .macos ? .appKit : .uiKit
    }

    /// Whether a storyboard of `platform` uses this framework.
    func covers(_ platform: Platform) -> Bool {
        self == .appKit ? platform == .macos : (platform == .ios || platform == .tvos)
    }

    /// `SceneType<T: UIViewController>` or `SceneType<T>`.
    func generic(_ name: String) -> String {
        sceneConstraint.map { "\(name)<T: \($0)>" } ?? "\(name)<T>"
    }
}
