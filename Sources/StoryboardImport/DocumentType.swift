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
    /// The two Interface Builder documents NavGraph reads.
    enum Kind {
        /// A `.storyboard` file.
        case storyboard
        /// A `.xib` file (a nib).
        case nib

        /// "storyboard", "nib": the word error messages use.
        var noun: String { self == .storyboard ? "storyboard" : "nib" }
    }

    /// Whether `type` names an Interface Builder storyboard (as opposed to a `.xib` or anything else).
    static func isStoryboard(_ type: String) -> Bool {
        type.hasPrefix("com.apple.InterfaceBuilder") && type.contains(".Storyboard")
    }

    /// Whether `type` names an Interface Builder `.xib` document (not a storyboard).
    static func isNib(_ type: String) -> Bool {
        type.hasPrefix("com.apple.InterfaceBuilder") && type.hasSuffix(".XIB") && !type.contains(".Storyboard")
    }

    /// Why a root element `elementName` with document `type` is not the `expected` document, else `nil`.
    static func refusal(root elementName: String, type: String?, expected: Kind) -> (ImportError.Kind, String)? {
        let wrong: ImportError.Kind = expected == .storyboard ? .notAStoryboard : .notANib
        guard elementName == "document" else {
            return (wrong, "the root element is <\(elementName)>, not an Interface Builder <document>")
        }
        guard let type else { return (wrong, "a document without a type is not a \(expected.noun)") }
        switch expected {
        case .storyboard:
            if isStoryboard(type) { return nil }
            let hint = isNib(type) ? " (a .xib file, not a storyboard)" : ""
            return (wrong, "document type \"\(type)\" is not a storyboard\(hint)")
        case .nib:
            if isNib(type) { return nil }
            let hint = isStoryboard(type) ? " (a .storyboard file, not a .xib)" : ""
            return (wrong, "document type \"\(type)\" is not a nib\(hint)")
        }
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
