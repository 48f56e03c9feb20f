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
    /// Decoded from the target when first asked for (a request answered from a front cache never is);
    /// the router decodes it once before a handler runs (`decodeQuery()`).
    public var query: [String: String] {
        get { decodedQuery ?? Self.parseQuery(queryText) }
        set { decodedQuery = newValue }
    }
    /// The query as sent, after `?`; empty when none.
    private var queryText: Substring
    /// The decoded query, once decoded or set.
    private var decodedQuery: [String: String]?
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body (empty when none, and when it is streamed through `bodyStream`).
    public var body: Data
    /// For a `.streaming` route whose request has a body: the body, still arriving. `nil` when the body
    /// was read whole into `body` (no body, another execution, or a request built in-process).
    public var bodyStream: HTTPBodyStream?
    /// Whether the client is still connected, for requests answered on a worker (`.offload`, `.streaming`);
    /// `nil` for requests answered on the event loop or built in-process.
    public var client: HTTPClientStatus?
    /// The route the router matched while scheduling this request (see `HTTPResponder.prepare`).
    var routeMatch: RouteMatch?
    /// The largest body the matched route takes, when it sets its own (see `Router.add`); `nil`: the server's.
    var maxBodyBytes: Int?

    /// Creates a request; `path` and `query` are derived from `target`.
    public init(method: HTTPMethod, target: String, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        // Byte-level search: Character-level String APIs cost more than the whole parse.
        if let mark = target.firstUTF8Index(of: UInt8(ascii: "?")) {
            path = String(target[..<mark])
            queryText = target[target.utf8.index(after: mark)...]
        } else {
            path = target
            queryText = ""
            decodedQuery = [:]
        }
    }

    /// Whether the query may hold a parameter called `name`, judged from the bytes sent without decoding
    /// them (cheap enough for the event loop): `true` when a name matches as sent, and also when one is
    /// escaped (`%`, `+`), since it might decode to `name`.
    public func mayHaveQueryItem(_ name: String) -> Bool {
        if decodedQuery != nil { return decodedQuery?[name] != nil }
        for item in queryText.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let itemName = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)[0]
            if itemName.elementsEqual(name.utf8) { return true }
            if itemName.contains(UInt8(ascii: "%")) || itemName.contains(UInt8(ascii: "+")) { return true }
        }
        return false
    }

    /// Decodes the query now and keeps it, so later reads of `query` cost a copy, not a parse.
    mutating func decodeQuery() {
        if decodedQuery == nil { decodedQuery = Self.parseQuery(queryText) }
    }

    /// Parses `a=1&b=two+words` into decoded pairs; the first value wins. A malformed escape keeps the
    /// text as sent.
    static func parseQuery(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "&")) ?? utf8.endIndex
            if start < end {
                let pair = text[start..<end]
                let name: Substring
                let value: Substring
                if let equals = pair.utf8.firstIndex(of: UInt8(ascii: "=")) {
                    name = pair[..<equals]
                    value = pair[pair.utf8.index(after: equals)...]
                } else {
                    name = pair
                    value = ""
                }
                let decodedName = decodeComponent(name)
                if result[decodedName] == nil { result[decodedName] = decodeComponent(value) }
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return result
    }

    /// A query component decoded (`+` as space), copied as is when there is nothing to decode.
    private static func decodeComponent(_ text: Substring) -> String {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) { return String(text) }
        return PercentDecoding.decode(text, plusAsSpace: true) ?? String(text)
    }
}
