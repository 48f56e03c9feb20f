import Synchronization

/// The projects whose graph some thread is building, or which a write of this process is changing, counted
/// per project (two writes may build at once), with the newest revision a change notice told of meanwhile.
final class ProjectsInFlight: Sendable {
    private struct Work {
        var count = 0
        /// The newest revision a change notice told while work was under way (`GraphCache.apply`).
        var heard: Int?
    }

    private let work = Mutex<[String: Work]>([:])

    /// Marks a build (or a write and the build after it) of `project` as started.
    func enter(_ project: String) {
        work.withLock { $0[project, default: Work()].count += 1 }
    }

    /// Marks a build of `project` as finished (built or failed). Answers the revision heard while it was in
    /// flight when this was its last work, for the caller to check against the graph it now holds.
    @discardableResult
    func leave(_ project: String) -> Int? {
        work.withLock { work in
            guard var entry = work[project] else { return nil }
            entry.count -= 1
            guard entry.count > 0 else {
                work[project] = nil
                return entry.heard
            }
            work[project] = entry
            return nil
        }
    }

    /// Notes that a change notice told of `revision` of `project`, when work on it is under way: its last
    /// `leave` answers that revision. `false` (nothing noted) when no work on it is under way.
    func note(_ project: String, heard revision: Int) -> Bool {
        work.withLock { work in
            guard var entry = work[project] else { return false }
            entry.heard = max(entry.heard ?? revision, revision)
            work[project] = entry
            return true
        }
    }

    /// The projects with a build under way.
    var names: Set<String> {
        work.withLock { Set($0.keys) }
    }
}
