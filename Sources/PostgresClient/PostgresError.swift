/// A failed PostgreSQL call: the SQLSTATE and the server's (or libpq's) message.
///
/// The text never holds a password: connection messages are scrubbed of the URL's password and name the
/// server by its redacted URL.
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The five-character SQLSTATE (`PG_DIAG_SQLSTATE`), e.g. `23505` for a unique violation; `nil` when the
    /// failure happened in libpq (no connection, connection lost) rather than on the server.
    public let sqlState: String?
    /// The primary message (`PG_DIAG_MESSAGE_PRIMARY`, or libpq's error message).
    public let message: String
    /// The server's detail line, when it gave one (e.g. which key already exists).
    public let detail: String?
    /// The constraint that failed, for integrity violations (`PG_DIAG_CONSTRAINT_NAME`).
    public let constraint: String?
    /// The connection was bad when the call failed (libpq's `CONNECTION_BAD`).
    public let connectionLost: Bool

    /// Creates an error value.
    public init(
        sqlState: String?, message: String, detail: String? = nil, constraint: String? = nil,
        connectionLost: Bool = false
    ) {
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.constraint = constraint
        self.connectionLost = connectionLost
    }

    /// The database cannot be reached (connection bad, SQLSTATE class 08, or the server shutting down or
    /// terminating the session: 57P01 to 57P03): a caller answers 503 and retries later; not the client's fault.
    public var isConnectionFailure: Bool {
        if connectionLost { return true }
        guard let sqlState else { return false }
        return sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(sqlState)
    }

    /// A UNIQUE or PRIMARY KEY constraint failed (23505).
    public var isUniqueViolation: Bool { sqlState == "23505" }

    /// A FOREIGN KEY constraint failed (23503).
    public var isForeignKeyViolation: Bool { sqlState == "23503" }

    /// Another transaction won: a serialization failure (40001) or a deadlock (40P01); the transaction may be
    /// retried from the start.
    public var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

    /// `PostgreSQL error 23505: duplicate key value violates unique constraint "t_pkey" (Key (id)=(1) already exists.)`.
    public var description: String {
        var text = "PostgreSQL error"
        if let sqlState { text += " \(sqlState)" }
        if connectionLost { text += " (connection lost)" }
        text += ": \(message)"
        if let detail { text += " (\(detail))" }
        return text
    }
}
