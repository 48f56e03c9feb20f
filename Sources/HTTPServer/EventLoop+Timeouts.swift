/// Timers: header-read, idle, progress and lingering deadlines (SPEC section 7: a slow client must not
/// hold resources).
extension EventLoop {
    /// Acts on every connection whose deadline has passed.
    func sweep() {
        nextSweep = now &+ sweepInterval
        resumeAcceptingIfDue()
        for case let connection? in connections where connection.deadline <= now {
            switch connection.deadlineKind {
            case .header where !(connection.parser.isIdle && connection.input.isEmpty), .progress:
                if connection.state == .streaming, let stream = connection.bodyStream {
                    stream.fail(HTTPBodyStreamError(status: 408, detail: "the request body stopped arriving"))
                    connection.bodyStream = nil
                    connection.state = .reading
                    timeOut(connection)
                } else if connection.state == .reading && connection.output.isEmpty {
                    timeOut(connection)
                } else {
                    closeConnection(connection)
                }
            case .header, .idle, .linger:
                closeConnection(connection)
            case .none:
                break
            }
        }
    }

    /// Answers `408 Request Timeout` (RFC 9110 section 15.5.9) to a client that started a request but
    /// did not finish it in time, then closes.
    private func timeOut(_ connection: Connection) {
        let summary = RequestSummary(
            method: HTTPMethod(rawValue: "-"), path: "-", keepAlive: false, isHTTP10: false,
            started: accessLog.enabled ? MonotonicClock.now() : 0)
        let detail =
            connection.parser.isReadingBody
            ? "the request body stopped arriving" : "the request head did not arrive in time"
        enqueue(.problem(status: 408, detail: detail), for: summary, on: connection)
        flush(connection)
    }
}
