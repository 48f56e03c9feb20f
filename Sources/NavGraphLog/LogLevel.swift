/// How much a log line matters; lines below the process's level are not written.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    /// Detail for finding a fault; off unless asked for.
    case debug
    /// A change of state an operator may want to know of (readiness, a folder swept at start).
    case info
    /// Something failed that the process works around (a lost change feed, a checkpoint that will be retried).
    case warning
    /// Something failed that a client or an operator has to act on.
    case error

    /// The level `name` spells (`debug`, `info`, `warning`, `error`), case-insensitively.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = level
    }

    /// The level's name as options and the documentation spell it.
    public var name: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
