import Foundation
import Testing

/// One HTTP response as read off the wire by `RawClient`.
///
/// The JSON accessors never turn an unexpected body into an empty value silently: a body that is not the
/// JSON shape asked for records a test issue (so `response.array.isEmpty` after an error answer fails).
public struct WireResponse: Sendable {
    /// The status code of the status line.
    public var status: Int
    /// The header fields in the order received.
    public var headers: [(String, String)]
    /// The body bytes (empty for `HEAD`, 1xx, 204 and 304).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [(String, String)], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first field named `name` (case-insensitive), if any.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Every field named `name` (case-insensitive), in order.
    public func headers(named name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as a JSON object; records an issue (and gives `[:]`) when it is not one.
    public var object: [String: Any] {
        guard let object = parsed() as? [String: Any] else {
            Issue.record("status \(status): the body is not a JSON object: \(text.prefix(300))")
            return [:]
        }
        return object
    }

    /// The body parsed as a JSON object (see `object`); the name the HTTP server tests use.
    public var json: [String: Any] { object }

    /// The body parsed as a JSON array of objects; records an issue (and gives `[]`) when it is not one.
    public var array: [[String: Any]] {
        guard let array = parsed() as? [[String: Any]] else {
            Issue.record("status \(status): the body is not a JSON array: \(text.prefix(300))")
            return []
        }
        return array
    }

    private func parsed() -> Any? {
        do {
            return try JSONSerialization.jsonObject(with: body)
        } catch {
            return nil
        }
    }
}
