import NavGraphLog

/// The server's lines that are not access-log lines (failed accepts, handler errors, signals): `navgraph http: ...`.
enum ServerLog {
    static let logger = Logger(subsystem: "http")

    static func error(_ message: String) { logger.error(message) }

    static func info(_ message: String) { logger.info(message) }
}
