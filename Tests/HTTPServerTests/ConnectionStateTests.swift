import Testing

@testable import HTTPServer

/// The connection's places and moves (`ConnectionState`), driven as the event loop drives them, without a
/// socket: every request/response cycle a connection goes through, and the moves refused where they do
/// not apply.
@Suite struct ConnectionStateTests {
    /// The moves the loop makes, by name, so a test can try each one everywhere.
    static let moves: [(String, @Sendable (inout ConnectionState) -> Bool)] = [
        ("responseQueued(keepAlive: true)", { $0.responseQueued(keepAlive: true) }),
        ("responseQueued(keepAlive: false)", { $0.responseQueued(keepAlive: false) }),
        ("handedToWorker", { $0.handedToWorker() }),
        ("bodyStreamStarted", { $0.bodyStreamStarted() }),
        ("bodyBufferFilled", { $0.bodyBufferFilled() }),
        ("bodyBufferDrained", { $0.bodyBufferDrained() }),
        ("bodyEnded", { $0.bodyEnded() }),
        ("bodyCutOff", { $0.bodyCutOff() }),
        ("lastResponseWritten", { $0.lastResponseWritten() }),
    ]

    /// `move` made on `state`: whether it applied (a mutating call written inside `#expect` would not compile).
    static func move(_ state: inout ConnectionState, _ move: (inout ConnectionState) -> Bool) -> Bool {
        move(&state)
    }

    @Test func aNewConnectionReadsAndParses() {
        let state = ConnectionState()
        #expect(state.phase == .reading)
        #expect(!state.isPaused)
        #expect(state.isConsuming)
    }

    @Test func anInlineAnswerKeptAliveReadsTheNextRequest() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: true) })
        #expect(state.phase == .reading)
        #expect(state.isConsuming)
    }

    @Test func theLastAnswerClosesAfterItsWriteThenLingers() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: false) })
        #expect(state.phase == .closingAfterWrite)
        #expect(!state.isConsuming)
        #expect(Self.move(&state) { $0.lastResponseWritten() })
        #expect(state.phase == .lingering)
        #expect(!state.isConsuming)
    }

    @Test func anOffloadedRequestHoldsPipelinedBytesUntilItsAnswer() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.handedToWorker() })
        #expect(state.phase == .awaitingResponse)
        #expect(!state.isConsuming)
        // A second request cannot be handed over while the first runs.
        #expect(!Self.move(&state) { $0.handedToWorker() })
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: true) })
        #expect(state.phase == .reading)
        #expect(state.isConsuming)
    }

    @Test func aStreamedBodyPausesWhileItsBufferIsFullAndEndsAwaitingTheAnswer() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.bodyStreamStarted() })
        #expect(state.phase == .streaming)
        #expect(state.isConsuming)
        #expect(Self.move(&state) { $0.bodyBufferFilled() })
        #expect(state.isPaused)
        #expect(!state.isConsuming)
        #expect(Self.move(&state) { $0.bodyBufferDrained() })
        #expect(!state.isPaused)
        #expect(state.isConsuming)
        // Drained twice: the second finds nothing paused (the loop then does not parse again).
        #expect(!Self.move(&state) { $0.bodyBufferDrained() })
        #expect(Self.move(&state) { $0.bodyBufferFilled() })
        #expect(Self.move(&state) { $0.bodyEnded() })
        #expect(state.phase == .awaitingResponse)
        #expect(!state.isPaused)
        #expect(!state.isConsuming)
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: true) })
        #expect(state.phase == .reading)
    }

    @Test func aHandlerAnsweringBeforeItsBodyEndsClosesTheConnection() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.bodyStreamStarted() })
        #expect(Self.move(&state) { $0.bodyBufferFilled() })
        // The loop answers with `keepAlive: false` (the rest of the body is not read).
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: false) })
        #expect(state.phase == .closingAfterWrite)
        #expect(!state.isPaused)
    }

    @Test func aBodyCutOffReturnsToReadingForThe408() {
        var state = ConnectionState()
        #expect(Self.move(&state) { $0.bodyStreamStarted() })
        #expect(Self.move(&state) { $0.bodyBufferFilled() })
        #expect(Self.move(&state) { $0.bodyCutOff() })
        #expect(state.phase == .reading)
        #expect(!state.isPaused)
        #expect(Self.move(&state) { $0.responseQueued(keepAlive: false) })
        #expect(state.phase == .closingAfterWrite)
    }

    /// Every move tried in every place: only the ones listed apply; the others leave the state as it was.
    @Test func movesThatDoNotApplyLeaveTheStateAlone() {
        var places: [(String, ConnectionState)] = []
        var state = ConnectionState()
        places.append(("reading", state))
        state.handedToWorker()
        places.append(("awaitingResponse", state))
        state = ConnectionState()
        state.bodyStreamStarted()
        places.append(("streaming", state))
        state.bodyBufferFilled()
        places.append(("streaming, paused", state))
        state = ConnectionState()
        state.responseQueued(keepAlive: false)
        places.append(("closingAfterWrite", state))
        state.lastResponseWritten()
        places.append(("lingering", state))
        let applies: [String: Set<String>] = [
            "reading": [
                "responseQueued(keepAlive: true)", "responseQueued(keepAlive: false)", "handedToWorker",
                "bodyStreamStarted",
            ],
            "awaitingResponse": ["responseQueued(keepAlive: true)", "responseQueued(keepAlive: false)"],
            "streaming": [
                "responseQueued(keepAlive: true)", "responseQueued(keepAlive: false)", "bodyBufferFilled", "bodyEnded",
                "bodyCutOff",
            ],
            "streaming, paused": [
                "responseQueued(keepAlive: true)", "responseQueued(keepAlive: false)", "bodyBufferFilled",
                "bodyBufferDrained", "bodyEnded", "bodyCutOff",
            ],
            "closingAfterWrite": ["lastResponseWritten"],
            "lingering": [],
        ]
        for (place, start) in places {
            for (name, move) in Self.moves {
                var moved = start
                let applied = move(&moved)
                #expect(applied == applies[place]?.contains(name), "\(name) in \(place)")
                if !applied { #expect(moved == start, "\(name) in \(place)") }
            }
        }
    }
}
