import CSQLite

/// One SQLite connection: the only owner of its `sqlite3*`, closed in `deinit`.
///
/// A connection is opened in SQLite's multi-thread mode (`SQLITE_OPEN_NOMUTEX`): it may move between
/// threads but must be used by one thread at a time. It is `@unchecked Sendable` so that its owners (the
/// store's writer `Mutex` and reader pool) can hand it from thread to thread; they guarantee the one-at-a-time
/// use, which is why the compiler is not asked to.
public final class SQLiteConnection: @unchecked Sendable {
    /// How to open a connection.
    public struct Options: Sendable {
        /// Create the file when it does not exist.
        public var create: Bool
        /// Refuse writes on this connection (`PRAGMA query_only`), for reader connections.
        public var queryOnly: Bool
        /// How long to wait for a lock held by another connection before `SQLITE_BUSY` (milliseconds).
        public var busyTimeoutMilliseconds: Int32

        /// Creates options; the defaults open or create a file for reading and writing, waiting up to 5 s.
        public init(create: Bool = true, queryOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 5000) {
            self.create = create
            self.queryOnly = queryOnly
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        }
    }

    /// The database file's path.
    public let path: String
    let handle: OpaquePointer
    /// How long a statement waits for a lock another connection holds (`Options.busyTimeoutMilliseconds`).
    let busyTimeoutMilliseconds: Int32
    /// The pages in the WAL after this connection's last commit, once `reportsWALSize` was called (0 before).
    var walPages = 0
    /// Prepared statements by SQL text: each named query is compiled once per connection.
    private var statementCache: [String: SQLiteStatement] = [:]

    /// Opens (or creates) the database at `path` and applies the connection pragmas: `journal_mode=WAL`,
    /// `foreign_keys=ON`, `synchronous=NORMAL` and the busy timeout.
    public init(path: String, options: Options = Options()) throws(SQLiteError) {
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if options.create { flags |= SQLITE_OPEN_CREATE }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else {
            throw SQLiteError(code: code, message: "out of memory opening '\(path)'")
        }
        guard code == SQLITE_OK else {
            // SQLite returns a handle even when opening fails; it must still be closed.
            let message = String(cString: sqlite3_errmsg(opened))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: "\(message) (opening '\(path)')")
        }
        self.path = path
        self.handle = opened
        self.busyTimeoutMilliseconds = options.busyTimeoutMilliseconds
        try configure(options)
    }

    deinit {
        // Statements first: a connection with live statements cannot close cleanly.
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    private func configure(_ options: Options) throws(SQLiteError) {
        sqlite3_extended_result_codes(handle, 1)
        try check(sqlite3_busy_timeout(handle, options.busyTimeoutMilliseconds), sql: nil)
        // WAL: readers see the last committed snapshot and never a half-written transaction, and a crash
        // loses no committed write. The mode is stored in the file; asking again is a no-op.
        let mode = try scalarText("PRAGMA journal_mode=WAL")
        guard mode == "wal" || path == ":memory:" || path.isEmpty else {
            throw SQLiteError(code: SQLITE_ERROR, message: "journal_mode is '\(mode ?? "")', expected 'wal'")
        }
        try execute("PRAGMA foreign_keys=ON")
        // The pragma is silently ignored inside a transaction or without FK support: verify it took.
        guard try scalarInt("PRAGMA foreign_keys") == 1 else {
            throw SQLiteError(code: SQLITE_ERROR, message: "foreign keys could not be enabled")
        }
        // NORMAL is durable across application crashes in WAL mode; only a power loss may undo the last commits.
        try execute("PRAGMA synchronous=NORMAL")
        // Debian's SQLite zeroes every freed page by default (SECURE_DELETE), so deleting a 30 MB storyboard
        // would write 30 MB to the WAL and could not succeed on a full disk. FAST still clears deleted rows
        // in the pages a delete writes anyway, but no longer rewrites whole freed pages.
        try execute("PRAGMA secure_delete=FAST")
        if options.queryOnly { try execute("PRAGMA query_only=ON") }
    }

    /// Runs `script` (one or more statements without parameters), e.g. a migration file or a pragma.
    public func execute(_ script: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, script, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: script)
        }
    }

    /// Runs one statement with `values` bound, to completion, discarding rows.
    public func run(_ sql: String, _ values: some Collection<SQLiteValue> = [SQLiteValue]()) throws(SQLiteError) {
        let statement = try checkOut(sql)
        defer { checkIn(statement) }
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs a query with `values` bound and maps each row with `row`.
    public func query<Row>(
        _ sql: String, _ values: some Collection<SQLiteValue> = [SQLiteValue](), row: (SQLiteStatement) throws -> Row
    ) throws -> [Row] {
        let statement = try checkOut(sql)
        defer { checkIn(statement) }
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() { rows.append(try row(statement)) }
        return rows
    }

    /// The first row of a query mapped by `row`, or `nil` when there is none.
    public func queryFirst<Row>(
        _ sql: String, _ values: some Collection<SQLiteValue> = [SQLiteValue](), row: (SQLiteStatement) throws -> Row
    ) throws -> Row? {
        let statement = try checkOut(sql)
        defer { checkIn(statement) }
        try statement.bind(values)
        return try statement.step() ? row(statement) : nil
    }

    /// The number of rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the last row inserted on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether no transaction is open (SQLite's autocommit mode).
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// The cached statement for `sql`, prepared on first use. A nested use of the same SQL while the cached
    /// one is held gets a fresh, uncached statement, so one caller never resets another's rows.
    private func checkOut(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statementCache[sql] {
            if !cached.isInUse {
                cached.isInUse = true
                return cached
            }
            return try SQLiteStatement(connection: self, sql: sql)
        }
        let statement = try SQLiteStatement(connection: self, sql: sql)
        statementCache[sql] = statement
        statement.isInUse = true
        return statement
    }

    private func checkIn(_ statement: SQLiteStatement) {
        statement.reset()
        statement.isInUse = false
    }

    private func scalarText(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try SQLiteStatement(connection: self, sql: sql)
        return try statement.step() ? statement.optionalText(0) : nil
    }

    private func scalarInt(_ sql: String) throws(SQLiteError) -> Int? {
        let statement = try SQLiteStatement(connection: self, sql: sql)
        return try statement.step() ? statement.optionalInt(0) : nil
    }

    /// The error for result `code` of a call on this connection, with SQLite's message and `sql`.
    func error(_ code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    func check(_ code: Int32, sql: String?) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }
}
