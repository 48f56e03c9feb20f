#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its name and the `errno` it left, with the C library's text for it.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system call (or C library function) that failed, e.g. `bind`.
    public var syscall: String
    /// The `errno` value.
    public var errno: Int32

    /// The status `getaddrinfo` returned, when that is what failed: its own codes (`EAI_NONAME`, ...), not an
    /// `errno` (except `EAI_SYSTEM`, which leaves one, kept in `errno`).
    public var resolverStatus: Int32?

    /// Wraps a failure of `syscall` with `errno`.
    public init(syscall: String, errno: Int32) {
        self.syscall = syscall
        self.errno = errno
    }

    /// A failed `getaddrinfo` of `host`, with the status it returned.
    static func resolving(_ host: String, status: Int32, errno: Int32) -> SystemError {
        var error = SystemError(syscall: "getaddrinfo(\(host))", errno: status == EAI_SYSTEM ? errno : 0)
        if status != EAI_SYSTEM { error.resolverStatus = status }
        return error
    }

    /// The C library's description of the failure, e.g. `Address already in use` (`strerror`) or `Name or
    /// service not known` (`gai_strerror`).
    public var message: String {
        if let resolverStatus {
            guard let text = gai_strerror(resolverStatus) else { return "resolver status \(resolverStatus)" }
            return String(cString: text)
        }
        guard let text = strerror(errno) else { return "errno \(errno)" }
        return String(cString: text)
    }

    /// `syscall failed: message (errno N)`; a resolver's failure has no `errno` to show.
    public var description: String {
        resolverStatus == nil ? "\(syscall) failed: \(message) (errno \(errno))" : "\(syscall) failed: \(message)"
    }
}
