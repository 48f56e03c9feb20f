#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place system calls are made from: retries `EINTR` and turns `-1` plus `errno` into a typed
/// `SystemError` (the swift-nio habit), so no call site forgets either.
enum Syscall {
    /// Runs `body` until it is not interrupted by a signal; throws when it fails with another `errno`.
    @inline(__always)
    @discardableResult
    static func call<Result: BinaryInteger>(_ name: String, _ body: () -> Result) throws(SystemError) -> Result {
        while true {
            let result = body()
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            throw SystemError(syscall: name, errno: code)
        }
    }

    /// Like `call`, but `EAGAIN`/`EWOULDBLOCK` (a non-blocking socket with nothing to do) is `nil`.
    @inline(__always)
    static func nonBlocking<Result: BinaryInteger>(
        _ name: String, _ body: () -> Result
    ) throws(SystemError) -> Result? {
        while true {
            let result = body()
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return nil }
            throw SystemError(syscall: name, errno: code)
        }
    }
}
