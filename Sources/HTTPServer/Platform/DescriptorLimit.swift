#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's open-file limit, which caps connections before `maxConnections` does.
enum DescriptorLimit {
    /// Raises the soft `RLIMIT_NOFILE` toward `needed` (never past the hard limit, which needs
    /// privileges); logs when the cap cannot be reached, since accepts would then fail with `EMFILE`.
    static func ensure(_ needed: Int) {
        // glibc declares the resources as an enum of its own type; Darwin and musl as plain ints.
        #if os(Linux) && canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return }
        let wanted = rlim_t(max(0, needed))
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        if setrlimit(resource, &limit) != 0 || limit.rlim_cur < wanted {
            ServerLog.error(
                "open-file limit is \(limit.rlim_cur), below the \(needed) descriptors maxConnections needs")
        }
    }
}
