#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's identity as a nonzero integer, for picking a stripe or a shelf per thread.
///
/// `pthread_t` is an integer on glibc but a pointer on Darwin and musl, so `UInt(pthread_self())` only
/// compiles on glibc; this is the one place that knows which.
public enum ThreadIdentity {
    /// The calling thread's `pthread_t` as an integer (its control block's address on every platform here).
    /// Inlinable: the response cache and the metrics ask on every request.
    @inlinable
    public static var current: UInt {
        #if os(Linux) && canImport(Glibc)
        return UInt(pthread_self())
        #else
        return UInt(bitPattern: pthread_self())
        #endif
    }
}
