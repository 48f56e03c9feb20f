/// An error that ends a command: the one place that maps failures to a message and an exit code.
///
/// Exit codes follow BSD's sysexits.h, so scripts and CI can tell a usage mistake from bad input from a
/// missing file; the README lists them.
public enum CLIError: Error, Sendable, Equatable {
    /// Bad flags or arguments: usage is printed, exit 64 (`EX_USAGE`).
    case usage(String)
    /// The command ran and failed (e.g. a health probe got no answer): exit 1.
    case failure(String)
    /// Input data was wrong (an invalid storyboard, a malformed project file): exit 65 (`EX_DATAERR`).
    case dataError(String)
    /// An input file or folder does not exist or cannot be read: exit 66 (`EX_NOINPUT`).
    case noInput(String)
    /// The service or database is not available: exit 69 (`EX_UNAVAILABLE`).
    case unavailable(String)
    /// An internal error (a bug, or a binary built from a broken tree): exit 70 (`EX_SOFTWARE`).
    case software(String)
    /// An output file or folder cannot be created: exit 73 (`EX_CANTCREAT`).
    case cannotCreate(String)
    /// Reading or writing failed part way: exit 74 (`EX_IOERR`).
    case ioError(String)

    /// The process exit code for this error (sysexits.h values).
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .failure: return 1
        case .dataError: return 65
        case .noInput: return 66
        case .unavailable: return 69
        case .software: return 70
        case .cannotCreate: return 73
        case .ioError: return 74
        }
    }

    /// The message printed to stderr.
    public var message: String {
        switch self {
        case .usage(let text), .failure(let text), .dataError(let text), .noInput(let text), .unavailable(let text),
            .software(let text), .cannotCreate(let text), .ioError(let text):
            return text
        }
    }
}
