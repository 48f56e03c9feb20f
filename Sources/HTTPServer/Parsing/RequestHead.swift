/// What a decision about a request reads of its head: the method, the path as sent and the field values,
/// as bytes. Both ways a request reaches a responder provide it: `RawRequest` (the fast path, a head not yet
/// decoded) and `HTTPRequest` (the full parser's). A check written once against this view (access, a
/// conditional read, a metrics label) gives the same answer on both paths, so the two cannot drift apart.
public protocol RequestHead {
    /// The method.
    var method: HTTPMethod { get }
    /// Calls `body` with the path part of the target (before `?`), still percent-encoded.
    func withPath<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
    /// Calls `body` with the value of each field named `name` (lower-case ASCII; matched ignoring case), in
    /// the order sent and without surrounding whitespace, until it returns `false`.
    func forEachValue(of name: StaticString, _ body: (UnsafeRawBufferPointer) -> Bool)
}

extension RequestHead {
    /// How many fields named `name` (lower-case ASCII) the head has.
    public func count(of name: StaticString) -> Int {
        var count = 0
        forEachValue(of: name) { _ in
            count += 1
            return true
        }
        return count
    }

    /// Whether the path is `text`, byte for byte.
    public func pathIs(_ text: StaticString) -> Bool {
        withPath { ASCII.equals($0, text) }
    }
}

extension RawRequest: RequestHead {
    public func withPath<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result { body(path) }

    public func forEachValue(of name: StaticString, _ body: (UnsafeRawBufferPointer) -> Bool) {
        forEachField(named: name, body)
    }
}

extension HTTPRequest: RequestHead {
    public func withPath<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var path = path
        return path.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    public func forEachValue(of name: StaticString, _ body: (UnsafeRawBufferPointer) -> Bool) {
        for field in headers.fields {
            var fieldName = field.name
            let named = fieldName.withUTF8 { ASCII.equalsIgnoringCase(UnsafeRawBufferPointer($0), name) }
            guard named else { continue }
            var value = field.value
            guard value.withUTF8({ body(UnsafeRawBufferPointer($0)) }) else { return }
        }
    }
}
