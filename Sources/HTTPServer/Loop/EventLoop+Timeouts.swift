/// Timers: header-read, idle, body-progress and lingering deadlines, and the minimum body rate (docs/http-api.md,
/// "Limits": a slow client must not hold resources).
extension EventLoop {
    /// Acts on every connection whose deadline has passed or whose body arrives too slowly.
    func sweep() {
        nextSweep = now &+ sweepInterval
        resumeAcceptingIfDue()
        for case let connection? in connections {
            if connection.deadline <= now {
                expire(connection)
            } else if let detail = slowBodyDetail(connection) {
                expireBody(connection, detail: detail)
            }
            if let ticket = connection.pendingTicket, isOpen(connection) { checkQueueWait(ticket, on: connection) }
        }
    }

    /// A request that has waited for a worker past its pool's wait limit is withdrawn and answered `503`
    /// with `Retry-After`, instead of leaving its client waiting in silence.
    private func checkQueueWait(_ ticket: JobTicket, on connection: Connection) {
        if ticket.isStarted {
            connection.pendingTicket = nil
            connection.pendingSummary = nil
            return
        }
        guard now >= ticket.deadline, let summary = connection.pendingSummary, ticket.cancel() else { return }
        connection.clientStatus = nil
        answerUnavailable(
            on: connection, summary: summary, retryAfter: ticket.wait,
            detail: "no worker thread was free for this request within \(seconds(ticket.wait)) s; ask again later")
        flush(connection)
    }

    /// The overall deadline of a body of `length` bytes (`nil`: chunked, so the largest allowed), as
    /// nanoseconds: `max(bodyDeadlineMinimum, length / bodyDeadlineRate)`; 0 (none) when the rate is 0.
    func bodyAllowance(length: Int?) -> UInt64 {
        context.configuration.bodyDeadline(length: length).map(MonotonicClock.nanoseconds) ?? 0
    }

    private func expire(_ connection: Connection) {
        switch connection.deadlineKind {
        case .header where !(connection.parser.isIdle && connection.input.isEmpty), .progress:
            let detail =
                connection.parser.isReadingBody
                ? "no byte of the request body arrived for \(seconds(bodyTimeout)) s"
                : "the request head did not arrive in time"
            expireBody(connection, detail: detail)
        case .header, .idle, .linger:
            closeConnection(connection)
        case .none:
            break
        }
    }

    /// Why the body being read falls under the minimum rate, or `nil` when it does not (or it is too
    /// early to say, or the server itself holds the body back).
    private func slowBodyDetail(_ connection: Connection) -> String? {
        guard connection.bodyStarted != 0, !connection.state.isPaused,
            connection.state.phase == .streaming
                || (connection.state.phase == .reading && connection.parser.isReadingBody)
        else { return nil }
        let elapsed = now &- connection.bodyStarted &- connection.bodyPausedTotal
        guard elapsed < UInt64.max / 2 else { return nil }
        if connection.bodyAllowance != 0 && elapsed > connection.bodyAllowance {
            let configuration = context.configuration
            return
                "the request body did not arrive whole within its deadline of \(seconds(connection.bodyAllowance)) s "
                + "(the longer of \(seconds(configuration.bodyDeadlineMinimum)) s and its length at "
                + "\(configuration.bodyDeadlineRate) bytes/s, at most \(seconds(configuration.bodyDeadlineMaximum)) s)"
        }
        return slowRateDetail(connection, elapsed: elapsed)
    }

    /// Why the body falls under the minimum rate, judged once the grace period is over: first over the whole
    /// body so far, then over each window since the last judgement (a fast start does not buy a dribble).
    private func slowRateDetail(_ connection: Connection, elapsed: UInt64) -> String? {
        guard minBodyRate > 0, elapsed > minBodyRateGrace else { return nil }
        let first = connection.rateWindowStart == 0
        let span = elapsed &- connection.rateWindowStart
        guard first || span >= minBodyRateWindow, span > 0 else { return nil }
        let rate = Double(connection.bodyBytes &- connection.rateWindowBytes) * 1e9 / Double(span)
        guard rate < Double(minBodyRate) else {
            connection.rateWindowStart = elapsed
            connection.rateWindowBytes = connection.bodyBytes
            return nil
        }
        let tenths = (span &+ 50_000_000) / 100_000_000
        return "the request body arrived at \(Int(rate)) bytes/s over the last \(seconds(tenths * 100_000_000)) s, "
            + "under the minimum of \(minBodyRate) bytes/s"
    }

    /// Ends a request whose head or body stopped arriving: its handler's stream fails, the client gets
    /// `408` when nothing else is being written, and the connection closes.
    private func expireBody(_ connection: Connection, detail: String) {
        connection.bodyStarted = 0
        // An upload still waiting for its thread is withdrawn: it must not take one once its body is cut.
        if let ticket = connection.pendingTicket { _ = ticket.cancel() }
        connection.pendingTicket = nil
        connection.pendingSummary = nil
        if connection.state.phase == .streaming, let stream = connection.bodyStream {
            stream.fail(HTTPBodyStreamError(status: 408, detail: detail))
            connection.bodyStream = nil
            connection.state.bodyCutOff()
            timeOut(connection, detail: detail)
        } else if connection.state.phase == .reading && connection.output.isEmpty {
            timeOut(connection, detail: detail)
        } else {
            closeConnection(connection)
        }
    }

    func seconds(_ value: Double) -> String { seconds(MonotonicClock.nanoseconds(value)) }

    func seconds(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds) / 1e9
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Answers `408 Request Timeout` (RFC 9110 section 15.5.9) to a client that started a request but
    /// did not finish it in time, then closes.
    private func timeOut(_ connection: Connection, detail: String) {
        let summary = RequestSummary(
            method: HTTPMethod(rawValue: "-"), path: "-", keepAlive: false, isHTTP10: false,
            started: accessLog.enabled ? MonotonicClock.now() : 0)
        enqueue(.problem(status: 408, detail: detail), for: summary, on: connection)
        flush(connection)
    }
}
