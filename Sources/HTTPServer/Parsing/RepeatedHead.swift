#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last head a connection's parser recognized (`HTTPRequestParser.recognize`), kept with what was
/// found in it, so the same bytes sent again are recognized by one comparison instead of a scan.
///
/// Recognizing depends on nothing but the head's bytes and the parser's limits (both fixed per
/// connection), so when the unread input starts with exactly the kept bytes, the head ends where it
/// ended before (the kept bytes end in the first empty line found) and every range, flag and check comes
/// out the same; only the pointers are new. A client polling one resource on a keep-alive connection
/// sends byte-identical heads; any other head costs one failed comparison and, when recognized, a copy.
struct RepeatedHead {
    /// Heads longer than this are not kept (the copy would cost more than it saves on a usual head).
    static let largestHead = 1024

    /// The kept head's bytes, request line to empty line, in the first `length` bytes of `bytes` (sized
    /// for the longest head kept so far, reused: keeping a head is one copy, no resizing of the array).
    private var bytes: [UInt8] = []
    /// How many bytes of `bytes` are the kept head; 0 when none is kept.
    private var length = 0
    /// What `recognize` found, as offsets into `bytes`.
    private var target: Range<Int> = 0..<0
    private var fields: Range<Int> = 0..<0
    private var method = HTTPMethod.get
    private var nameLengths: UInt64 = 0
    private var keepAlive = false
    private var isHTTP10 = false
    /// Heads recognized by a scan since the kept head last matched (wrapping): a client whose heads differ
    /// every time (a request id, targets in turn) stops paying the copy after `copiesWhileMissing` of them,
    /// and only every `missingCopyInterval`-th head is kept from then on, so a client that starts repeating
    /// is found again within that many requests. Which head is kept changes only what is compared, never
    /// what a match means.
    private var misses: UInt8 = 0
    static let copiesWhileMissing: UInt8 = 2
    /// A power of two.
    static let missingCopyInterval: UInt8 = 8

    /// Whether the next head is worth comparing with the kept one: exactly when the last head recognized by
    /// a scan was kept (or the kept head matched last). A head skipped in between can only have been one
    /// that differed from it, and the head after it is kept again within `missingCopyInterval`.
    var comparesNext: Bool {
        misses <= Self.copiesWhileMissing || misses & (Self.missingCopyInterval - 1) == 0
    }

    /// The kept head found again at the start of `input`, pointing into `input`; `nil` when `input` does
    /// not start with it.
    @inline(__always)
    mutating func match(_ input: UnsafeRawBufferPointer) -> HTTPRequestParser.RawHead? {
        let count = length
        guard count > 0, input.count >= count, let base = input.baseAddress,
            bytes.withUnsafeBytes({ memcmp($0.baseAddress!, base, count) }) == 0
        else { return nil }
        misses = 0
        let head = UnsafeRawBufferPointer(rebasing: input[..<count])
        let request = RawRequest(
            method: method, target: UnsafeRawBufferPointer(rebasing: head[target]),
            fields: UnsafeRawBufferPointer(rebasing: head[fields]), nameLengths: nameLengths)
        return HTTPRequestParser.RawHead(bytes: head, request: request, keepAlive: keepAlive, isHTTP10: isHTTP10)
    }

    /// Notes that `raw` was recognized by a scan (it was not the kept head) and keeps it in place of the
    /// previous one, unless heads have differed too often in a row to be worth the copy (see `misses`); a
    /// head too long to keep forgets the previous one.
    @inline(__always)
    mutating func keep(_ raw: HTTPRequestParser.RawHead) {
        misses &+= 1
        guard comparesNext else { return }
        copy(raw)
    }

    /// Keeps `raw` in place of the previous head.
    private mutating func copy(_ raw: HTTPRequestParser.RawHead) {
        let head = raw.bytes
        guard head.count <= Self.largestHead, let base = head.baseAddress else {
            length = 0
            return
        }
        // Grown in steps of 128 bytes, to at most `largestHead`.
        if bytes.count < head.count { bytes = [UInt8](repeating: 0, count: (head.count + 127) & ~127) }
        bytes.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: base, byteCount: head.count) }
        length = head.count
        target = Self.offsets(of: raw.request.target, in: base)
        fields = Self.offsets(of: raw.request.fields, in: base)
        method = raw.request.method
        nameLengths = raw.request.nameLengths
        keepAlive = raw.keepAlive
        isHTTP10 = raw.isHTTP10
    }

    /// Where `part` (a slice of the head starting at `base`) lies in the head.
    private static func offsets(of part: UnsafeRawBufferPointer, in base: UnsafeRawPointer) -> Range<Int> {
        guard let start = part.baseAddress else { return 0..<0 }
        let lower = base.distance(to: start)
        return lower..<(lower + part.count)
    }
}
