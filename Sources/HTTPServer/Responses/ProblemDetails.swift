import Foundation

/// An RFC 9457 problem object: what the server or a handler says when a request fails.
public struct ProblemDetails: Sendable {
    /// A JSON value already encoded, spliced into the problem object as it is (e.g. a list of
    /// candidates a handler encoded with its own encoder).
    public struct RawJSON: Encodable, Sendable {
        /// The encoded JSON value.
        public var data: Data

        /// Wraps encoded JSON bytes.
        public init(_ data: Data) { self.data = data }

        /// Wraps encoded JSON text.
        public init(_ text: String) { self.data = Data(text.utf8) }

        /// Encoded directly (outside `jsonData()`), the raw text becomes a JSON string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(String(decoding: data, as: UTF8.self))
        }
    }

    /// A URI naming the problem type; `about:blank` means the status says it all (RFC 9457 section 4.2.1).
    public var type: String
    /// A short summary of the problem type; defaults to the status's reason phrase.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// What went wrong with this request.
    public var detail: String
    /// A URI naming this occurrence, if any.
    public var instance: String?
    /// Extension members (RFC 9457 section 3.2), e.g. `errors` for field-level problems. Values are
    /// encoded with `JSONEncoder`, except `RawJSON`, which is inserted as it is.
    public var extensions: [String: any Encodable & Sendable]

    /// Creates a problem; `title` defaults to the reason phrase of `status`.
    public init(
        status: Int, title: String? = nil, detail: String, type: String = "about:blank", instance: String? = nil,
        extensions: [String: any Encodable & Sendable] = [:]
    ) {
        self.type = type
        self.title = title ?? HTTPStatus.reasonPhrase(status)
        self.status = status
        self.detail = detail
        self.instance = instance
        self.extensions = extensions
    }

    /// The `application/problem+json` body: the standard members in RFC 9457 order, then extension
    /// members sorted by name. An extension that fails to encode is left out rather than hiding the
    /// problem itself.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var members: [(String, Data)] = [
            ("type", Self.encodeString(type, encoder)), ("title", Self.encodeString(title, encoder)),
            ("status", Data(String(status).utf8)), ("detail", Self.encodeString(detail, encoder)),
        ]
        if let instance { members.append(("instance", Self.encodeString(instance, encoder))) }
        let reserved: Set<String> = ["type", "title", "status", "detail", "instance"]
        for name in extensions.keys.sorted() where !reserved.contains(name) {
            guard let value = extensions[name] else { continue }
            if let raw = value as? RawJSON {
                members.append((name, raw.data))
            } else if let encoded = try? encoder.encode(value) {
                members.append((name, encoded))
            }
        }
        var body = Data("{".utf8)
        for (index, (name, value)) in members.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(Self.encodeString(name, encoder))
            body.append(UInt8(ascii: ":"))
            body.append(value)
        }
        // Ended by a newline as every JSON answer is, so `curl --fail-with-body` leaves the prompt on a line of its own.
        body.append(contentsOf: Array("}\n".utf8))
        return body
    }

    private static func encodeString(_ text: String, _ encoder: JSONEncoder) -> Data {
        // Encoding a String cannot fail; the fallback keeps this total without a force-try.
        (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    }
}
