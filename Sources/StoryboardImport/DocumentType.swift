import StoryboardModel

/// What the root `<document>` element of an Interface Builder file says about it.
///
/// IB format facts (checked against storyboards written by Xcode 8 to 15):
/// - `type` is `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` (iOS),
///   `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB` (macOS), `com.apple.InterfaceBuilder.AppleTV.Storyboard`
///   (tvOS) or `com.apple.InterfaceBuilder.WatchKit.Storyboard` (watchOS). A `.xib` document has the same
///   prefix without `Storyboard` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
/// - `targetRuntime` is `iOS.CocoaTouch` (or `iOS.CocoaTouch.iPad`), `AppleTV`, `MacOSX.Cocoa` or `watchKit`.
enum DocumentType {
    /// Whether `type` names an Interface Builder storyboard (as opposed to a `.xib` or anything else).
    static func isStoryboard(_ type: String) -> Bool {
        type.hasPrefix("com.apple.InterfaceBuilder") && type.contains(".Storyboard")
    }

    /// The platform of a document from its `targetRuntime`, falling back to its `type`.
    static func platform(targetRuntime: String?, type: String?) -> Platform? {
        if let targetRuntime {
            if targetRuntime.hasPrefix("iOS") { return .ios }
            if targetRuntime.hasPrefix("AppleTV") { return .tvos }
            if targetRuntime.hasPrefix("MacOSX") { return .macos }
            if targetRuntime.lowercased().hasPrefix("watchkit") { return .watchos }
        }
        guard let type else { return nil }
        if type.contains(".CocoaTouch.") { return .ios }
        if type.contains(".AppleTV.") { return .tvos }
        if type.contains(".Cocoa.") { return .macos }
        if type.contains(".WatchKit.") { return .watchos }
        return nil
    }
}
