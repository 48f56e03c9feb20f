/// A request as sent, before anything is decoded: byte ranges of the server's read buffer, valid only
/// during the call that receives it (never keep them). What a front responder (`Router.front`) reads to
/// answer a repeated request without building a String.
///
/// The server hands over only heads it found well-formed: a bodyless request whose target is in origin
/// form (RFC 9112 section 3.2.1), every header line checked as `HTTPRequest`'s parser checks it.
public struct RawRequest {
    /// The method.
    public let method: HTTPMethod
    /// The request target as sent (path and query), still percent-encoded.
    public let target: UnsafeRawBufferPointer
    /// The header section: the lines after the request line, up to (not including) the empty line.
    let fields: UnsafeRawBufferPointer
    /// Bit `n % 64` is set when a field name of `n` bytes is present: most lookups of an absent field end
    /// here instead of scanning the lines.
    let nameLengths: UInt64

    init(method: HTTPMethod, target: UnsafeRawBufferPointer, fields: UnsafeRawBufferPointer, nameLengths: UInt64) {
        self.method = method
        self.target = target
        self.fields = fields
        self.nameLengths = nameLengths
    }

    /// The bit of `nameLengths` for a name of `count` bytes.
    @inline(__always)
    static func lengthBit(_ count: Int) -> UInt64 { 1 << UInt64(count & 63) }

    /// The path part of the target (before `?`), still percent-encoded.
    public var path: UnsafeRawBufferPointer {
        guard let mark = target.offset(of: UInt8(ascii: "?")) else { return target }
        return UnsafeRawBufferPointer(rebasing: target[..<mark])
    }

    /// The value of the first field named `name` (lower-case ASCII; matched ignoring case), without its
    /// surrounding whitespace; `nil` when the request has none.
    public func value(of name: StaticString) -> UnsafeRawBufferPointer? {
        var found: UnsafeRawBufferPointer?
        forEachField(named: name) { value in
            found = value
            return false
        }
        return found
    }

    /// Calls `body` with the value of each field named `name` until it returns `false`.
    func forEachField(named name: StaticString, _ body: (UnsafeRawBufferPointer) -> Bool) {
        guard nameLengths & Self.lengthBit(name.utf8CodeUnitCount) != 0 else { return }
        var lines = HeadLines(fields)
        while let next = lines.next() {
            guard case .success(let range) = next else { return }
            let line = UnsafeRawBufferPointer(rebasing: fields[range])
            guard line.count > name.utf8CodeUnitCount, line[name.utf8CodeUnitCount] == ASCII.colon,
                ASCII.equalsIgnoringCase(UnsafeRawBufferPointer(rebasing: line[..<name.utf8CodeUnitCount]), name)
            else { continue }
            // The line was checked when the head was read: the same trimming gives the same value.
            guard case .success(let field) = HeaderField.parse(line), body(field.value) else { return }
        }
    }
}
