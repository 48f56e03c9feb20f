import Foundation
import Storage
import StoryboardImport
import StoryboardModel
import Synchronization

/// Graphs of old project revisions (`?revision=R`, `/diff`), built on demand from the stored history and
/// kept in a small cache: an old revision never changes, so an entry stays right until its project goes.
final class RevisionGraphs: Sendable {
    /// A graph of `project` at `revision`, or why there is none.
    enum Answer {
        case graph(NavigationGraph)
        case pruned(oldest: Int?)
        case future(latest: Int)
    }

    private struct Entry {
        var project: String
        var revision: Int
        var graph: NavigationGraph
    }

    private let store: any NavigationStore
    /// Most recently used last.
    private let entries = Mutex<[Entry]>([])
    /// How many old graphs are kept.
    let capacity: Int

    init(store: any NavigationStore, capacity: Int = 4) {
        self.store = store
        self.capacity = max(1, capacity)
    }

    /// The graph of `project` at `revision`, from the cache or built from the history.
    func graph(project: String, revision: Int) throws -> Answer {
        let hit = entries.withLock { entries -> NavigationGraph? in
            guard let index = entries.firstIndex(where: { $0.project == project && $0.revision == revision })
            else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.graph
        }
        if let hit { return .graph(hit) }
        switch try store.revision(revision, project: project) {
        case .pruned(let oldest): return .pruned(oldest: oldest)
        case .future(let latest): return .future(latest: latest)
        case .kept(let snapshot):
            let graph = try Self.build(snapshot)
            entries.withLock { entries in
                entries.removeAll { $0.project == project && $0.revision == revision }
                entries.append(Entry(project: project, revision: revision, graph: graph))
                if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
            }
            return .graph(graph)
        }
    }

    /// Forgets every graph of `project` (deleted: a new project of that name has other revisions).
    func forget(_ project: String) {
        entries.withLock { $0.removeAll { $0.project == project } }
    }

    /// The graph of a snapshot: stored sources are parsed again as a PUT parses them, models used as they are.
    static func build(_ snapshot: RevisionSnapshot) throws -> NavigationGraph {
        var storyboards: [Storyboard] = []
        for item in snapshot.storyboards {
            var storyboard: Storyboard
            switch item.content {
            case .source(let bytes): storyboard = try StoryboardParser.parse(bytes, name: item.name).normalizingNames()
            case .storyboard(let stored): storyboard = stored
            }
            storyboard.name = item.name
            storyboard.revision = item.revision
            storyboards.append(storyboard)
        }
        return NavigationGraph(project: snapshot.project, storyboards: storyboards)
    }
}
