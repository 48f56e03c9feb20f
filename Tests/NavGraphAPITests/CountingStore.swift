import Storage
import StoryboardModel
import Synchronization
import TestSupport

/// A store that runs every read and write on `inner` (`StoreDecorator`) and notes the storyboards each read
/// brings back in full (scenes and segues), so a test can tell what a write made the server read.
final class CountingStore: StoreDecorator {
    let inner: any NavigationStore
    private let noted = Mutex<[String]>([])

    init(_ inner: any NavigationStore) {
        self.inner = inner
    }

    /// The storyboards read in full since the last `reset`, in the order read.
    var storyboardsRead: [String] { noted.withLock { $0 } }

    func reset() {
        noted.withLock { $0 = [] }
    }

    // The reads that bring storyboards back in full (`storyboard`, `allStoryboards`, `projectSnapshot`,
    // `storyboardChanges`), told by what they answer; every read and write runs as it is.

    func read<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        noting(try inner.read(body))
    }
    func readOne<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        noting(try inner.readOne(body))
    }

    private func noting<T>(_ value: T) -> T {
        let names: [String] =
            switch value {
            case let storyboard as Storyboard: [storyboard.name]
            case let storyboards as [Storyboard]: storyboards.map(\.name)
            case let snapshot as (project: Project, storyboards: [Storyboard], code: CodeNavigation, nibs: [StoredNib]):
                snapshot.storyboards.map(\.name)
            case let changes as StoryboardChanges: changes.changed.map(\.name)
            default: []
            }
        noted.withLock { $0 += names }
        return value
    }
}
