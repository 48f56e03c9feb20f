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
///
/// `@unchecked Sendable`: besides `Sendable` lets, it holds the target's bytes in raw memory written once in
/// `init` and only read after (comparing with an array's bytes would retain and release the array per hit).
final class FrontAnswers: @unchecked Sendable {
    /// The target's bytes as sent, compared byte for byte on every hit (the hash only finds the entry).
    var target: UnsafeRawBufferPointer { UnsafeRawBufferPointer(targetBytes) }
    private let targetBytes: UnsafeMutableRawBufferPointer
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
    @inline(__always)
    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == targetBytes.count else { return false }
        guard let base = bytes.baseAddress, let kept = targetBytes.baseAddress else { return true }
        return memcmp(kept, base, bytes.count) == 0
    }

    /// Keeps `response` (a `200`) as the answer of `route` to `target`.
    init(_ response: HTTPResponse, target: String, route: String) {
        let utf8 = Array(target.utf8)
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: utf8.count, alignment: 8)
        utf8.withUnsafeBytes { bytes.copyMemory(from: $0) }
        targetBytes = bytes
        ok = CachedAnswer(response, route: route)
        notModified = CachedAnswer(Reply.notModified(response), route: route)
        tag = response.headers["ETag"]
    }

    deinit { targetBytes.deallocate() }
}
