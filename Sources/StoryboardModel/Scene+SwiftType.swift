extension Scene {
    /// The class of an IB element kind in the platform's UI framework, or `nil` for unknown kinds.
    public static func frameworkClass(forKind kind: String, platform: Platform) -> String? {
        if platform == .macos {
            switch kind {
            case "viewController": return "NSViewController"
            case "windowController": return "NSWindowController"
            case "tabViewController": return "NSTabViewController"
            case "splitViewController": return "NSSplitViewController"
            case "pagecontroller", "pageController": return "NSPageController"
            case "hostingController": return "NSHostingController"
            // An `NSCollectionViewItem` scene: a view controller a collection view makes its items from.
            case "collectionViewItem": return "NSCollectionViewItem"
            default: return nil
            }
        }
        if platform == .watchos {
            switch kind {
            case "controller", "glanceController": return "WKInterfaceController"
            // A static notification interface is a WKUserNotificationInterfaceController (WatchKit docs).
            case "notificationController": return "WKUserNotificationInterfaceController"
            case "hostingController": return "WKHostingController"
            default: return nil
            }
        }
        switch kind {
        case "viewController": return "UIViewController"
        case "navigationController": return "UINavigationController"
        case "tabBarController": return "UITabBarController"
        case "tableViewController": return "UITableViewController"
        case "collectionViewController": return "UICollectionViewController"
        case "splitViewController": return "UISplitViewController"
        case "pageViewController": return "UIPageViewController"
        case "avPlayerViewController": return "AVPlayerViewController"
        case "glkViewController": return "GLKViewController"
        case "hostingController": return "UIHostingController"
        default: return nil
        }
    }

    /// The framework that declares `frameworkClass(forKind:platform:)` when it is not the platform's
    /// UI framework (`AVKit`, `GLKit`, `SwiftUI`), else `nil`.
    public static func extraFramework(forKind kind: String) -> String? {
        switch kind {
        case "avPlayerViewController": return "AVKit"
        case "glkViewController": return "GLKit"
        case "hostingController": return "SwiftUI"
        default: return nil
        }
    }

    /// The Swift type code receives for this scene: `customClass` if set, else the framework class of its
    /// kind (`UIViewController` for unknown kinds on iOS/tvOS, `NSViewController` on macOS).
    public func swiftType(platform: Platform) -> String {
        if let customClass, !customClass.isEmpty { return customClass }
        if let known = Self.frameworkClass(forKind: kind, platform: platform) { return known }
        switch platform {
        case .macos: return "NSViewController"
        case .watchos: return "WKInterfaceController"
        case .ios, .tvos: return "UIViewController"
        }
    }

    /// Whether the scene is a navigation container whose content is its root view controller.
    public var isNavigationController: Bool { kind == "navigationController" }

    /// Whether the scene is a container that holds several children (tab bar, split, page).
    public var isMultiChildContainer: Bool {
        switch kind {
        case "tabBarController", "splitViewController", "pageViewController", "tabViewController", "pagecontroller":
            return true
        default:
            return false
        }
    }
}
