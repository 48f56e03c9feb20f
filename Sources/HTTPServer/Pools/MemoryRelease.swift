import Dispatch
import Synchronization

#if os(Linux) && canImport(Glibc) && canImport(CLinuxShim)
import CLinuxShim
#endif

/// Gives freed heap memory back to the operating system after large requests.
///
/// glibc's allocator keeps freed memory in its arenas (one per busy thread) and raises its mmap threshold
/// each time a large mmapped block is freed, so after a burst of large uploads the process keeps its peak
/// size although nothing uses it. A fixed threshold keeps very large buffers (a 30 MB upload) in their own
/// mappings, which `free` returns at once; a storyboard of ordinary size (a megabyte) stays in the arena, whose
/// freed pages the next write reuses instead of faulting in fresh ones (mapped, the 850 KB PUT of
/// `Benchmarks/scale.sh` faulted about 1,400 pages more per write). `malloc_trim`, soon after a burst of writes,
/// returns the free pages inside the arenas. Elsewhere both are no-ops.
public enum MemoryRelease {
    /// Blocks at least this large are mapped on their own, so freeing one unmaps it (glibc `M_MMAP_THRESHOLD`);
    /// the arena keeps up to twice this free at its top before giving it back (`M_TRIM_THRESHOLD`).
    public static let mmapThreshold: Int32 = 4 * 1024 * 1024

    private static let pending = Mutex(false)
    private static let queue = DispatchQueue(label: "navgraph.memory-release", qos: .utility)

    /// Fixes the allocator's mmap threshold; call once at start-up, before threads allocate much.
    public static func configure() {
        #if os(Linux) && canImport(Glibc) && canImport(CLinuxShim)
        // Returns 1 on success; a failure only means memory is returned less eagerly.
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, 2 * mmapThreshold)
        #endif
    }

    /// Returns free heap pages to the system now (on the calling thread).
    public static func trim() {
        #if os(Linux) && canImport(Glibc) && canImport(CLinuxShim)
        _ = malloc_trim(0)
        #endif
    }

    /// Trims soon on a background queue; calls in a burst (one per write) coalesce into one trim.
    public static func trimSoon(after seconds: Double = 0.2) {
        let alreadyPending = pending.withLock { pending in
            defer { pending = true }
            return pending
        }
        if alreadyPending { return }
        queue.asyncAfter(deadline: .now() + seconds) {
            pending.withLock { $0 = false }
            trim()
        }
    }
}
