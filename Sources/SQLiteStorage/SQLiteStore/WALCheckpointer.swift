import Dispatch
import Foundation
import NavGraphLog
import Synchronization

/// Folds the WAL into the database file after the commits that grew it, on a queue of its own and its own
/// connection, so that no write waits for the copy and its two flushes (issue 22: a 500-scene storyboard's
/// PUT spent a third of its time in the automatic checkpoint of every second commit).
///
/// The same work SQLite's automatic checkpoint does at the same size (`threshold` pages, its default), with the
/// same durability: `synchronous=NORMAL` flushes the WAL and the database file at each checkpoint, and a commit
/// is durable across a crash of the process once it is in the WAL, checkpointed or not. A passive checkpoint runs
/// beside writers (they append to the WAL meanwhile) and readers (it stops at the oldest page one still needs).
final class WALCheckpointer: Sendable {
    /// The WAL size in pages from which a commit asks for a checkpoint: SQLite's own automatic threshold.
    static let threshold = 1000
    /// The WAL size in pages from which the writer truncates the WAL itself after its commit (about 8 MB of
    /// 4 KiB pages). Under sustained writes the passive checkpoints never catch up with the last commit, so the
    /// WAL never starts over and its file grew to 12 to 45 MB at 1,000 to 1,800 writes/s; past this size one
    /// write in about a thousand pays the checkpoint of what the passive ones left, and the truncation.
    static let limit = 2 * threshold

    private let path: String
    private let queue = DispatchQueue(label: "navgraph.sqlite-checkpoint")
    /// Whether a checkpoint is queued and not yet started, and whether the store closed.
    private let flags = Mutex<(pending: Bool, closed: Bool)>((false, false))
    /// The checkpointing connection, opened on first use; held while a checkpoint runs.
    private let connection = Mutex<SQLiteConnection?>(nil)

    init(path: String) {
        self.path = path
    }

    /// Asks for a checkpoint soon; does nothing when one is queued already or the store is closed.
    func request() {
        let schedule = flags.withLock { flags in
            guard !flags.pending, !flags.closed else { return false }
            flags.pending = true
            return true
        }
        if schedule { queue.async { [self] in checkpoint() } }
    }

    /// Stops checkpointing and closes the connection (waiting for a checkpoint under way).
    func close() {
        flags.withLock { $0.closed = true }
        connection.withLock { $0 = nil }
    }

    /// Waits until the checkpoints asked for so far are done (for tests).
    func drain() {
        queue.sync {}
    }

    /// Runs `body` once the checkpoints asked for so far are done, with none starting until it returns: on a
    /// full disk, the room a write makes by truncating the WAL and giving up the reserve must go to that write,
    /// not to a checkpoint growing the database file beside it (nor may a passive checkpoint make the
    /// `TRUNCATE` one fail).
    func excluding<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let result = queue.sync { Result { () throws(Failure) -> Value in try body() } }
        return try result.get()
    }

    private func checkpoint() {
        // Cleared first: a commit during this checkpoint asks for the next one.
        guard
            !flags.withLock({ flags in
                flags.pending = false
                return flags.closed
            })
        else { return }
        connection.withLock { connection in
            do {
                if connection == nil { connection = try SQLiteConnection(path: path) }
                try connection?.checkpointPassively()
            } catch {
                // The WAL only stays longer; the next commit past the threshold asks again.
                storageLog.warning("WAL checkpoint failed (\(error))")
            }
        }
    }
}
