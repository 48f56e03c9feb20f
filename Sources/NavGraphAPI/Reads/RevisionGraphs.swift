import Foundation
import SingleFlight
import Storage
import StoryboardImport
import StoryboardModel
import Synchronization

/// Graphs of old project revisions (`?revision=R`, `/diff`), built on demand from the stored history and
/// kept in a small cache bounded both in graphs and in (estimated) bytes: an old revision never changes, so
/// an entry stays right until its project goes. Builds run on heavy-read threads, never an event loop (the
/// routes that read old revisions are `.heavy`).
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
        var bytes: Int
    }

    private struct Entries {
        /// Most recently used last.
        var list: [Entry] = []
        var bytes = 0
        var evictions = 0
        /// Graphs built since start-up.
        var builds = 0
    }

    /// What the cache holds now (for `/metrics` and tests).
    struct Usage: Equatable {
        var graphs: Int
        var bytes: Int
        var evictions: Int
    }

    private let store: any NavigationStore
    // Read by every heavy-read thread at once: one lock, never held while building.
    private let entries = Mutex(Entries())
    /// Builds in progress, by project and revision (single flight: one build per revision at a time).
    private let flights = SingleFlight<String, Answer, any Error>()
    /// How many old graphs are kept.
    let capacity: Int
    /// The most estimated bytes the kept graphs may take together (see `estimatedBytes`).
    let capacityBytes: Int
    /// Called before each build (tests hold a build to see that nothing else waits for it).
    let beforeBuild = Mutex<(@Sendable () -> Void)?>(nil)

    /// Bytes a graph is estimated to take per scene and per segue: the model (ids, classes, identifiers,
    /// attributes), the graph's node or edge, and its indexes. The parsed XML is not kept, so a scene's
    /// count, not the source's size, is what the graph costs. It errs high: a 3,500-scene app (5 MB of XML)
    /// measured 5.4 MiB per kept graph against 10.2 MiB estimated (Benchmarks/revision-memory.py).
    static let bytesPerScene = 2048
    static let bytesPerSegue = 1024

    init(store: any NavigationStore, capacity: Int = 4, capacityBytes: Int = RevisionGraphs.defaultCapacityBytes) {
        self.store = store
        self.capacity = max(1, capacity)
        self.capacityBytes = max(0, capacityBytes)
    }

    /// The default byte budget: 64 MiB.
    static let defaultCapacityBytes = 64 << 20

    /// The estimated memory of `graph`: `bytesPerScene` per scene plus `bytesPerSegue` per segue.
    static func estimatedBytes(of graph: NavigationGraph) -> Int {
        graph.sceneCount * bytesPerScene + graph.segueCount * bytesPerSegue
    }

    /// The graph of `project` at `revision`, from the cache or built from the history. With `keep` false a
    /// graph built here is not kept (a diff's graphs live only as long as its request). A build stops with
    /// `WorkCancelled` once `cancellation` fires; one asker waiting for a build another stopped builds it again.
    func graph(
        project: String, revision: Int, keep: Bool = true, cancellation: CancellationFlag = .never
    ) throws -> Answer {
        while true {
            do {
                return try cachedOrBuilt(project: project, revision: revision, keep: keep, cancellation: cancellation)
            } catch is WorkCancelled where !cancellation.isCancelled {
                // The build this asker waited for was stopped for its own asker: this one still wants it.
                continue
            }
        }
    }

    private func cachedOrBuilt(
        project: String, revision: Int, keep: Bool, cancellation: CancellationFlag
    ) throws -> Answer {
        let hit = entries.withLock { entries -> NavigationGraph? in
            guard let index = entries.list.firstIndex(where: { $0.project == project && $0.revision == revision })
            else { return nil }
            let entry = entries.list.remove(at: index)
            entries.list.append(entry)
            return entry.graph
        }
        if let hit { return .graph(hit) }
        // Everyone asking for a revision being built waits for that build instead of building it again.
        return try flights.run(Self.key(project, revision)) { () throws -> Answer in
            try cancellation.check()
            // The revision's nibs in the same snapshot as its storyboards.
            let (lookup, nibs) = try store.read { operations in
                let lookup = try operations.revision(revision, project: project)
                guard case .kept = lookup else { return (lookup, [StoredNib]()) }
                return (lookup, try operations.nibSources(project: project, revision: revision))
            }
            switch lookup {
            case .pruned(let oldest): return .pruned(oldest: oldest)
            case .future(let latest): return .future(latest: latest)
            case .kept(let snapshot):
                beforeBuild.withLock { $0 }?()
                entries.withLock { $0.builds += 1 }
                let graph = try Self.build(snapshot, nibs: nibs, cancellation: cancellation)
                if keep {
                    insert(
                        Entry(
                            project: project, revision: revision, graph: graph, bytes: Self.estimatedBytes(of: graph)))
                }
                return .graph(graph)
            }
        }
    }

    private static func key(_ project: String, _ revision: Int) -> String { project + "\u{1}" + String(revision) }

    /// How many are asking for `project` at `revision` while it is being built (0 when it is not).
    func askers(project: String, revision: Int) -> Int {
        flights.askers(for: Self.key(project, revision))
    }

    /// Old-revision graphs built since start-up.
    var builds: Int { entries.withLock { $0.builds } }

    /// Keeps `entry`, evicting the least recently used until both bounds hold; a graph over half the byte
    /// budget on its own is not kept (two of them, a diff's, would fill it).
    private func insert(_ entry: Entry) {
        guard entry.bytes * 2 <= capacityBytes else { return }
        entries.withLock { entries in
            if let index = entries.list.firstIndex(where: {
                $0.project == entry.project && $0.revision == entry.revision
            }) {
                entries.bytes -= entries.list.remove(at: index).bytes
            }
            entries.list.append(entry)
            entries.bytes += entry.bytes
            while entries.list.count > capacity || entries.bytes > capacityBytes {
                entries.bytes -= entries.list.removeFirst().bytes
                entries.evictions += 1
            }
        }
    }

    /// What the cache holds now.
    var usage: Usage {
        entries.withLock { Usage(graphs: $0.list.count, bytes: $0.bytes, evictions: $0.evictions) }
    }

    /// Forgets every graph of `project` (deleted: a new project of that name has other revisions).
    func forget(_ project: String) {
        entries.withLock { entries in
            entries.list.removeAll { $0.project == project }
            entries.bytes = entries.list.reduce(0) { $0 + $1.bytes }
        }
    }

    /// The graph of a snapshot with the `nibs` of its revision: stored sources are parsed again as a PUT parses
    /// them, models used as they are. Stops with `WorkCancelled` between storyboards once `cancellation` fires.
    static func build(
        _ snapshot: RevisionSnapshot, nibs: [StoredNib], cancellation: CancellationFlag = .never
    ) throws -> NavigationGraph {
        var storyboards: [Storyboard] = []
        for item in snapshot.storyboards {
            try cancellation.check()
            var storyboard: Storyboard
            switch item.content {
            case .source(let bytes): storyboard = try BundleInput.storyboard(bytes, name: item.name)
            case .storyboard(let stored): storyboard = stored
            }
            storyboard.name = item.name
            storyboard.revision = item.revision
            storyboards.append(storyboard)
        }
        let models = try StoredNibModels.models(nibs, of: snapshot.project.name, cancellation: cancellation)
        try cancellation.check()
        return NavigationGraph(project: snapshot.project, storyboards: storyboards, code: snapshot.code, nibs: models)
    }
}
