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
        case .usage: return ExitCode.usage
        case .failure: return ExitCode.failure
        case .dataError: return ExitCode.dataError
        case .noInput: return ExitCode.noInput
        case .unavailable: return ExitCode.unavailable
        case .software: return ExitCode.software
        case .cannotCreate: return ExitCode.cannotCreate
        case .ioError: return ExitCode.ioError
        }
    }

    /// The exit codes by name, for a command that ends with one after printing its own report.
    public enum ExitCode {
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
        public static let dataError: Int32 = 65
        public static let noInput: Int32 = 66
        public static let unavailable: Int32 = 69
        public static let software: Int32 = 70
        public static let cannotCreate: Int32 = 73
        public static let ioError: Int32 = 74
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
