import StoryboardModel

/// What the reader knows an expression to be.
indirect enum ReadValue {
    /// A view controller: what names it, the containers made around it in code (outermost first), and how
    /// it is made.
    case viewController(CodeDestination, containers: [String], method: CodeInstantiation.Method)
    /// A storyboard: its name (`nil`: the enclosing view controller's own), and whether the name is a
    /// generated Swift name.
    case storyboard(String?, generatedNames: Bool)
    /// Objective-C's `[Foo alloc]`, waiting for its `init...`.
    case allocated(String)
    /// An array literal's elements.
    case array([ReadValue])
    /// Not known, and why.
    case unresolved(UnresolvedNavigation.Reason)

    /// The value as a navigation destination: a view controller, an array of them, or why not.
    var asDestination: ReadValue {
        switch self {
        case .viewController, .unresolved: self
        case .array(let elements): .array(elements.map(\.asDestination))
        case .storyboard, .allocated: .unresolved(.unknownExpression)
        }
    }
}

/// A local constant or variable of a function: the expressions it is given (its initial value and each
/// later assignment). More than one: the reader does not know which one a use sees.
final class LocalBinding {
    var values: [Range<Int>]
    /// The value read, for the number of values it was read with (so a later assignment invalidates it).
    var memo: (count: Int, value: ReadValue, dependencies: [LocalBinding])?
    var reading = false

    init(values: [Range<Int>]) { self.values = values }
}

/// A lexical scope: a type's body, or a function's, closure's or block's with its parameters and locals.
struct ReaderScope {
    /// The type's name, for a type's body (Swift `class`/`struct`/`enum`/`extension`/`actor`/`protocol`,
    /// Objective-C `@implementation`).
    var typeName: String?
    var locals: [String: LocalBinding] = [:]
    var parameters: Set<String> = []
    /// An Objective-C `@implementation`, closed by `@end` rather than a brace.
    var isImplementation = false
}
