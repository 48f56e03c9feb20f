/// A value of an old-style (OpenStep, "ASCII") property list, the format of Xcode's `project.pbxproj`.
public enum PropertyListValue: Sendable, Equatable {
    /// A quoted or unquoted string. Numbers are strings in this format too.
    case string(String)
    /// `<0fbd 7778>`: bytes written as hex digits.
    case data([UInt8])
    /// `( a, b, )`
    case array([PropertyListValue])
    /// `{ key = value; }`
    case dictionary([String: PropertyListValue])

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, when this is a dictionary.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value for `key`, when this is a dictionary holding it.
    public subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array (other elements left out); empty when this is not an array.
    public var strings: [String] {
        (array ?? []).compactMap(\.string)
    }
}
