import HTTPServer
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole answers to one raw request target kept in the front of the response cache: the `200`, and the
/// `304 Not Modified` a client holding its ETag gets (RFC 9110 section 13.1.2), both encoded once.
final class FrontAnswers: Sendable {
    /// The target's bytes as sent, compared byte for byte on every hit (the hash only finds the entry).
    let target: [UInt8]
    let ok: CachedAnswer
    let notModified: CachedAnswer
    /// The answer's ETag, for `If-None-Match`.
    let tag: String?

    /// Read since the cache's clock hand last passed (set without the cache's lock, from any thread).
    private let referenced = Atomic<Bool>(false)

    /// Notes a read, for the cache's eviction (second chance); a load first keeps the line shared.
    @inline(__always)
    func markReferenced() {
        if !referenced.load(ordering: .relaxed) { referenced.store(true, ordering: .relaxed) }
    }

    /// Whether it was read since the last call, clearing the mark.
    func takeReferenced() -> Bool {
        referenced.exchange(false, ordering: .relaxed)
    }

    /// Whether `bytes` are the target's, compared as memory.
    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == target.count else { return false }
        guard let base = bytes.baseAddress else { return true }
        return target.withUnsafeBytes { memcmp($0.baseAddress!, base, bytes.count) == 0 }
    }

    /// Keeps `response` (a `200`) as the answer of `route` to `target`.
    init(_ response: HTTPResponse, target: String, route: String) {
        self.target = Array(target.utf8)
        ok = CachedAnswer(response, route: route)
        notModified = CachedAnswer(HTTPResponse(status: 304, headers: response.headers), route: route)
        tag = response.headers["ETag"]
    }
}
