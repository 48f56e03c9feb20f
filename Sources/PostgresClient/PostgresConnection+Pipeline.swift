import CLibPQ

/// libpq's pipeline mode (PostgreSQL 14 and later clients; any server of protocol 3): statements are sent
/// one after another without waiting for each answer, and the answers are read together at the next
/// `syncPipeline()`, so a write of twenty statements costs a few round trips instead of twenty.
///
/// Once a statement fails, the server skips the rest up to the sync; `syncPipeline()` throws that first
/// error, as `executePrepared` would have for the statement alone. An explicit transaction stays open (and
/// aborted) after a failed pipeline: the caller rolls it back as after any failed statement.
extension PostgresConnection {
    /// Whether the connection is in pipeline mode: statements were sent whose answers `syncPipeline()` has
    /// not read yet (synchronous calls such as `execute` fail until then).
    public var isPipelining: Bool {
        guard let handle else { return false }
        return PQpipelineStatus(handle) != PQ_PIPELINE_OFF
    }

    /// Sends the statement prepared under `name` (`prepare(name:sql:)`, before the pipeline began) with
    /// `parameters` without waiting for its answer, entering pipeline mode first when needed.
    public func sendPrepared(name: String, parameters: [PostgresValue] = []) throws(PostgresError) {
        let handle = try pipelineHandle()
        let bound = try PostgresParameters(parameters)
        let sent = bound.withArrays { _, values, lengths, formats in
            PQsendQueryPrepared(handle, name, bound.count, values, lengths, formats, 0)
        }
        guard sent == 1 else { throw sendError("could not send statement \(name)") }
        pipelined += 1
    }

    /// Sends one statement without parameters (e.g. `COMMIT`) in the pipeline, without waiting for its answer.
    public func send(_ sql: String) throws(PostgresError) {
        let handle = try pipelineHandle()
        guard PQsendQueryParams(handle, sql, 0, nil, nil, nil, nil, 0) == 1 else {
            throw sendError("could not send \(sql)")
        }
        pipelined += 1
    }

    /// Ends the pipeline: reads the answer of every statement sent (those of deferred syncs first), leaves
    /// pipeline mode, and returns the last statement's rows; throws the first statement's error (the server
    /// skipped those after it up to their sync). Does nothing (and returns `nil`) when nothing was sent.
    @discardableResult
    public func syncPipeline() throws(PostgresError) -> PostgresRows? {
        try syncPipelineResults().last
    }

    /// `syncPipeline`, answering the rows of every statement of the last sync in the order they were sent
    /// (those of deferred syncs are read first and left out).
    public func syncPipelineResults() throws(PostgresError) -> [PostgresRows] {
        guard let handle else { throw closedError() }
        guard PQpipelineStatus(handle) != PQ_PIPELINE_OFF else { return [] }
        if pipelined > 0 || deferredSyncs.isEmpty {
            guard PQpipelineSync(handle) == 1 else {
                throw sendError("could not send the pipeline's sync")
            }
            deferredSyncs.append(pipelined)
            pipelined = 0
        }
        let batches = deferredSyncs
        deferredSyncs = []
        var failure: PostgresError?
        var last: [PostgresRows] = []
        for expected in batches {
            last = readBatch(handle, expected: expected, failure: &failure)
        }
        if isConnected, PQexitPipelineMode(handle) != 1, failure == nil {
            failure = PostgresError(
                sqlState: nil, message: "could not leave pipeline mode: \(libpqMessage())", connectionLost: false)
        }
        if let failure { throw failure }
        return last
    }

    /// Sends a sync for the statements sent so far (a `COMMIT` of a read, say) and returns without waiting:
    /// the server runs them now, and their answers are read first by the next call that needs the connection
    /// (`syncPipeline`, or any synchronous call), so they cost no round trip of their own. Their error, if
    /// any, is thrown by that call.
    public func deferSync() throws(PostgresError) {
        guard let handle else { throw closedError() }
        guard pipelined > 0 else { return }
        guard PQpipelineSync(handle) == 1 else {
            throw sendError("could not send the pipeline's sync")
        }
        deferredSyncs.append(pipelined)
        pipelined = 0
    }

    /// Reads the answers of one sync's `expected` statements and the sync's own answer; the first error goes
    /// into `failure`. Returns the rows of the statements that succeeded, in order.
    private func readBatch(
        _ handle: OpaquePointer, expected: Int, failure: inout PostgresError?
    ) -> [PostgresRows] {
        var rows: [PostgresRows] = []
        for _ in 0..<expected {
            // Each statement's answer is its result, then a null that ends it.
            guard let result = PQgetResult(handle) else { break }
            while let extra = PQgetResult(handle) { PQclear(extra) }
            if PQresultStatus(result) == PGRES_PIPELINE_ABORTED {
                PQclear(result)
                continue
            }
            do {
                rows.append(try check(result))
            } catch {
                if failure == nil { failure = error }
            }
        }
        // The sync's own answer closes the batch.
        if let sync = PQgetResult(handle) {
            let status = PQresultStatus(sync)
            PQclear(sync)
            if status != PGRES_PIPELINE_SYNC, failure == nil {
                failure = PostgresError(
                    sqlState: nil, message: "pipeline ended without its sync: \(libpqMessage())",
                    connectionLost: !isConnected)
            }
        } else if failure == nil {
            failure = PostgresError(
                sqlState: nil, message: "pipeline ended without its sync: \(libpqMessage())",
                connectionLost: !isConnected)
        }
        return rows
    }

    /// Reads what deferred syncs left unread and leaves pipeline mode, before a synchronous call; throws their
    /// first error. Does nothing when nothing is outstanding.
    func settleDeferred() throws(PostgresError) {
        guard !deferredSyncs.isEmpty, pipelined == 0 else { return }
        try syncPipeline()
    }

    /// The handle, in pipeline mode.
    private func pipelineHandle() throws(PostgresError) -> OpaquePointer {
        guard let handle else { throw closedError() }
        if PQpipelineStatus(handle) == PQ_PIPELINE_OFF {
            guard PQenterPipelineMode(handle) == 1 else { throw sendError("could not enter pipeline mode") }
        }
        return handle
    }

    /// The error for a statement libpq could not send (the connection is usually gone).
    private func sendError(_ what: String) -> PostgresError {
        PostgresError(sqlState: nil, message: "\(what): \(libpqMessage())", connectionLost: !isConnected)
    }
}
