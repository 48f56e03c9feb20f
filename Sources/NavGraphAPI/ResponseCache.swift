import HTTPServer
import Synchronization

/// Encoded answers to read requests, keyed by project revision and request, so a repeated lookup or
/// resolution is a dictionary hit instead of a JSON encoding (SPEC section 8: "cache what you can").
///
/// Keys include the project revision, so a write makes old entries unreachable; the map is cleared
/// when it grows past `capacity` rather than tracking recency, which keeps the hot path to one lock.
final class ResponseCache: Sendable {
    private let entries = Mutex<[String: HTTPResponse]>([:])
    private let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    func response(for key: String) -> HTTPResponse? {
        entries.withLock { $0[key] }
    }

    func store(_ response: HTTPResponse, for key: String) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = response
        }
    }
}
