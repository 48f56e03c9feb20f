import Foundation
import NavGraphLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder each snapshot archive is unpacked in: `navgraph-snapshot-<pid>-<UUID>` in the scratch directory.
/// The process id in the name tells, at the next start, a folder a crashed or killed server left (its process
/// is gone) from one a running server is still using (never touched), even when servers share the directory.
enum ScratchFolder {
    static let prefix = "navgraph-snapshot-"

    /// A new, unused folder name for this process under `directory`.
    static func make(in directory: URL) -> URL {
        directory.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
    }

    /// The process that made the folder `name`, or nil for a name `make` did not give (left alone).
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
            UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
        else { return nil }
        return pid
    }

    /// Removes the folders under `directory` whose process is no longer running; returns their names. A folder
    /// that cannot be removed is told on standard error and left.
    @discardableResult
    static func removeStale(in directory: URL) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            serviceLog.warning("cannot list the scratch folder \(directory.path): \(error)")
            return []
        }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = owner(of: name), !isRunning(pid) else { continue }
            do {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                removed.append(name)
            } catch {
                serviceLog.warning("cannot remove the stale snapshot folder \(name): \(error)")
            }
        }
        return removed
    }

    /// Whether process `pid` exists (signal 0 checks without sending; EPERM: it exists, as another user's).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
