/// An ordered list of header fields with case-insensitive lookup (RFC 9110 section 5.1).
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in the order they were added, names as written.
    public private(set) var fields: [(name: String, value: String)]

    /// Creates an empty header list.
    public init() { fields = [] }

    /// Creates a header list from literal pairs.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        get {
            for field in fields where field.name.caseInsensitiveEquals(name) { return field.value }
            return nil
        }
        set {
            fields.removeAll { $0.name.caseInsensitiveEquals(name) }
            if let newValue { fields.append((name: name, value: newValue)) }
        }
    }

    /// The values of a list-based field `name` (RFC 9110 section 5.3): its lines joined with `, `, as one line
    /// holding them all means the same; `nil` when there is none.
    public func combined(_ name: String) -> String? {
        var combined: String?
        for field in fields where field.name.caseInsensitiveEquals(name) {
            combined = combined.map { $0 + ", " + field.value } ?? field.value
        }
        return combined
    }

    /// Every value of `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Makes room for `count` fields without regrowing.
    mutating func reserveCapacity(_ count: Int) { fields.reserveCapacity(count) }

    /// Appends a field, keeping any earlier field of the same name.
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}

extension String {
    /// ASCII case-insensitive comparison, as header names and tokens need.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let a = self.utf8
        let b = other.utf8
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let lx = (x >= 65 && x <= 90) ? x + 32 : x
            let ly = (y >= 65 && y <= 90) ? y + 32 : y
            if lx != ly { return false }
        }
        return true
    }
}
