import Foundation
import NavGraphLog
import Storage
import Synchronization

/// A file of zeros kept beside the database, deleted when the disk is full so that a delete can still
/// commit (docs/http-api.md, "Limits": space must be freeable through the API on a full disk).
///
/// A delete in WAL mode appends the pages it changes to the WAL, so it needs a little free space just when
/// there is none. Removing the reserve gives it that space; the reserve is made again once a later write
/// succeeds and there is room.
final class DiskReserve: Sendable {
    /// The reserve file's path: the database's plus `-reserve`.
    let path: String
    /// Its size in bytes (0: no reserve).
    let size: Int
    /// When the reserve was last found missing and could not be made (monotonic seconds), to retry rarely.
    private let lastFailure = Mutex<Double?>(nil)

    /// How long to wait before trying again to make a reserve that could not be made.
    static let retryInterval = 10.0

    init(databasePath: String, size: Int) {
        self.path = databasePath + "-reserve"
        self.size = max(0, size)
    }

    /// Whether the reserve file exists now.
    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Makes the reserve if it is missing and there is room; a reserve that cannot be written (the disk is
    /// full) is removed again and retried after `retryInterval` (at once when `now`). Failures are logged,
    /// never thrown: the store works without a reserve, only a delete on a full disk then may fail.
    func ensure(now immediately: Bool = false) {
        guard size > 0, !exists else { return }
        let now = ProcessInfo.processInfo.systemUptime
        let due = lastFailure.withLock { last in immediately || last.map { now - $0 >= Self.retryInterval } ?? true }
        guard due else { return }
        do {
            try Data(count: size).write(to: URL(fileURLWithPath: path))
            lastFailure.withLock { $0 = nil }
        } catch {
            lastFailure.withLock { $0 = now }
            release()
            Self.log("cannot keep \(size) bytes in reserve at '\(path)' (\(error.localizedDescription))")
        }
    }

    /// Deletes the reserve; `true` when there was one to delete.
    @discardableResult
    func release() -> Bool {
        guard exists else { return false }
        do {
            try FileManager.default.removeItem(atPath: path)
            return true
        } catch {
            Self.log("cannot remove the disk reserve '\(path)' (\(error.localizedDescription))")
            return false
        }
    }

    private static func log(_ message: String) {
        storageLog.warning(message)
    }
}
