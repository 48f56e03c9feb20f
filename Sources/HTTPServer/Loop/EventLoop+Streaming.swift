/// Streaming request bodies: the handler of a `.streaming` route starts once the head is read and takes
/// the body from an `HTTPBodyStream` while the loop feeds it from the socket.
extension EventLoop {
    /// How many body bytes may wait for the handler before the loop stops reading the socket.
    static let streamBufferBytes = 1024 * 1024

    /// Readies the handler of a request whose body follows (`startStreamHandler` starts it); body bytes go to
    /// its stream from now on.
    func startStreaming(_ message: HTTPRequestParser.Message, contentLength: Int?, on connection: Connection) {
        let fd = connection.fd
        let id = connection.id
        let stream = HTTPBodyStream(expectedLength: contentLength, capacity: Self.streamBufferBytes) {
            [weak self] in
            self?.postResume(fd: fd, connectionID: id)
        }
        var request = message.request
        request.bodyStream = stream
        connection.bodyStream = stream
        connection.state.bodyStreamStarted()
        setDeadline(.progress, bodyTimeout, on: connection)
        let summary = RequestSummary(
            method: request.method, path: request.path, keepAlive: message.keepAlive, isHTTP10: message.isHTTP10,
            started: accessLog.enabled ? MonotonicClock.now() : 0)
        connection.handlerToStart = (request, summary)
    }

    /// Starts the handler `startStreaming` left to start (once the bytes read with its head are in its
    /// stream); nothing when there is none.
    func startStreamHandler(_ connection: Connection) {
        guard let (request, summary) = connection.handlerToStart else { return }
        connection.handlerToStart = nil
        offload(request, summary: summary, on: connection, pool: context.streamWorkers)
    }

    /// The handler has made room in a paused body buffer: parse what waited, then read the socket again.
    func resumeStreaming(_ connection: Connection) {
        guard connection.state.bodyBufferDrained() else { return }
        if connection.bodyPausedSince != 0 {
            connection.bodyPausedTotal &+= now &- connection.bodyPausedSince
            connection.bodyPausedSince = 0
        }
        // The parser gets a turn even with nothing buffered: when the last bytes of the body filled the
        // buffer, the loop paused before the parser could report the end, and no byte will come to prompt it.
        processBuffered(connection)
        guard isOpen(connection) else { return }
        if connection.state.phase == .streaming { noteStreamProgress(connection) }
        flush(connection)
    }

    /// The client must keep the body coming while the handler keeps up; a full buffer is the handler's
    /// delay, not the client's, so it stops the clock.
    func noteStreamProgress(_ connection: Connection) {
        if connection.state.isPaused {
            connection.deadlineKind = .none
            connection.deadline = .max
            if connection.bodyPausedSince == 0 { connection.bodyPausedSince = now }
        } else {
            setDeadline(.progress, bodyTimeout, on: connection)
        }
    }
}
