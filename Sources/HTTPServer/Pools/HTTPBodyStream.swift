import Foundation

/// The body of a `.streaming` request, read by its handler while the client is still sending it.
///
/// The event loop pushes bytes as they arrive from the socket into a bounded buffer; the handler, on its
/// worker thread, takes them with `read()`, which blocks until bytes, the end, or a failure arrive. While
/// the buffer holds `capacity` bytes or more the loop stops reading the socket, so a slow handler slows
/// the client (TCP flow control) instead of filling memory.
///
/// `@unchecked Sendable`: the loop thread and one handler thread share the buffer; every field is read
/// and written only while `condition` is locked.
public final class HTTPBodyStream: @unchecked Sendable {
    /// The body length the client announced (`Content-Length`), or `nil` for a chunked body.
    public let expectedLength: Int?

    private let condition = NSCondition()
    private var chunks: [Data] = []
    private var head = 0
    private var buffered = 0
    private var ended = false
    private var failure: HTTPBodyStreamError?
    /// The handler has stopped reading (it returned): further bytes are dropped.
    private var abandoned = false
    /// The loop has stopped reading the socket until the buffer drains below `resumeThreshold`.
    private var producerPaused = false
    private let capacity: Int
    private let resumeThreshold: Int
    private let onResume: @Sendable () -> Void

    /// Creates a stream; `onResume` is called (from the reading thread) when a paused producer may go on.
    init(expectedLength: Int?, capacity: Int, onResume: @escaping @Sendable () -> Void) {
        self.expectedLength = expectedLength
        self.capacity = capacity
        self.resumeThreshold = capacity / 2
        self.onResume = onResume
    }

    /// A stream already holding all of `body` (for tests and for handlers called in-process).
    public convenience init(_ body: Data) {
        self.init(expectedLength: body.count, capacity: max(body.count, 1), onResume: {})
        if !body.isEmpty { chunks.append(body) }
        buffered = body.count
        ended = true
    }

    /// The next piece of the body, or `nil` once it has all been read. Blocks until one is available.
    ///
    /// - Throws: `HTTPBodyStreamError` when the client disconnected or stopped sending, the body went over
    ///   the server's limit (`413`), or its chunked framing was malformed (`400`).
    public func read() throws(HTTPBodyStreamError) -> Data? {
        condition.lock()
        while head == chunks.count && !ended && failure == nil {
            condition.wait()
        }
        if let failure {
            condition.unlock()
            throw failure
        }
        guard head < chunks.count else {
            condition.unlock()
            return nil
        }
        let chunk = chunks[head]
        chunks[head] = Data()
        head += 1
        if head == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            head = 0
        }
        buffered -= chunk.count
        let resume = producerPaused && buffered <= resumeThreshold
        if resume { producerPaused = false }
        condition.unlock()
        if resume { onResume() }
        return chunk
    }

    /// Whether the whole body has arrived and waits in the buffer (at most `limit` bytes of it): reading it
    /// will not wait for the client.
    public func hasArrived(atMost limit: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended && failure == nil && buffered <= limit
    }

    /// Reads the rest of the body into one `Data`.
    public func readAll() throws(HTTPBodyStreamError) -> Data {
        var body = Data()
        while let chunk = try read() { body.append(chunk) }
        return body
    }

    /// Adds bytes from the socket (loop thread). Returns `false` when the buffer is full: the loop must
    /// stop reading until `onResume` is called.
    func push(_ bytes: UnsafeRawBufferPointer) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !abandoned, failure == nil, !bytes.isEmpty else { return true }
        let wasEmpty = head == chunks.count
        chunks.append(Data(bytes))
        buffered += bytes.count
        if wasEmpty { condition.signal() }
        if buffered >= capacity {
            producerPaused = true
            return false
        }
        return true
    }

    /// Whether the buffer is full and the loop has stopped reading the socket (for tests that need the
    /// moment back-pressure starts).
    var isProducerPaused: Bool {
        condition.lock()
        defer { condition.unlock() }
        return producerPaused
    }

    /// The body ended cleanly (loop thread).
    func finish() {
        condition.lock()
        ended = true
        condition.signal()
        condition.unlock()
    }

    /// The body cannot be completed (loop thread); a waiting or later `read` throws `error`.
    func fail(_ error: HTTPBodyStreamError) {
        condition.lock()
        if failure == nil && !(ended && head == chunks.count) { failure = error }
        chunks.removeAll()
        head = 0
        buffered = 0
        condition.signal()
        condition.unlock()
    }

    /// The handler has returned (loop thread): drop what is buffered and whatever still arrives.
    func abandon() {
        condition.lock()
        abandoned = true
        chunks.removeAll()
        head = 0
        buffered = 0
        condition.unlock()
    }
}

/// Why a streamed body could not be read to its end; it knows its HTTP answer.
public struct HTTPBodyStreamError: Error, Equatable, Sendable, HTTPProblemConvertible {
    /// The status the request deserves: `400` (bad framing, or the client went away), `408` (the body
    /// stopped arriving), `413` (over the body limit).
    public var status: Int
    /// What went wrong, for the problem detail.
    public var detail: String

    /// Creates an error.
    public init(status: Int, detail: String) {
        self.status = status
        self.detail = detail
    }

    /// The client closed the connection before the body ended.
    static let disconnected = HTTPBodyStreamError(
        status: 400, detail: "the client closed the connection before the request body ended")

    /// The problem object for this error.
    public var problemDetails: ProblemDetails { ProblemDetails(status: status, detail: detail) }
}
