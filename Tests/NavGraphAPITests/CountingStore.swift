import Storage
import StoryboardModel
import Synchronization
import TestSupport

/// A store that forwards every operation to `inner` (`StoreDecorator`) and notes the storyboards each read
/// brings back in full (scenes and segues), so a test can tell what a write made the server read.
final class CountingStore: StoreDecorator {
    let inner: any NavigationStore
    private let read = Mutex<[String]>([])

    init(_ inner: any NavigationStore) {
        self.inner = inner
    }

    /// The storyboards read in full since the last `reset`, in the order read.
    var storyboardsRead: [String] { read.withLock { $0 } }

    func reset() {
        read.withLock { $0 = [] }
    }

    private func noting<T>(_ names: [String], _ value: T) -> T {
        read.withLock { $0 += names }
        return value
    }

    // The reads that bring storyboards back in full; every other operation is forwarded as it is.

    func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        noting([name], try inner.storyboard(project: project, name: name))
    }
    func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        let all = try inner.allStoryboards(project: project)
        return noting(all.map(\.name), all)
    }
    func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        let snapshot = try inner.projectSnapshot(name)
        return noting(snapshot.storyboards.map(\.name), snapshot)
    }
    func storyboardChanges(_ name: String, known: [String: Int]) throws(StoreError) -> StoryboardChanges {
        let changes = try inner.storyboardChanges(name, known: known)
        return noting(changes.changed.map(\.name), changes)
    }
}
