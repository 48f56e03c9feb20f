import Foundation

/// A parsed HTTP/1.1 request with its whole body.
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The request target as sent (origin form: path and query), e.g. `/v1/projects?x=1`.
    public var target: String
    /// The path part of the target, still percent-encoded.
    public var path: String
    /// The query parameters, percent-decoded (`+` as space); the first value wins for repeated names.
    public var query: [String: String]
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body (empty when none).
    public var body: Data

    /// Creates a request; `path` and `query` are derived from `target`.
    public init(method: HTTPMethod, target: String, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = Self.parseQuery(target[target.index(after: mark)...])
        } else {
            path = target
            query = [:]
        }
    }

    /// Parses `a=1&b=two+words` into decoded pairs; the first value wins.
    static func parseQuery(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentDecoding.decode(parts[0], plusAsSpace: true) ?? String(parts[0])
            let value = parts.count > 1 ? (PercentDecoding.decode(parts[1], plusAsSpace: true) ?? String(parts[1])) : ""
            if result[name] == nil { result[name] = value }
        }
        return result
    }
}
