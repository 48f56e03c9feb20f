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

    /// Wraps a failure of `syscall` with `errno`.
    public init(syscall: String, errno: Int32) {
        self.syscall = syscall
        self.errno = errno
    }

    /// The C library's description of `errno`, e.g. `Address already in use`.
    public var message: String {
        guard let text = strerror(errno) else { return "errno \(errno)" }
        return String(cString: text)
    }

    /// `syscall failed: message (errno N)`.
    public var description: String { "\(syscall) failed: \(message) (errno \(errno))" }
}
