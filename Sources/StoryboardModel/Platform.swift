/// The Apple platform a project or storyboard targets.
public enum Platform: String, Codable, Sendable, CaseIterable, Hashable {
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
