/// The types an app's sources declare and the superclass each names: what tells a view controller class
/// from any other (a first pass over every file, before any call is read).
struct DeclaredTypes {
    /// UIKit's (and its frameworks') view controller classes.
    static let viewControllerRoots: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIAlertController",
        "UIHostingController", "UIActivityViewController", "UIImagePickerController", "UISearchController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "UIInputViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "AVPlayerViewController", "CNContactViewController", "CNContactPickerViewController", "QLPreviewController",
        "PHPickerViewController", "EKEventEditViewController", "SKStoreProductViewController",
    ]
    /// The containers whose `rootViewController:` initializer wraps a view controller.
    static let navigationRoots: Set<String> = ["UINavigationController"]

    /// Class name to the superclass it declares.
    private(set) var superclasses: [String: String] = [:]
    /// Every class, struct, enum, actor and protocol the sources declare.
    private(set) var declared: Set<String> = []
    /// Static properties (`static var className: String`) by name: how many declarations, and how many of
    /// them return the class's own name (`NSStringFromClass(self)...`, `String(describing: self)`).
    private(set) var staticProperties: [String: (declarations: Int, classNames: Int)] = [:]

    /// `let name = "literal"` declared directly in a type's body (or a `static let` in its extension), by
    /// `Type.name`; `nil` when the type declares the name twice with different values. Stored constants cannot
    /// be overridden, so in that type `name` and `self.name` are always the literal.
    private(set) var constants: [String: String?] = [:]

    /// The static properties an `extension UIStoryboard` declares to make a storyboard of a literal name
    /// (`static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }`, or a `static let` given
    /// one), by property name; `nil` when the sources declare the name twice with different storyboards.
    private(set) var storyboardProperties: [String: String?] = [:]

    /// Functions generic over a type they are given as a metatype and return (`MetatypeFactory`), by name;
    /// `nil` when the sources declare the name twice with different metatype parameters, or declare another
    /// function of the name too (a call of the name may be that one).
    private(set) var metatypeFactories: [String: MetatypeFactory?] = [:]
    /// The functions declared in types' bodies, with the type their result names.
    private var results = DeclaredResults()
    /// UIKit's and AppKit's general view controllers: a factory declared to return one (or a navigation controller
    /// of the sources' own) says nothing of the scene it makes.
    static let generalViewControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "NSViewController", "NSWindowController",
    ]
    /// The names of every other function, until `finishFunctions()` (kept as a list: most apps declare no
    /// factory, and a list costs no hashing).
    private var otherFunctions: [String] = []

    /// The view controller class `type.function(...)` makes by the result its static declaration names
    /// (`DeclaredResults`), unless that is one of UIKit's general ones.
    func staticFactoryResult(_ function: String, on type: String) -> String? {
        viewController(results.made(byStatic: function, on: type, superclass: { superclasses[$0] }))
    }

    /// The view controller class `function(...)` or `self.function(...)` makes in the code of `type` by the result
    /// its declaration there names, unless that is one of UIKit's general ones.
    func ownFunctionResult(_ function: String, in type: String) -> String? {
        viewController(results.made(byOwn: function, in: type, superclass: { superclasses[$0] }))
    }

    /// The view controller class `name` or `self.name` holds in the code of `type` by the type its stored
    /// property's declaration there names, unless that is one of UIKit's general ones.
    func propertyType(_ name: String, in type: String) -> String? {
        viewController(results.held(byProperty: name, in: type, superclass: { superclasses[$0] }))
    }

    private func viewController(_ made: String?) -> String? {
        guard let made, !Self.generalViewControllers.contains(made), looksLikeViewController(made),
            !isNavigationController(made)
        else { return nil }
        return made
    }

    /// The factory a call of `name` is, when the sources declare exactly that and no other function of the name.
    func metatypeFactory(_ name: String) -> MetatypeFactory? {
        metatypeFactories[name] ?? nil
    }

    private mutating func collectFunction(_ declaration: (name: String, factory: MetatypeFactory?)) {
        guard let factory = declaration.factory else {
            otherFunctions.append(declaration.name)
            return
        }
        if let known = metatypeFactories[declaration.name], known != factory {
            metatypeFactories[declaration.name] = .some(nil)
        } else {
            metatypeFactories[declaration.name] = factory
        }
    }

    /// After every file is collected: a factory's name that another function has too names no factory.
    mutating func finishFunctions() {
        if !metatypeFactories.isEmpty {
            for name in otherFunctions where metatypeFactories[name] != nil { metatypeFactories[name] = .some(nil) }
        }
        otherFunctions = []
    }

    /// Reads the type-level string constants of a Swift `source`, keeping the type scopes by their braces.
    mutating func collectConstants(_ source: TokenizedSource) {
        guard source.language == .swift else { return }
        var depth = 0
        var types: [(name: String, depth: Int)] = []
        var pending: String?
        for index in 0..<source.count {
            let token = source[index]
            if token.isPunctuation("{") {
                depth += 1
                if let name = pending { types.append((name, depth)) }
                pending = nil
            } else if token.isPunctuation("}") {
                if types.last?.depth == depth { types.removeLast() }
                depth -= 1
            } else if token.kind == .identifier, !source.isPunctuation(index - 1, ".") {
                // `let name: Foo`, `var name = Foo(...)` in a type's body: the mark and the depth are tested first.
                let mark = source.mark(at: index + 2)
                if mark == UInt8(ascii: ":") || mark == UInt8(ascii: "="), let type = types.last, type.depth == depth,
                    token.text == "let" || token.text == "var",
                    !source.isIdentifier(index - 1, "static"), !source.isIdentifier(index - 1, "class")
                {
                    results.property(in: source, at: index, type: type.name)
                }
                // A declaration's keyword is followed by a name, not a mark: the byte is tested first.
                if source.mark(at: index + 1) == 0,
                    ["class", "struct", "enum", "extension", "actor"].contains(token.text),
                    let name = source.identifier(at: index + 1), !SwiftKeywords.declarationModifiers.contains(name)
                {
                    pending = qualifiedLast(source, from: index + 1)
                } else if source.mark(at: index + 2) == UInt8(ascii: "("), let type = types.last, type.depth == depth,
                    token.text == "func"
                {
                    // The bracket and the depth are tested first, so that most names cost no string comparison.
                    results.declare(in: source, at: index, type: type.name)
                } else if source.mark(at: index + 2) == UInt8(ascii: "="), let type = types.last, type.depth == depth,
                    token.text == "typealias"
                {
                    results.alias(in: source, at: index, type: type.name)
                } else if token.text == "let" || token.text == "var", types.last?.name == "UIStoryboard",
                    types.last?.depth == depth, source.isIdentifier(index - 1, "static"),
                    let name = source.identifier(at: index + 1),
                    let storyboard = storyboardMade(source, from: index + 2)
                {
                    if let known = storyboardProperties[name], known != storyboard {
                        storyboardProperties[name] = .some(nil)
                    } else {
                        storyboardProperties[name] = storyboard
                    }
                } else if token.text == "let", let type = types.last, type.depth == depth,
                    let name = source.identifier(at: index + 1)
                {
                    var equals = index + 2
                    if source.isPunctuation(equals, ":"), source.isIdentifier(equals + 1, "String") { equals += 2 }
                    guard source.isPunctuation(equals, "="), let value = source.literal(equals + 1, equals + 2),
                        equals + 2 >= source.count || source[equals + 2].line > source[equals + 1].line
                            || source.isPunctuation(equals + 2, ";") || source.isPunctuation(equals + 2, "}")
                    else { continue }
                    let key = "\(type.name).\(name)"
                    if let known = constants[key], known != value {
                        constants[key] = .some(nil)
                    } else {
                        constants[key] = value
                    }
                }
            }
        }
    }

    /// The storyboard name of `UIStoryboard.<property>` when the sources declare that property once (or always
    /// with that storyboard) as one made with a literal name.
    func storyboardProperty(_ name: String) -> String? {
        storyboardProperties[name] ?? nil
    }

    /// After a static property's name at `index`: `: UIStoryboard { [return] UIStoryboard(name: "Main", ...) }`
    /// or `[: UIStoryboard] = UIStoryboard(name: "Main", ...)` ending the line: the literal name.
    private func storyboardMade(_ source: TokenizedSource, from index: Int) -> String? {
        var index = index
        if source.isPunctuation(index, ":") {
            guard source.isIdentifier(index + 1, "UIStoryboard") else { return nil }
            index += 2
        }
        let body = source.isPunctuation(index, "{")
        guard body || source.isPunctuation(index, "=") else { return nil }
        index += 1
        if body, source.isIdentifier(index, "return") { index += 1 }
        guard source.isIdentifier(index, "UIStoryboard"), source.isPunctuation(index + 1, "("),
            source.isIdentifier(index + 2, "name"), source.isPunctuation(index + 3, ":")
        else { return nil }
        let close = source.partner[index + 1]
        guard close > index, source.isPunctuation(index + 5, ",") || index + 5 == close,
            let name = source.literal(index + 4, index + 5)
        else { return nil }
        if body { return source.isPunctuation(close + 1, "}") ? name : nil }
        let ends =
            close + 1 >= source.count || source[close + 1].line > source[close].line
            || source.isPunctuation(close + 1, ";") || source.isPunctuation(close + 1, "}")
        return ends ? name : nil
    }

    /// The literal `Type.name` holds, if the sources declare it once (or always with that value).
    func constant(_ type: String, _ name: String) -> String? {
        constants["\(type).\(name)"] ?? nil
    }

    /// Reads the class declarations of `source` (Swift `class Name: Super`, Objective-C `@interface Name : Super`).
    mutating func collect(_ source: TokenizedSource) {
        var index = 0
        // The Objective-C class whose `@interface` is being read, until its `@end`.
        var interface: String?
        while index < source.count {
            defer { index += 1 }
            let token = source[index]
            guard token.kind == .identifier else { continue }
            switch source.language {
            case .swift:
                if token.text == "var" || token.text == "let",
                    source.isIdentifier(index - 1, "static")
                        || source.isIdentifier(index - 1, "class") || source.isIdentifier(index - 2, "static"),
                    let property = source.identifier(at: index + 1)
                {
                    // A protocol's requirement (`{ get }`) declares no value.
                    guard !(source.isPunctuation(index + 4, "{") && source.isIdentifier(index + 5, "get")) else {
                        continue
                    }
                    var entry = staticProperties[property] ?? (0, 0)
                    entry.declarations += 1
                    if returnsClassName(source, from: index + 2) { entry.classNames += 1 }
                    staticProperties[property] = entry
                    continue
                }
                // `func name(` or `func name<`: the bracket is tested first, a byte, so that most names cost no
                // string comparison.
                let bracket = source.mark(at: index + 2)
                if bracket == UInt8(ascii: "(") || bracket == UInt8(ascii: "<"), token.text == "func",
                    !source.isPunctuation(index - 1, "."),
                    let declaration = MetatypeFactory.declared(in: source, at: index)
                {
                    collectFunction(declaration)
                    continue
                }
                guard ["class", "struct", "enum", "actor", "protocol"].contains(token.text),
                    !source.isPunctuation(index - 1, "."),
                    let name = source.identifier(at: index + 1), !SwiftKeywords.declarationModifiers.contains(name)
                else { continue }
                declared.insert(name)
                guard token.text == "class" else { continue }
                var next = index + 2
                if source.isPunctuation(next, "<") { next = skipGenerics(source, next) }
                if source.isPunctuation(next, ":"), source.identifier(at: next + 1) != nil {
                    superclasses[name] = qualifiedLast(source, from: next + 1)
                }
            case .objectiveC:
                guard source.isPunctuation(index - 1, "@") else { continue }
                if token.text == "property", let owner = interface {
                    results.objectiveCProperty(in: source, at: index, type: owner)
                    continue
                }
                if token.text == "end" {
                    interface = nil
                    continue
                }
                // `@interface Name : Super`, and a category or extension `@interface Name (...)`.
                guard token.text == "interface", let name = source.identifier(at: index + 1) else { continue }
                interface = name
                guard source.isPunctuation(index + 2, ":"), let superclass = source.identifier(at: index + 3) else {
                    continue
                }
                declared.insert(name)
                superclasses[name] = superclass
            }
        }
    }

    /// Whether the property declared before `index` is `: String { [return] NSStringFromClass(self)... }`
    /// or `String(describing: self)`: its value is the class's name (the last part of a module-qualified one).
    private func returnsClassName(_ source: TokenizedSource, from index: Int) -> Bool {
        guard source.isPunctuation(index, ":"), source.isIdentifier(index + 1, "String"),
            source.isPunctuation(index + 2, "{")
        else { return false }
        var body = index + 3
        if source.isIdentifier(body, "return") { body += 1 }
        let words = (body..<min(source.count, body + 6)).map { source[$0].text }
        if words.starts(with: ["NSStringFromClass", "(", "self", ")"]) {
            // The whole name, or its last `.`-separated part: `.components(separatedBy: ".").last!`.
            let rest = (body + 4..<min(source.count, body + 16)).map { source[$0].text }
            return rest.first == "}"
                || rest.starts(with: [".", "components", "(", "separatedBy", ":", ".", ")", ".", "last", "!", "}"])
        }
        return words == ["String", "(", "describing", ":", "self", ")"]
    }

    /// Whether `Type.name` is the type's own name for every type: the one static property of that name the
    /// sources declare returns the class's name.
    func isClassNameProperty(_ name: String) -> Bool {
        guard let entry = staticProperties[name] else { return false }
        return entry.declarations == 1 && entry.classNames == 1
    }

    /// The last name of a dotted type name starting at `index` (`UIKit.UIViewController`).
    private func qualifiedLast(_ source: TokenizedSource, from index: Int) -> String {
        var index = index
        while source.isPunctuation(index + 1, "."), source.identifier(at: index + 2) != nil { index += 2 }
        return source[index].text
    }

    /// Past `<...>` at `index`, at most 64 tokens (generic parameters are short).
    private func skipGenerics(_ source: TokenizedSource, _ index: Int) -> Int {
        var depth = 0
        var next = index
        while next < source.count && next < index + 64 {
            if source.isPunctuation(next, "<") { depth += 1 }
            if source.isPunctuation(next, ">") {
                depth -= 1
                if depth == 0 { return next + 1 }
            }
            next += 1
        }
        return index
    }

    /// Whether `name` is a view controller class: UIKit's, or one the sources declare subclassing one.
    func isViewController(_ name: String) -> Bool {
        reachesRoot(name, in: Self.viewControllerRoots)
    }

    /// Whether `name` is `UINavigationController` or a declared subclass of it.
    func isNavigationController(_ name: String) -> Bool {
        reachesRoot(name, in: Self.navigationRoots)
    }

    private func reachesRoot(_ name: String, in roots: Set<String>) -> Bool {
        var current = name
        for _ in 0..<32 {
            if roots.contains(current) { return true }
            guard let next = superclasses[current] else {
                // A framework's class (declared nowhere here) named like a view controller, for view controllers.
                return roots == Self.viewControllerRoots && current != name && Self.namedLikeViewController(current)
                    && !declared.contains(current)
            }
            current = next
        }
        return false
    }

    /// `...ViewController`. A bare `...Controller` is not enough: frameworks name many other classes so
    /// (Core Data's `PersistenceController`, `NSFetchedResultsController`), and a wrong fact is worse than none.
    static func namedLikeViewController(_ name: String) -> Bool {
        name.hasSuffix("ViewController")
    }

    /// Whether a class made in code counts as a view controller outside a navigation call: declared (or
    /// known) as one, or not declared in the sources (a framework's) and named `...ViewController`.
    func looksLikeViewController(_ name: String) -> Bool {
        if isViewController(name) { return true }
        return !declared.contains(name) && Self.namedLikeViewController(name)
    }
}

enum SwiftKeywords {
    /// Words that may follow `class` without it declaring a class (`class func`, `class var`).
    static let declarationModifiers: Set<String> = [
        "func", "var", "let", "override", "final", "private", "public", "internal", "fileprivate", "open",
        "static", "required", "convenience", "dynamic", "weak", "unowned", "lazy", "subscript", "nonisolated",
    ]
    /// Words that are never a variable's name.
    static let reserved: Set<String> = [
        "self", "Self", "super", "nil", "true", "false", "return", "let", "var", "if", "guard", "else", "try",
        "await", "as", "is", "in", "case", "func", "init", "throw", "switch", "for", "while", "where", "defer",
        "do", "catch", "repeat", "break", "continue", "fallthrough", "default", "import", "inout", "some", "any",
    ]
}
