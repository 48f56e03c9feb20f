/// A function the sources declare generic over a type it is given as a metatype and returns:
/// `func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController`. Whatever its
/// body does, the compiler makes `instantiateController(ofType: Foo.self)` return a `Foo`, so the call makes a
/// `Foo`: the signature alone says so, never the function's name. (`ClassNamedFactories.metatypeFactories` asks
/// another question of such a function, by its body: which storyboard ID it instantiates.)
struct MetatypeFactory: Equatable {
    /// The metatype parameter's argument label (`ofType`), `nil` for `_`.
    let label: String?
    /// Its position among the parameters, for an unlabelled one.
    let position: Int

    /// Most tokens a declaration's header is read over (generic parameters, parameters and the result).
    static let headerLimit = 256

    /// The declaration at `func` (`index`): its name, and what it is when it is such a factory (`nil` for any
    /// other function).
    static func declared(in source: TokenizedSource, at index: Int) -> (name: String, factory: MetatypeFactory?)? {
        guard let name = source.identifier(at: index + 1) else { return nil }
        guard source.isPunctuation(index + 2, "<") else { return (name, nil) }
        // `<T, U: UIViewController>`: each parameter's name, first in its part.
        var generics: Set<String> = []
        var cursor = index + 3
        let limit = min(source.count, index + headerLimit)
        while cursor < limit, !source.isPunctuation(cursor, ">") {
            if let generic = source.identifier(at: cursor),
                source.isPunctuation(cursor - 1, "<") || source.isPunctuation(cursor - 1, ",")
            {
                generics.insert(generic)
            }
            cursor += 1
        }
        let open = cursor + 1
        guard cursor < limit, source.isPunctuation(open, "("), source.partner[open] > open else { return (name, nil) }
        let close = source.partner[open]
        // Parameters past the limit are no factory's; nested declarations are then never read again.
        guard close - open <= headerLimit, let result = returnedType(source, after: close), generics.contains(result)
        else { return (name, nil) }
        for (position, parameter) in source.arguments(open + 1, close).enumerated() {
            if let label = metatypeLabel(source, parameter, of: result) {
                return (name, MetatypeFactory(label: label == "_" ? nil : label, position: position))
            }
        }
        return (name, nil)
    }

    /// `-> T`, `-> T?` after the parameters (`async`, `throws` between): the one type name returned.
    static func returnedType(_ source: TokenizedSource, after close: Int) -> String? {
        var index = close + 1
        while let word = source.identifier(at: index), ["async", "throws", "rethrows"].contains(word) { index += 1 }
        guard source.isPunctuation(index, "-"), source.isPunctuation(index + 1, ">"),
            let result = source.identifier(at: index + 2)
        else { return nil }
        // `-> T.Type`, `-> T<U>`: another type.
        guard !source.isPunctuation(index + 3, "."), !source.isPunctuation(index + 3, "<") else { return nil }
        return result
    }

    /// The argument label of a parameter `label name: T.Type [= T.self]` (`_`, or the one name given).
    private static func metatypeLabel(_ source: TokenizedSource, _ parameter: Argument, of generic: String) -> String? {
        var colon = parameter.start
        while colon < parameter.end, source.identifier(at: colon) != nil { colon += 1 }
        let names = colon - parameter.start
        guard names == 1 || names == 2, source.isPunctuation(colon, ":"), source.isIdentifier(colon + 1, generic),
            source.isPunctuation(colon + 2, "."), source.isIdentifier(colon + 3, "Type"),
            colon + 4 == parameter.end || source.isPunctuation(colon + 4, "=")
        else { return nil }
        return source[parameter.start].text
    }

    /// The class `Foo.self` (or `Module.Foo.self`) names when it is the call's argument for this parameter.
    func madeClass(_ source: TokenizedSource, _ arguments: [Argument]) -> String? {
        let argument: Argument
        if let label {
            guard let labelled = arguments.first(where: { $0.label == label }) else { return nil }
            argument = labelled
        } else {
            guard position < arguments.count, arguments[position].label == nil else { return nil }
            argument = arguments[position]
        }
        let last = argument.end - 1
        guard argument.end - argument.start >= 3, source.isIdentifier(last, "self"),
            source.isPunctuation(last - 1, "."),
            source[last - 2].isTypeName
        else { return nil }
        var index = argument.start
        while index < last - 2 {
            guard source[index].kind == .identifier, source.isPunctuation(index + 1, ".") else { return nil }
            index += 2
        }
        return index == last - 2 ? source[last - 2].text : nil
    }
}
