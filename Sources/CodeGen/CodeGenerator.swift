import StoryboardModel

/// Turns a navigation graph into source code in one of the `CodeStyle`s (SPEC section 6).
public enum CodeGenerator {
    /// Generates `style` for every iOS and tvOS storyboard of `graph`: one `Storyboards.swift` for the Swift
    /// styles; `StoryboardBackedViewController.h`, `.m` and `Storyboards.swift` for `objc-backed`.
    /// Deterministic: the same graph and options give the same bytes.
    public static func generate(_ style: CodeStyle, graph: NavigationGraph, options: CodeGenOptions)
        -> [GeneratedFile]
    {
        let context = CodeContext(graph: graph, options: options)
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
