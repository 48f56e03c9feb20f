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

    /// The kept head's bytes, request line to empty line; empty when none is kept.
    private var bytes: [UInt8] = []
    /// What `recognize` found, as offsets into `bytes`.
    private var target: Range<Int> = 0..<0
    private var fields: Range<Int> = 0..<0
    private var method = HTTPMethod.get
    private var nameLengths: UInt64 = 0
    private var keepAlive = false
    private var isHTTP10 = false

    /// The kept head found again at the start of `input`, pointing into `input`; `nil` when `input` does
    /// not start with it.
    @inline(__always)
    func match(_ input: UnsafeRawBufferPointer) -> HTTPRequestParser.RawHead? {
        let count = bytes.count
        guard count > 0, input.count >= count, let base = input.baseAddress,
            bytes.withUnsafeBytes({ memcmp($0.baseAddress!, base, count) }) == 0
        else { return nil }
        let head = UnsafeRawBufferPointer(rebasing: input[..<count])
        let request = RawRequest(
            method: method, target: UnsafeRawBufferPointer(rebasing: head[target]),
            fields: UnsafeRawBufferPointer(rebasing: head[fields]), nameLengths: nameLengths)
        return HTTPRequestParser.RawHead(bytes: head, request: request, keepAlive: keepAlive, isHTTP10: isHTTP10)
    }

    /// Keeps `raw`, just recognized, in place of the previous head (or forgets that one when `raw` is too
    /// long to keep).
    mutating func keep(_ raw: HTTPRequestParser.RawHead) {
        let head = raw.bytes
        guard head.count <= Self.largestHead, let base = head.baseAddress else {
            bytes.removeAll()
            return
        }
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: head)
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
