import CSQLite

/// Checkpoints left to a caller rather than run inside a commit (see `WALCheckpointer`).
extension SQLiteConnection {
    /// Stops this connection checkpointing the WAL at the end of its commits (SQLite's automatic checkpoint,
    /// which copies the WAL into the database file and flushes both inside the committing call) and makes it
    /// note the WAL's size after each commit in `walPages` instead. A WAL hook replaces the automatic
    /// checkpoint (sqlite3_wal_hook: `wal_autocheckpoint` is itself such a hook).
    func reportsWALSize() {
        // The hook runs on the thread committing, inside the commit, so it may set a property of the connection:
        // one thread at a time uses it. The context is not retained: the hook goes with the handle, in deinit.
        sqlite3_wal_hook(
            handle,
            { context, _, _, pages in
                guard let context else { return SQLITE_OK }
                Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue().walPages = Int(pages)
                return SQLITE_OK
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Copies the WAL's committed frames into the database file as far as readers allow, and flushes it,
    /// waiting for no one (`SQLITE_CHECKPOINT_PASSIVE`: writers go on appending meanwhile). Busy (another
    /// checkpoint under way) is no error: that one does the work.
    func checkpointPassively() throws(SQLiteError) {
        let code = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        guard code == SQLITE_OK || code == SQLITE_BUSY else { throw error(code, sql: "checkpoint (passive)") }
    }

    /// Copies what is left of the WAL into the database file and truncates the WAL to nothing
    /// (`SQLITE_CHECKPOINT_TRUNCATE`). A reader still on the WAL's pages keeps it: then the answer is `false`,
    /// after the busy timeout when `waitingForReaders`, else at once (the timeout off for the call).
    func truncateWAL(waitingForReaders: Bool) throws(SQLiteError) -> Bool {
        if !waitingForReaders { sqlite3_busy_timeout(handle, 0) }
        defer { if !waitingForReaders { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) } }
        let code = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        if code == SQLITE_BUSY { return false }
        guard code == SQLITE_OK else { throw error(code, sql: "checkpoint (truncate)") }
        return true
    }
}
