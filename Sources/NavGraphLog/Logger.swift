/// What one part of the process logs through: its subsystem names the line (`navgraph storage: ...`).
///
///     let log = Logger(subsystem: "storage")
///     log.warning("WAL checkpoint failed (\(error))")
public struct Logger: Sendable {
    /// The word after `navgraph` on each line; `nil` for lines of the process as a whole.
    public let subsystem: String?

    /// A logger for `subsystem` (`http`, `storage`, `snapshot`, ...), or for the process when `nil`.
    public init(subsystem: String? = nil) {
        self.subsystem = subsystem
    }

    /// A line at `debug`; `message` is built only when the level is enabled.
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message) }
    /// A line at `info`.
    public func info(_ message: @autoclosure () -> String) { log(.info, message) }
    /// A line at `warning`.
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message) }
    /// A line at `error`.
    public func error(_ message: @autoclosure () -> String) { log(.error, message) }

    /// A line at `level`.
    public func log(_ level: LogLevel, _ message: () -> String) {
        guard Log.isEnabled(level) else { return }
        Log.emit(subsystem: subsystem, message())
    }
}
