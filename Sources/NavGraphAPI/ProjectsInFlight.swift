import Synchronization

/// The projects whose graph some thread is building, counted per project (two writes may build at once).
final class ProjectsInFlight: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    /// Marks a build of `project` as started.
    func enter(_ project: String) {
        counts.withLock { $0[project, default: 0] += 1 }
    }

    /// Marks a build of `project` as finished (built or failed).
    func leave(_ project: String) {
        counts.withLock { counts in
            guard let count = counts[project] else { return }
            counts[project] = count > 1 ? count - 1 : nil
        }
    }

    /// The projects with a build under way.
    var names: Set<String> {
        counts.withLock { Set($0.keys) }
    }
}
