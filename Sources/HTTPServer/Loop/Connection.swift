/// One client connection, owned by the event loop that accepted it and touched only on its thread.
final class Connection {
    /// Which timer `deadline` is.
    enum Deadline {
        /// A head must arrive whole by then (slow-header defense).
        case header
        /// A keep-alive connection with nothing to do.
        case idle
        /// A body or a response must make progress by then.
        case progress
        /// Lingering close ends.
        case linger
        /// No timer (an offloaded request is running).
        case none
    }

    let fd: Int32
    /// Tells a reused descriptor number apart from the connection an offloaded response belongs to.
    let id: UInt64
    // The state, the parser, the two buffers, the interest and the timer are read or changed (the parser and
    // buffers in place, `inout`) on every request. A connection belongs to one event loop thread and no
    // method hands out an access to them that outlives a call, so the run-time exclusivity check on each
    // access (a fifth of a cached read's instructions) is turned off for these properties only; the compiler
    // still checks every access it can see statically.
    @exclusivity(unchecked) var state = ConnectionState()
    @exclusivity(unchecked) var parser: HTTPRequestParser
    /// Received bytes not yet consumed by the parser (a partial request, or pipelined ones).
    @exclusivity(unchecked) var input: [UInt8] = []
    @exclusivity(unchecked) var output = OutboundBuffer()
    @exclusivity(unchecked) var interest: PollInterest = .read
    @exclusivity(unchecked) var deadline: UInt64
    @exclusivity(unchecked) var deadlineKind: Deadline = .header
    /// Where the body of the running `.streaming` request goes.
    var bodyStream: HTTPBodyStream?
    /// A streamed request whose handler starts once the bytes read with its head are in `bodyStream`.
    var handlerToStart: (request: HTTPRequest, summary: RequestSummary)?
    /// The client status handed to the handler running on a worker, marked when the connection closes.
    var clientStatus: HTTPClientStatus?
    /// For the minimum body rate: when the current body started (monotonic nanoseconds; 0 when no body
    /// is being read), the bytes read since, and time the server held the body back (not the client's).
    var bodyStarted: UInt64 = 0
    var bodyBytes = 0
    var bodyPausedSince: UInt64 = 0
    var bodyPausedTotal: UInt64 = 0
    /// Where the current rate window of the body began: its own time (nanoseconds since `bodyStarted`, less
    /// paused time) and `bodyBytes` then. Both 0 until the first window is judged (it spans the whole body).
    var rateWindowStart: UInt64 = 0
    var rateWindowBytes = 0
    /// The overall deadline of the current body, as nanoseconds of its own time (see
    /// `Configuration.bodyDeadlineRate`); 0 when none applies.
    var bodyAllowance: UInt64 = 0
    /// The queued job of this connection's request while no worker has taken it, with what to answer if
    /// none does in time (see `JobTicket`).
    var pendingTicket: JobTicket?
    var pendingSummary: RequestSummary?
    /// When this connection last became idle (monotonic nanoseconds), matched against its entries in the
    /// loop's `IdleQueue`: an entry with an earlier time is stale.
    var idleSince: UInt64 = 0
    /// The peer's address, asked of the kernel when an upload first needs it (per-client shares).
    var peerKey: String?

    init(
        fd: Int32, id: UInt64, limits: HTTPRequestParser.Limits, deadline: UInt64,
        streamsBody: ((inout HTTPRequest) -> Bool)? = nil, deliversRawHeads: Bool = false
    ) {
        self.fd = fd
        self.id = id
        self.parser = HTTPRequestParser(limits: limits, streamsBody: streamsBody, deliversRawHeads: deliversRawHeads)
        self.deadline = deadline
    }

    /// Whether received bytes are parsed now (rather than kept in `input` for later).
    var isConsuming: Bool { state.isConsuming }

    /// Between requests: no partial request buffered, nothing left to write.
    var isIdle: Bool {
        state.phase == .reading && parser.isIdle && input.isEmpty && output.isEmpty
    }
}

/// What the loop remembers of a request while it is answered, for framing and the access log.
struct RequestSummary: Sendable {
    var method: HTTPMethod
    var path: String
    var keepAlive: Bool
    var isHTTP10: Bool
    /// When the head was read (monotonic nanoseconds; 0 when the access log is off).
    var started: UInt64
}
