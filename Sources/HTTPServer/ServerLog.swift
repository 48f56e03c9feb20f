#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Diagnostics that are not access-log lines (failed accepts, handler errors), one line each to
/// standard error.
enum ServerLog {
    static func error(_ message: String) {
        let line = Array("navgraph http: \(message)\n".utf8)
        line.withUnsafeBytes { bytes in
            // One write per line keeps lines whole; a failed write to stderr has nowhere to be reported.
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}
