/// An HTTP request method (RFC 9110 section 9). Unknown tokens are kept as written.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token, case-sensitive (RFC 9110 section 9.1).
    public let rawValue: String

    /// Wraps a method token.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The method token.
    public var description: String { rawValue }

    /// GET: transfer a representation (RFC 9110 section 9.3.1).
    public static let get = HTTPMethod(rawValue: "GET")
    /// HEAD: GET without content (RFC 9110 section 9.3.2).
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// POST: process the enclosed content (RFC 9110 section 9.3.3).
    public static let post = HTTPMethod(rawValue: "POST")
    /// PUT: create or replace with the enclosed content (RFC 9110 section 9.3.4).
    public static let put = HTTPMethod(rawValue: "PUT")
    /// PATCH: apply partial modifications (RFC 5789).
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// DELETE: remove the target resource (RFC 9110 section 9.3.5).
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// OPTIONS: describe communication options (RFC 9110 section 9.3.7).
    public static let options = HTTPMethod(rawValue: "OPTIONS")
}
