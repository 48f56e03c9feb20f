/// Handing a request to a worker pool, and the `503` for one no worker takes.
extension EventLoop {
    /// Runs `request` on a worker (of `pool`, the offload workers by default); its response comes back
    /// through `post`.
    func offload(
        _ request: HTTPRequest, summary: RequestSummary, on connection: Connection, pool: WorkerPool? = nil
    ) {
        var withClient = request
        let client = HTTPClientStatus()
        withClient.client = client
        connection.clientStatus = client
        let request = withClient
        let responder = context.responder
        let id = connection.id
        let fd = connection.fd
        let pool = pool ?? context.workers
        let heavy = pool === context.heavyWorkers
        let wait = heavy ? context.configuration.heavyQueueWait : context.configuration.threadWait
        let ticket = wait > 0 ? JobTicket(deadline: now &+ MonotonicClock.nanoseconds(wait), wait: wait) : nil
        // Uploads are shared out per client: one peer's slow bodies cannot take every upload thread.
        var key: String?
        if pool === context.streamWorkers {
            if connection.peerKey == nil { connection.peerKey = Socket.peerAddress(fd) }
            key = connection.peerKey
        }
        let queued = pool.submit(key: key, ticket: ticket) { [self] in
            let response = responder.respond(to: request)
            post(Completion(connectionID: id, fd: fd, response: response, summary: summary))
        }
        guard queued else {
            connection.clientStatus = nil
            answerUnavailable(
                on: connection, summary: summary, retryAfter: wait,
                detail: "the server is busy with \(pool.queueLimit) heavy reads waiting (drawings, old "
                    + "revisions, diffs); ask again later")
            return
        }
        connection.pendingTicket = ticket
        connection.pendingSummary = ticket == nil ? nil : summary
    }

    /// Answers `503` with `Retry-After` (RFC 9110 section 15.6.4) for a request no worker could take, and
    /// drops its body if one is still arriving (the connection then closes after the answer).
    func answerUnavailable(on connection: Connection, summary: RequestSummary, retryAfter: Double, detail: String) {
        var summary = summary
        connection.pendingTicket = nil
        connection.pendingSummary = nil
        if let stream = connection.bodyStream {
            stream.fail(HTTPBodyStreamError(status: 503, detail: detail))
            connection.bodyStream = nil
        }
        if connection.parser.isReadingBody || connection.state.phase == .streaming { summary.keepAlive = false }
        var headers = HTTPHeaders()
        headers["Retry-After"] = String(max(1, Int(retryAfter.rounded(.up))))
        enqueue(.problem(status: 503, detail: detail, headers: headers), for: summary, on: connection)
    }
}
