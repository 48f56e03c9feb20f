import StoryboardModel

/// Turns a navigation graph into source code in one of the `CodeStyle`s (docs/code-styles.md).
public enum CodeGenerator {
    /// Generates `style` for the storyboards of `graph`: one `Storyboards.swift` for the Swift styles;
    /// `StoryboardBackedViewController.h`, `.m` and `Storyboards.swift` for `objc-backed`.
    /// Deterministic: the same graph and options give the same bytes.
    ///
    /// iOS and tvOS projects get UIKit code for their iOS and tvOS storyboards. macOS projects get AppKit
    /// code in the `scenes` style only (the other styles are built on UIKit-only API such as
    /// `loadViewIfNeeded` and `UINavigationController`); their other styles print a file that says so.
    /// Storyboards of another platform than the project's are left out and named in the header.
    ///
    /// The graph's nibs (`graph.nibs`), the project's `.xib` files, add to the `scenes` style a nib catalogue (`NibFile`, over `UINib` or
    /// AppKit's `NSNib`), the reuse identifiers of their cells beside those of prototype cells and typed
    /// `register`; to `storyboardable`, `objc-backed`, `initializable`, `viewmodel-bindable` and `storyboard-enum` their nib
    /// counterparts (docs/code-styles.md); without nibs the output is what it was before nibs were read.
    public static func generate(
        _ style: CodeStyle, graph: NavigationGraph, options: CodeGenOptions
    ) -> [GeneratedFile] {
        let context = CodeContext(graph: graph, options: options)
        if context.framework == .appKit && style != .scenes {
            return [
                context.swiftFile(
                    usage: [
                        "The \(style.rawValue) style is built on UIKit; a macOS project gets the `scenes` style,",
                        "whose `StoryboardScene` enums instantiate AppKit view and window controllers.",
                    ], body: [], types: [])
            ]
        }
        switch style {
        case .scenes: return ScenesStyle(context: context).generate()
        case .storyboardEnum: return StoryboardEnumStyle(context: context).generate()
        case .viewModelBindable: return ViewModelBindableStyle(context: context).generate()
        case .storyboardable: return StoryboardableStyle(context: context).generate()
        case .initializable: return InitializableStyle(context: context).generate()
        case .objcBacked: return ObjCBackedStyle(context: context).generate()
        case .segues: return SeguesStyle(context: context).generate()
        }
    }
}
