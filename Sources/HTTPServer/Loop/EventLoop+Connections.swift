#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading, answering and writing on one connection.
extension EventLoop {
    /// Stop parsing pipelined requests while this much output waits (back-pressure on the client).
    static let outputHighWater = 1024 * 1024

    /// While a request runs, at most this much of the next one is read ahead.
    static let pipelineHold = 64 * 1024

    private static let continueLine: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    func handle(_ event: PollEvent, on connection: Connection) {
        if event.writable && !connection.output.isEmpty {
            flush(connection)
            guard isOpen(connection) else { return }
        }
        if event.readable {
            readAvailable(connection)
        } else if event.failed {
            closeConnection(connection)
        }
    }

    @inline(__always)
    func isOpen(_ connection: Connection) -> Bool {
        self.connection(for: connection.fd) === connection
    }

    /// Reads what the socket has, answering complete requests as they appear.
    private func readAvailable(_ connection: Connection) {
        let fd = connection.fd
        while true {
            let count: Int?
            do {
                count = try Syscall.nonBlocking("read") { read(fd, scratch.baseAddress, scratch.count) }
            } catch {
                closeConnection(connection)
                return
            }
            guard let count else { break }
            if count == 0 {
                // The client closed its side; nothing more can be asked on this connection.
                closeConnection(connection)
                return
            }
            if connection.state.phase == .lingering {
                continue
            }
            consume(UnsafeRawBufferPointer(rebasing: scratch[..<count]), on: connection)
            guard isOpen(connection), connection.isConsuming, connection.output.isEmpty,
                count == scratch.count
            else { break }
        }
        if connection.state.phase != .lingering { flush(connection) }
    }

    /// Parses `bytes` (just read) after whatever was already buffered.
    private func consume(_ bytes: UnsafeRawBufferPointer, on connection: Connection) {
        guard connection.isConsuming else {
            connection.input.append(contentsOf: bytes)
            return
        }
        if connection.input.isEmpty {
            // The common case: parse straight from the loop's read buffer, keep only a leftover.
            let consumed = process(bytes, on: connection)
            if consumed < bytes.count && connection.state.phase != .closingAfterWrite {
                connection.input.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[consumed...]))
            }
        } else {
            connection.input.append(contentsOf: bytes)
            processBuffered(connection)
        }
        // A head that has started must finish within the header timeout; a body must keep coming.
        if connection.state.phase == .reading {
            if connection.parser.isReadingBody {
                setDeadline(.progress, bodyTimeout, on: connection)
                noteBodyBytes(bytes.count, on: connection)
            } else {
                connection.bodyStarted = 0
                if !(connection.parser.isIdle && connection.input.isEmpty) && connection.deadlineKind != .header {
                    setDeadline(.header, headerTimeout, on: connection)
                }
            }
        } else if connection.state.phase == .streaming {
            noteBodyBytes(bytes.count, on: connection)
            noteStreamProgress(connection)
        } else {
            connection.bodyStarted = 0
        }
    }

    /// Counts body bytes for the minimum body rate; the first read of a body starts its clock.
    private func noteBodyBytes(_ count: Int, on connection: Connection) {
        if connection.bodyStarted == 0 {
            connection.bodyStarted = now
            connection.bodyBytes = 0
            connection.bodyPausedSince = 0
            connection.bodyPausedTotal = 0
            connection.rateWindowStart = 0
            connection.rateWindowBytes = 0
            connection.bodyAllowance = bodyAllowance(length: connection.parser.bodyLength)
        } else {
            connection.bodyBytes += count
        }
    }

    /// Parses the connection's buffered input.
    func processBuffered(_ connection: Connection) {
        let consumed = connection.input.withUnsafeBytes { process($0, on: connection) }
        if connection.state.phase == .closingAfterWrite || consumed == connection.input.count {
            connection.input.removeAll(keepingCapacity: connection.input.capacity <= 16 * 1024)
        } else if consumed > 0 {
            connection.input.removeFirst(consumed)
        }
    }

    /// Answers every complete request in `bytes`, in order; returns how many bytes were consumed. A streamed
    /// request's handler starts once the body bytes that came with its head are in its stream, so a body that
    /// came whole with its head is all there when the handler starts.
    private func process(_ bytes: UnsafeRawBufferPointer, on connection: Connection) -> Int {
        let consumed = parse(bytes, on: connection)
        startStreamHandler(connection)
        return consumed
    }

    /// `process` without starting the handler of a streamed request whose head it read.
    private func parse(_ bytes: UnsafeRawBufferPointer, on connection: Connection) -> Int {
        var offset = 0
        while connection.isConsuming && connection.output.pendingBytes < Self.outputHighWater {
            // Between requests with nothing left to read, the parser could only say `.needMore`.
            if offset == bytes.count && connection.parser.isIdle { return offset }
            var used = 0
            let event = connection.parser.parse(UnsafeRawBufferPointer(rebasing: bytes[offset...]), consumed: &used)
            offset += used
            switch event {
            case .needMore:
                return offset
            case .expectContinue(let request):
                // RFC 9110 section 10.1.1: the client waits for this before sending the body; a request
                // that will be refused (authentication) gets its final status instead.
                if refuseBeforeContinue(request, on: connection) { return offset }
                connection.output.tail.append(contentsOf: Self.continueLine)
            case .message(let message):
                // The head timer belongs to this request; the next head gets a fresh one when it starts.
                connection.deadlineKind = .none
                connection.deadline = .max
                dispatch(message, on: connection)
            case .rawHead(let head):
                connection.deadlineKind = .none
                connection.deadline = .max
                answer(head, last: offset == bytes.count, on: connection)
            case .streamHead(let message, let expectsContinue, let contentLength):
                connection.deadlineKind = .none
                connection.deadline = .max
                if expectsContinue {
                    if refuseBeforeContinue(message.request, on: connection) { return offset }
                    connection.output.tail.append(contentsOf: Self.continueLine)
                }
                startStreaming(message, contentLength: contentLength, on: connection)
            case .bodyPart(let part):
                if let stream = connection.bodyStream, !stream.push(part) { connection.state.bodyBufferFilled() }
            case .bodyEnd:
                connection.bodyStream?.finish()
                connection.bodyStream = nil
                if connection.state.bodyEnded() {
                    // The handler may take as long as it needs now; no timer runs while it does.
                    connection.deadlineKind = .none
                    connection.deadline = .max
                }
            case .failure(let error):
                // The handler of a body that went wrong runs (and reads the failure) before the answer is queued.
                startStreamHandler(connection)
                if let stream = connection.bodyStream {
                    // The handler's next `read` throws; the answer to the client is this one.
                    stream.fail(HTTPBodyStreamError(status: error.status, detail: error.detail))
                    connection.bodyStream = nil
                }
                let summary = RequestSummary(
                    method: error.method ?? HTTPMethod(rawValue: "-"), path: "-", keepAlive: false, isHTTP10: false,
                    started: accessLog.enabled ? MonotonicClock.now() : 0)
                enqueue(.problem(for: error), for: summary, on: connection)
                return offset
            }
        }
        return offset
    }

    /// Asks the responder whether a client waiting for `100 Continue` may send its body; when not, queues
    /// the refusal and closes after it (the body, if the client sends it anyway, is never read).
    private func refuseBeforeContinue(_ request: HTTPRequest, on connection: Connection) -> Bool {
        guard let refusal = context.responder.admit(request) else { return false }
        let summary = RequestSummary(
            method: request.method, path: request.path, keepAlive: false, isHTTP10: false,
            started: accessLog.enabled ? MonotonicClock.now() : 0)
        connection.deadlineKind = .none
        connection.deadline = .max
        enqueue(refusal, for: summary, on: connection)
        return true
    }

    /// Answers a raw head from the responder's front when it can, else as a parsed request.
    /// `last`: nothing follows the head in the input, so a kept answer may be sent at once instead of queued
    /// (pipelined answers are queued and sent together by `flush`, one system call for many).
    private func answer(_ head: HTTPRequestParser.RawHead, last: Bool, on connection: Connection) {
        let started = accessLog.enabled ? MonotonicClock.now() : 0
        if let answer = front(head.request) {
            let request = head.request
            let keepAlive = head.keepAlive && !draining && !answer.requestsClose
            // The front answers GET and HEAD only; a GET's method is `.get`'s own string (one comparison of
            // its bits), so most answers skip comparing "GET" with "HEAD" character by character.
            let omitBody = request.method != .get && request.method == .head
            if frontCounts != nil { countFront(answer, request: request) }
            let sent = answer.encode(
                into: &connection.output,
                framing: .init(
                    omitBody: omitBody, keepAlive: keepAlive, isHTTP10: head.isHTTP10,
                    date: date.line),
                sendingTo: last ? connection.fd : nil)
            if accessLog.enabled {
                accessLog.record(
                    method: request.method, path: request.path, status: answer.status, bytes: sent,
                    started: started, now: MonotonicClock.now())
            }
            connection.state.responseQueued(keepAlive: keepAlive)
            return
        }
        dispatch(head.message(), on: connection)
    }

    /// Counts a front answer in this loop's counters, before it is sent (a client that reads it may scrape
    /// the metrics next). Its time is taken from the loop's `now`, when this batch of events was seen, so
    /// it includes the read and the head's parsing: one clock read per request instead of two.
    @inline(__always)
    private func countFront(_ answer: CachedAnswer, request: RawRequest) {
        frontMetrics?.count(request, route: answer.route, status: answer.status, since: now, on: frontCounts)
    }

    /// Answers a request inline or sends it to a worker.
    private func dispatch(_ message: consuming HTTPRequestParser.Message, on connection: Connection) {
        var request = message.request
        let summary = RequestSummary(
            method: request.method, path: request.path, keepAlive: message.keepAlive, isHTTP10: message.isHTTP10,
            started: accessLog.enabled ? MonotonicClock.now() : 0)
        let responder = context.responder
        switch responder.prepare(&request) {
        case .inline:
            enqueue(responder.respond(to: request), for: summary, on: connection)
        case .offload, .streaming:
            // A `.streaming` request whose body was read whole (it had none) runs like an offloaded one.
            connection.state.handedToWorker()
            offload(request, summary: summary, on: connection)
        case .heavy:
            connection.state.handedToWorker()
            offload(request, summary: summary, on: connection, pool: context.heavyWorkers)
        }
    }

    /// Queues `response` on the connection and decides whether the connection stays open.
    func enqueue(_ response: HTTPResponse, for summary: RequestSummary, on connection: Connection) {
        let keepAlive =
            summary.keepAlive && !draining && !(response.headers.fields.isEmpty ? false : response.requestsClose)
        let sent = response.encode(
            into: &connection.output,
            framing: .init(
                omitBody: summary.method == .head, keepAlive: keepAlive, isHTTP10: summary.isHTTP10,
                date: date.line))
        if accessLog.enabled {
            accessLog.record(
                method: summary.method, path: summary.path, status: response.status, bytes: sent,
                started: summary.started, now: MonotonicClock.now())
        }
        connection.state.responseQueued(keepAlive: keepAlive)
    }

    /// Writes what is queued; then closes, waits for writability, or goes back to reading.
    func flush(_ connection: Connection) {
        while true {
            let done: Bool
            do {
                done = try connection.output.write(to: connection.fd)
            } catch {
                closeConnection(connection)
                return
            }
            if !done {
                setDeadline(.progress, idleTimeout, on: connection)
                setInterest(.write, on: connection)
                return
            }
            if connection.state.phase == .closingAfterWrite {
                finish(connection)
                return
            }
            // Requests held back by back-pressure can go now.
            if connection.state.phase == .reading && !connection.input.isEmpty {
                processBuffered(connection)
                if !connection.output.isEmpty { continue }
            }
            break
        }
        switch connection.state.phase {
        case .reading:
            if connection.parser.isIdle && connection.input.isEmpty {
                if draining {
                    closeConnection(connection)
                    return
                }
                if connection.deadlineKind != .idle {
                    setDeadline(.idle, idleTimeout, on: connection)
                    noteIdle(connection)
                }
            }
            setInterest(.read, on: connection)
        case .awaitingResponse:
            // Reading on lets the loop see the client close while its request runs (and tell the handler,
            // through `HTTPClientStatus`); pipelined bytes wait in `input`, up to a bound.
            setInterest(connection.input.count < Self.pipelineHold ? .read : .none, on: connection)
        case .streaming:
            setInterest(connection.state.isPaused ? .none : .read, on: connection)
        case .closingAfterWrite, .lingering:
            break
        }
    }

    /// After the last response: shut our side and drain the client's leftovers for a moment.
    private func finish(_ connection: Connection) {
        if draining {
            closeConnection(connection)
            return
        }
        shutdown(connection.fd, Int32(SHUT_WR))
        connection.state.lastResponseWritten()
        connection.input = []
        setDeadline(.linger, min(idleTimeout, 2_000_000_000), on: connection)
        setInterest(.read, on: connection)
    }

    func setDeadline(_ kind: Connection.Deadline, _ interval: UInt64, on connection: Connection) {
        connection.deadlineKind = kind
        connection.deadline = now &+ interval
    }

    func setInterest(_ interest: PollInterest, on connection: Connection) {
        guard connection.interest != interest else { return }
        do {
            try poller.modify(connection.fd, interest)
            connection.interest = interest
        } catch {
            ServerLog.error("changing interest: \(error)")
            closeConnection(connection)
        }
    }

    /// Closes the socket and forgets the connection.
    func closeConnection(_ connection: Connection) {
        guard isOpen(connection) else { return }
        // A request still waiting for a worker is withdrawn: its client is gone, so it must not run.
        if let ticket = connection.pendingTicket { _ = ticket.cancel() }
        connection.pendingTicket = nil
        connection.pendingSummary = nil
        connection.clientStatus?.markDisconnected()
        connection.clientStatus = nil
        if let stream = connection.bodyStream {
            // Unblock the handler waiting for the rest of the body.
            stream.fail(.disconnected)
            connection.bodyStream = nil
        }
        connections[Int(connection.fd)] = nil
        liveConnections -= 1
        load.wrappingSubtract(1, ordering: .relaxed)
        poller.willClose(connection.fd)
        close(connection.fd)
        connection.output.reset()
        context.releaseConnection()
    }
}
