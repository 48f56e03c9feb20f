import CLibPQ
import Foundation

/// One PostgreSQL connection through libpq: the only owner of its `PGconn`, closed in `deinit` or `close()`.
///
/// Use a connection from one thread at a time: libpq keeps one protocol state per `PGconn`, and two threads
/// talking at once would interleave messages on the socket. It is `@unchecked Sendable` so that its owner
/// (a pool behind a `Mutex`, or the one thread that listens for notifications) can hand it from thread to
/// thread; the owner guarantees the one-at-a-time use, which is why the compiler is not asked to.
public final class PostgresConnection: @unchecked Sendable {
    /// The connection string with its password replaced by `***`, for logs and errors.
    public let redactedURL: String
    /// What was given to `init(url:)`, kept to reconnect after `close()`. Never printed.
    private let url: String
    /// Strings scrubbed from every libpq message (the URL's secrets as written and decoded, `PGPASSWORD`),
    /// longest first.
    let secrets: [String]
    /// The libpq handle; `nil` once closed.
    var handle: OpaquePointer?
    /// Statements prepared on this connection by name, prepared again after `reset()` (a new session).
    var preparedStatements: [String: String] = [:]
    /// Channels listened to, listened to again after `reset()`.
    var channels: Set<String> = []
    /// Statements sent in pipeline mode whose results are still to be read (`PostgresConnection+Pipeline`);
    /// 0 when the connection is not in pipeline mode.
    var pipelined = 0
    /// For each sync sent whose answers are still unread (`deferSync`), oldest first: how many statements it
    /// ends. Read before anything else the connection does next.
    var deferredSyncs: [Int] = []

    /// Connects with a libpq connection string: a URI (`postgres://user:pass@host:port/db?sslmode=...` or
    /// `postgresql://...`) or keyword/value pairs (`host=... dbname=...`). What it leaves out comes from the
    /// `PG*` environment variables (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, ...), as libpq does; an
    /// empty string takes everything from them. The client encoding is UTF-8.
    public init(url: String) throws(PostgresError) {
        self.url = url
        self.redactedURL = PostgresURL.redacted(url)
        // libpq also takes the password from PGPASSWORD; its messages must not show that one either.
        let environment = ProcessInfo.processInfo.environment["PGPASSWORD"].map { [$0] } ?? []
        self.secrets = (PostgresURL.secrets(in: url) + environment.filter { !$0.isEmpty }).sorted {
            $0.count > $1.count
        }
        try validate()
        try connect()
    }

    deinit {
        if let handle { PQfinish(handle) }
    }

    /// Whether the connection is usable (`PQstatus` is `CONNECTION_OK`): `false` after `close()` or once the
    /// server went away (found out by the last call that talked to it).
    public var isConnected: Bool {
        guard let handle else { return false }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// The server backend's process id (`PQbackendPID`), e.g. for `pg_terminate_backend`; 0 when closed.
    public var backendProcessID: Int32 {
        guard let handle else { return 0 }
        return PQbackendPID(handle)
    }

    /// Closes the connection; later calls throw a connection failure until `reset()`. Closing twice is fine.
    public func close() {
        if let handle { PQfinish(handle) }
        handle = nil
        pipelined = 0
        deferredSyncs = []
    }

    /// Reconnects with the same parameters (`PQreset`, or a new connection after `close()`), then prepares
    /// the named statements and listens to the channels again. Notifications sent while the connection was
    /// down are lost: a listener reconciles after a reset.
    public func reset() throws(PostgresError) {
        // A new session: nothing sent on the old one will be answered.
        pipelined = 0
        deferredSyncs = []
        if let handle {
            PQreset(handle)
            guard PQstatus(handle) == CONNECTION_OK else {
                throw PostgresError(
                    sqlState: nil, message: "could not reconnect to \(redactedURL): \(libpqMessage())",
                    connectionLost: true)
            }
            try configure()
        } else {
            try connect()
        }
        for (name, sql) in preparedStatements.sorted(by: { $0.key < $1.key }) {
            try prepare(name: name, sql: sql)
        }
        for channel in channels.sorted() {
            try listen(channel: channel)
        }
    }

    /// Checks the connection string's syntax first, so that a typo is told apart from an unreachable server.
    private func validate() throws(PostgresError) {
        var failure: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(url, &failure) else {
            let reason = failure.map { scrub(String(cString: $0)) } ?? "out of memory"
            if let failure { PQfreemem(failure) }
            throw PostgresError(
                sqlState: nil, message: "invalid connection string \(redactedURL): \(trimmed(reason))")
        }
        PQconninfoFree(options)
    }

    /// Seconds one connection attempt may take when neither the connection string (`connect_timeout`) nor
    /// `PGCONNECT_TIMEOUT` says: libpq's own default is to wait for ever, and a server that accepts the TCP
    /// connection but never answers would hold a write (and a replica's reconnect loop) with it.
    public static let defaultConnectTimeout = 5

    private func connect() throws(PostgresError) {
        guard let opened = Self.open(url) else {
            throw PostgresError(
                sqlState: nil, message: "out of memory connecting to \(redactedURL)", connectionLost: true)
        }
        guard PQstatus(opened) == CONNECTION_OK else {
            // libpq returns a handle even when connecting fails; it must still be freed.
            let message = scrub(String(cString: PQerrorMessage(opened)))
            PQfinish(opened)
            throw PostgresError(
                sqlState: nil, message: "could not connect to \(redactedURL): \(trimmed(message))",
                connectionLost: true)
        }
        handle = opened
        try configure()
    }

    /// `PQconnectdbParams` with `url` expanded as the `dbname` keyword after the default timeout: libpq keeps
    /// the last value of a repeated keyword, so a `connect_timeout` in the URL wins over the default.
    private static func open(_ url: String) -> OpaquePointer? {
        var pairs: [(String, String)] = []
        if ProcessInfo.processInfo.environment["PGCONNECT_TIMEOUT"] == nil {
            pairs.append(("connect_timeout", String(defaultConnectTimeout)))
        }
        pairs.append(("dbname", url))
        let keywords = pairs.map { strdup($0.0) }
        let values = pairs.map { strdup($0.1) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let keywordList: [UnsafePointer<CChar>?] = keywords.map { UnsafePointer($0) } + [nil]
        let valueList: [UnsafePointer<CChar>?] = values.map { UnsafePointer($0) } + [nil]
        return keywordList.withUnsafeBufferPointer { keywordBuffer in
            valueList.withUnsafeBufferPointer { valueBuffer in
                PQconnectdbParams(keywordBuffer.baseAddress, valueBuffer.baseAddress, 1)
            }
        }
    }

    /// Session settings every statement relies on.
    private func configure() throws(PostgresError) {
        guard let handle else { throw closedError() }
        // Strings cross as UTF-8 whatever the database's default client encoding is.
        guard PQsetClientEncoding(handle, "UTF8") == 0 else {
            throw PostgresError(
                sqlState: nil, message: "could not set the client encoding to UTF8: \(libpqMessage())",
                connectionLost: PQstatus(handle) != CONNECTION_OK)
        }
        // Notices (e.g. "relation already exists, skipping") would go to the process's stderr by default;
        // the server logs them, the caller sees errors as thrown values.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
    }

    /// libpq's last message for this connection, scrubbed and without its trailing newline.
    func libpqMessage() -> String {
        guard let handle else { return "connection closed" }
        return trimmed(scrub(String(cString: PQerrorMessage(handle))))
    }

    /// `message` with every secret of the connection string replaced by `***`. A short one (under 8 characters)
    /// only where it stands as a word of its own: a password "p" inside "port" or "accepting" is left alone,
    /// which would otherwise both garble the message and show which letters the password is.
    func scrub(_ message: String) -> String {
        Self.scrub(message, secrets: secrets)
    }

    /// `scrub` with these `secrets`.
    package static func scrub(_ message: String, secrets: [String]) -> String {
        var text = message
        for secret in secrets where !secret.isEmpty {
            text =
                secret.count >= 8
                ? text.replacingOccurrences(of: secret, with: PostgresURL.mask) : masking(secret, in: text)
        }
        return text
    }

    /// `text` with each occurrence of `secret` not inside a longer word (letters or digits on either side)
    /// replaced by the mask.
    static func masking(_ secret: String, in text: String) -> String {
        var result = ""
        var rest = text[...]
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber
        }
        while let range = rest.range(of: secret) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            let standsAlone = !isWordCharacter(before) && !isWordCharacter(after)
            result += rest[..<range.lowerBound]
            result += standsAlone ? PostgresURL.mask : String(rest[range])
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    func trimmed(_ message: String) -> String {
        message.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The error for a call on a closed connection.
    func closedError() -> PostgresError {
        PostgresError(sqlState: nil, message: "connection to \(redactedURL) is closed", connectionLost: true)
    }
}
