/// Where a connection is in its request/response cycle (RFC 9112 section 9) and the moves between those
/// places, as a value: the event loop drives it (`Connection.state`) with what happened (a response queued, a
/// request handed to a worker, a streamed body's buffer filling up, the last response written), and asks it
/// whether received bytes are parsed now. Its moves are tested without a socket (`ConnectionStateTests`).
///
/// A move that does not apply where the connection is leaves it there and returns `false`.
struct ConnectionState: Equatable {
    /// The places.
    enum Phase: Equatable {
        /// Reading and answering requests, in order. Between requests (nothing buffered, nothing to write:
        /// `Connection.isIdle`) this is the keep-alive wait.
        case reading
        /// An offloaded request is running; later pipelined bytes wait in `input` until it is answered.
        case awaitingResponse
        /// A `.streaming` request is running and its body is still arriving into its `HTTPBodyStream`.
        case streaming
        /// The last response is queued; close once it is written.
        case closingAfterWrite
        /// The last response is written and our side shut; unread input is drained before closing, so
        /// the kernel does not reset the connection and destroy that response (RFC 9112 section 9.6).
        case lingering
    }

    /// Where the connection is.
    private(set) var phase: Phase = .reading
    /// While `streaming`: the body buffer is full, so the socket is not read until the handler takes some.
    private(set) var isPaused = false

    /// Whether received bytes are parsed now (rather than kept in `input` for later).
    var isConsuming: Bool {
        phase == .reading || (phase == .streaming && !isPaused)
    }

    /// A response is queued: back to `reading` when the connection stays open, else `closingAfterWrite`.
    /// From `reading` (answered inline or refused), `awaitingResponse` (a worker answered) or `streaming` (a
    /// handler answered before its body ended, or the body failed).
    @discardableResult
    mutating func responseQueued(keepAlive: Bool) -> Bool {
        move(from: [.reading, .awaitingResponse, .streaming], to: keepAlive ? .reading : .closingAfterWrite)
    }

    /// A request whose body was read whole goes to a worker: `reading` to `awaitingResponse`.
    @discardableResult
    mutating func handedToWorker() -> Bool { move(from: [.reading], to: .awaitingResponse) }

    /// A `.streaming` request's head is read and its body follows: `reading` to `streaming`.
    @discardableResult
    mutating func bodyStreamStarted() -> Bool { move(from: [.reading], to: .streaming) }

    /// The streamed body's buffer is full: `streaming`, paused.
    @discardableResult
    mutating func bodyBufferFilled() -> Bool { move(from: [.streaming], to: .streaming, paused: true) }

    /// The handler took from a full buffer: `streaming` again, not paused. `false` unless it was paused.
    @discardableResult
    mutating func bodyBufferDrained() -> Bool { isPaused && move(from: [.streaming], to: .streaming) }

    /// The streamed body has all arrived: `streaming` to `awaitingResponse` (the handler may take its time).
    @discardableResult
    mutating func bodyEnded() -> Bool { move(from: [.streaming], to: .awaitingResponse) }

    /// The streamed body stopped arriving in time and its handler was told: `streaming` to `reading`, where
    /// the loop answers `408` and closes.
    @discardableResult
    mutating func bodyCutOff() -> Bool { move(from: [.streaming], to: .reading) }

    /// The last response is written and our side shut: `closingAfterWrite` to `lingering`.
    @discardableResult
    mutating func lastResponseWritten() -> Bool { move(from: [.closingAfterWrite], to: .lingering) }

    /// Goes to `phase` (paused or not) when the connection is in one of `places`; else stays.
    @inline(__always)
    private mutating func move(from places: Places, to phase: Phase, paused: Bool = false) -> Bool {
        guard places.contains(Places(self.phase)) else { return false }
        self.phase = phase
        isPaused = paused
        return true
    }

    /// A set of phases, as bits (no array per move).
    struct Places: OptionSet {
        let rawValue: UInt8
        static let reading = Places(rawValue: 1)
        static let awaitingResponse = Places(rawValue: 2)
        static let streaming = Places(rawValue: 4)
        static let closingAfterWrite = Places(rawValue: 8)
        static let lingering = Places(rawValue: 16)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ phase: Phase) {
            switch phase {
            case .reading: self = .reading
            case .awaitingResponse: self = .awaitingResponse
            case .streaming: self = .streaming
            case .closingAfterWrite: self = .closingAfterWrite
            case .lingering: self = .lingering
            }
        }
    }
}
