/// The functions the sources declare in a type's body (or an extension of it) with the type their result names:
/// `static func make(viewModel: Model) -> Self`, `class func generateReport() -> T` beside
/// `typealias T = ReportViewController`, `func errorAlert() -> UIAlertController`. The compiler makes
/// `DetailViewController.make(...)`, and `errorAlert()` or `self.errorAlert()` in that type, return what the
/// signature names, whatever the body does, so the call makes one: the signature alone says so, never the
/// function's name.
///
/// A static function's `Self` is the type the call names (a subclass calling its superclass's factory gets
/// itself); a method's is the type whose code calls it. A function declared on a superclass answers for its
/// subclasses. A name that two declarations in one type give different results is nothing (the call may be
/// either), and a generic function is left to `MetatypeFactory`.
struct DeclaredResults {
    /// A name declared in a type's body.
    private struct Member: Hashable {
        let type: String
        let name: String
    }

    /// `Type.function` to the type a static or class function's result names, `nil` when declarations disagree.
    private var statics: [Member: String?] = [:]
    /// The same for instance methods.
    private var methods: [Member: String?] = [:]
    /// `Type.property` to the type an instance property's declaration names.
    private var properties: [Member: String?] = [:]
    /// `Type.Alias` to the type a `typealias` in that type's body names.
    private var aliases: [Member: String] = [:]

    /// Reads the declaration at `func` (`index`), directly in the body of `type`: kept when it is not generic and
    /// its result after the parameters is one type name (`-> Foo`, `-> Foo?`), or `nil` for any other result.
    mutating func declare(in source: TokenizedSource, at index: Int, type: String) {
        guard let name = source.identifier(at: index + 1), source.isPunctuation(index + 2, "("),
            source.partner[index + 2] > index + 2
        else { return }
        let close = source.partner[index + 2]
        // No result (most methods): such a call is never a value, so it cannot be the one presented.
        if source.isPunctuation(close + 1, "{") { return }
        let result = MetatypeFactory.returnedType(source, after: close)
        let key = Member(type: type, name: name)
        if isStatic(source, before: index) {
            Self.keep(result, under: key, in: &statics)
        } else {
            Self.keep(result, under: key, in: &methods)
        }
    }

    private static func keep(_ result: String?, under key: Member, in results: inout [Member: String?]) {
        if let known = results[key], known != result {
            results[key] = .some(nil)
        } else {
            results[key] = result
        }
    }

    /// Reads the property declared at `let` or `var` (`index`), directly in the body of `type`: the type its
    /// annotation names (`: Foo`, `: Foo!`, `: Foo?`, before `=`, `{` or the line's end), else the type its
    /// initial value is made of (`= Foo(...)` ending the line), when it is named `...Controller`.
    mutating func property(in source: TokenizedSource, at index: Int, type: String) {
        let annotated = source.isPunctuation(index + 2, ":")
        guard annotated || source.isPunctuation(index + 2, "="), let named = source.identifier(at: index + 3),
            Self.isController(named)
        else { return }
        var after = index + 4
        if annotated {
            if source.isPunctuation(after, "!") || source.isPunctuation(after, "?") { after += 1 }
            let ends =
                after >= source.count || source[after].line > source[index + 3].line
                || source.isPunctuation(after, "=") || source.isPunctuation(after, "{")
                || source.isPunctuation(after, ";") || source.isPunctuation(after, "}")
            guard ends else { return }
        } else {
            guard source[index + 3].isTypeName, source.isPunctuation(after, "("), source.partner[after] > after else {
                return
            }
            after = source.partner[after] + 1
            let ends =
                after >= source.count || source[after].line > source[index + 3].line
                || source.isPunctuation(after, ";") || source.isPunctuation(after, "}")
            guard ends else { return }
        }
        guard let name = source.identifier(at: index + 1) else { return }
        Self.keep(named, under: Member(type: type, name: name), in: &properties)
    }

    /// Reads `@property (nonatomic, strong) Foo *name;` at `property` (`index`) in the `@interface` of `type` (or
    /// of its category or extension): the class it holds, when it is named `...Controller`.
    mutating func objectiveCProperty(in source: TokenizedSource, at index: Int, type: String) {
        var end = index + 1
        if source.isPunctuation(end, "("), source.partner[end] > end { end = source.partner[end] + 1 }
        let limit = min(source.count, end + 8)
        while end < limit, !source.isPunctuation(end, ";") { end += 1 }
        guard end < limit, source.isPunctuation(end - 2, "*"), let name = source.identifier(at: end - 1),
            let held = source.identifier(at: end - 3), Self.isController(held)
        else { return }
        Self.keep(held, under: Member(type: type, name: name), in: &properties)
    }

    /// Named `...Controller`: every view controller UIKit and its frameworks name, and the sources' own as they are
    /// usually named. Tested before a property is kept: most properties hold something else.
    private static func isController(_ name: String) -> Bool {
        name.utf8.count > 10 && name.utf8.reversed().starts(with: "rellortnoC".utf8)
    }

    /// The type `name` or `self.name` holds in the code of `type`, by its property's declaration there or in the
    /// nearest superclass declaring it.
    func held(byProperty name: String, in type: String, superclass: (String) -> String?) -> String? {
        result(of: name, in: properties, on: type, superclass: superclass) ?? nil
    }

    /// Reads `typealias Alias = Foo` at `index` (`typealias`), directly in the body of `type`.
    mutating func alias(in source: TokenizedSource, at index: Int, type: String) {
        guard let alias = source.identifier(at: index + 1), source.isPunctuation(index + 2, "="),
            let named = source.identifier(at: index + 3), !source.isPunctuation(index + 4, "."),
            !source.isPunctuation(index + 4, "<")
        else { return }
        aliases[Member(type: type, name: alias)] = named
    }

    /// The type `type.function(...)` returns by the static declaration on `type` or the nearest superclass
    /// declaring it (`superclass` of a class, `nil` past the sources' own).
    func made(byStatic function: String, on type: String, superclass: (String) -> String?) -> String? {
        statics.isEmpty ? nil : result(of: function, in: statics, on: type, superclass: superclass) ?? nil
    }

    /// The type `function(...)` or `self.function(...)` returns in the code of `type`: its method's result, else,
    /// when no method of the name is declared, its static function's (called from a static context).
    func made(byOwn function: String, in type: String, superclass: (String) -> String?) -> String? {
        if let method = result(of: function, in: methods, on: type, superclass: superclass) { return method }
        return made(byStatic: function, on: type, superclass: superclass)
    }

    /// The result the declaration nearest `type` gives: `.none` when none is declared, `.some(nil)` when it names
    /// no one type (or declarations disagree).
    private func result(
        of function: String, in results: [Member: String?], on type: String, superclass: (String) -> String?
    ) -> String?? {
        guard !results.isEmpty else { return .none }
        var owner = type
        for _ in 0..<32 {
            if let found = results[Member(type: owner, name: function)] {
                guard let result = found else { return .some(nil) }
                if result == "Self" { return type }
                return aliases[Member(type: owner, name: result)] ?? result
            }
            guard let next = superclass(owner) else { return .none }
            owner = next
        }
        return .none
    }

    /// Whether the modifiers before `func` (`index`) hold `static` or `class`: `public static func`,
    /// `override class func`, `@objc static func`.
    private func isStatic(_ source: TokenizedSource, before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 4, let word = source.identifier(at: cursor) {
            if word == "static" || word == "class" { return true }
            guard SwiftKeywords.declarationModifiers.contains(word) || source.isPunctuation(cursor - 1, "@") else {
                return false
            }
            cursor -= source.isPunctuation(cursor - 1, "@") ? 2 : 1
        }
        return false
    }
}
