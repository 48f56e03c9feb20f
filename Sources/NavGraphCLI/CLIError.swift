/// An error that ends a command: the one place that maps failures to a message and an exit code.
public enum CLIError: Error, Sendable, Equatable {
    /// Bad flags or arguments: usage is printed, exit 64 (`EX_USAGE`).
    case usage(String)
    /// The command ran and failed: exit 1.
    case failure(String)
    /// Input data was wrong (an unreadable file, an invalid storyboard): exit 65 (`EX_DATAERR`).
    case dataError(String)
    /// The service or database is not available: exit 69 (`EX_UNAVAILABLE`).
    case unavailable(String)

    /// The process exit code for this error (sysexits.h values).
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .failure: return 1
        case .dataError: return 65
        case .unavailable: return 69
        }
    }

    /// The message printed to stderr.
    public var message: String {
        switch self {
        case .usage(let text), .failure(let text), .dataError(let text), .unavailable(let text): return text
        }
    }
}
