import Foundation

/// An RFC 9457 problem object: what the server or a handler says when a request fails.
public struct ProblemDetails: Sendable {
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
    /// Extension members (RFC 9457 section 3.2), e.g. `errors` for field-level problems.
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

    /// The `application/problem+json` body: standard members first, extensions after, keys sorted.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(ProblemEncoding(problem: self))
        } catch {
            // An extension that cannot encode must not hide the problem itself.
            var plain = self
            plain.extensions = [:]
            return (try? encoder.encode(ProblemEncoding(problem: plain))) ?? Data("{}".utf8)
        }
    }
}

/// Encodes a problem with its extension members flattened into the top-level object.
private struct ProblemEncoding: Encodable {
    let problem: ProblemDetails

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(problem.type, forKey: Key("type"))
        try container.encode(problem.title, forKey: Key("title"))
        try container.encode(problem.status, forKey: Key("status"))
        try container.encode(problem.detail, forKey: Key("detail"))
        if let instance = problem.instance { try container.encode(instance, forKey: Key("instance")) }
        let reserved: Set<String> = ["type", "title", "status", "detail", "instance"]
        for (name, value) in problem.extensions where !reserved.contains(name) {
            try container.encode(value, forKey: Key(name))
        }
    }
}
