/// Declarations several styles share.
enum SharedDecls {
    /// `private final class BundleToken {}`: `Bundle(for:)` finds the bundle holding the generated code,
    /// which is the app in an app and the framework in a framework.
    static let bundleToken = SwiftDecl.type(
        SwiftType(
            doc: ["Finds the bundle that holds this code (the app, or the framework it is built into)."],
            attributes: ["private"], kind: .finalClass, name: "BundleToken", isAPI: false))

    /// The expression that loads a storyboard by name from the code's bundle.
    static func loadStoryboard(_ name: String, _ framework: UIFramework = .uiKit) -> String {
        "\(framework.storyboard)(name: \(name), bundle: Bundle(for: BundleToken.self))"
    }

    /// `guard let controller = <expression> as? <type> else { fatalError(...) }`: a scene of another class
    /// than the storyboard says is a build mistake, as in UIKit's own casts.
    static func castOrFail(_ expression: String, to type: String, failure: String) -> SwiftStatement {
        .braced(
            "guard let controller = \(expression) as? \(type) else",
            [.line("fatalError(\(failure))")])
    }
}

extension SharedDecls {
    /// `static var name: String { get }`: a protocol's requirement of a name.
    static func stringRequirement(_ name: String, doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                doc: [doc], modifiers: ["static"], name: name, type: "String", accessors: "{ get }", isAPI: false))
    }

    /// `static var name: String { String(describing: self) }`: the requirement's default, the class name.
    static func classNameDefault(_ name: String, doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                doc: [doc], modifiers: ["static"], name: name, type: "String",
                getter: [.line("String(describing: self)")]))
    }
}
