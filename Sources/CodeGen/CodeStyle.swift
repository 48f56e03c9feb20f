/// The code styles NavGraph generates (docs/code-styles.md). The raw value is the name used in URLs and flags.
public enum CodeStyle: String, CaseIterable, Sendable, Codable {
    /// `StoryboardScene` / `StoryboardSegue` namespaces with typed scenes and segue identifiers.
    case scenes
    /// `UIStoryboard.Storyboard` enum and class-name-keyed `instantiateViewController()`.
    case storyboardEnum = "storyboard-enum"
    /// A `ViewModelBindable` protocol whose `init(from:viewModel:)` loads outlets.
    case viewModelBindable = "viewmodel-bindable"
    /// `StoryboardCases` enum and a `Storyboardable` protocol returning `Self`.
    case storyboardable
    /// A `StoryboardInitializable` protocol built on iOS 13's creator-based instantiation.
    case initializable
    /// An Objective-C base class with a storyboard-backed designated initializer, plus Swift initializers.
    case objcBacked = "objc-backed"
    /// Per-class `Segue` enums, `perform(segue:)` and typed destinations from segue resolution.
    case segues
}
