import Foundation
import HTTPServer
import Storage
import StoryboardModel
import Synchronization

/// The navigation graph of each project, built once per project revision.
///
/// Writes go through the API, which calls `refresh` after committing, so reads (lookup, resolve, graph,
/// routes, diagnostics, codegen) never build a graph nor touch SQLite. A `Mutex` guards the map because
/// event-loop and worker threads read it concurrently; building happens outside the lock.
final class GraphCache: Sendable {
    private let store: any NavigationStore
    private let graphs = Mutex<[String: NavigationGraph]>([:])
    /// Answers computed from graphs; a project's entries of other revisions go when its graph changes.
    private let responses: ResponseCache
    /// Graphs of old revisions (`?revision=R`), built from the history on demand.
    let revisions: RevisionGraphs

    init(
        store: any NavigationStore, responses: ResponseCache, revisionGraphs: Int = 4,
        revisionBytes: Int = RevisionGraphs.defaultCapacityBytes
    ) {
        self.store = store
        self.responses = responses
        self.revisions = RevisionGraphs(store: store, capacity: revisionGraphs, capacityBytes: revisionBytes)
    }

    /// Projects whose graph is being built or which a write is changing right now (`beginWork`); the watcher's
    /// `reconcile` leaves them to that build, and a change notice heard meanwhile is left to its end (`apply`).
    let building = ProjectsInFlight()
    /// Graphs built since start-up (tests check that a write builds its project's graph once).
    let builds = Atomic<Int>(0)
    /// Of those, the ones built from every storyboard rather than from the cached graph and what changed.
    let fullBuilds = Atomic<Int>(0)

    /// The cached graph of `project`, building it if this process has not seen the project yet.
    func graph(for project: String) throws -> NavigationGraph {
        if let graph = graphs.withLock({ $0[project] }) { return graph }
        return try refresh(project)
    }

    /// Brings the graph of `project` up to date with storage; call after every write to it.
    ///
    /// When the cached graph is exactly one revision behind, one write happened since: only the storyboards
    /// whose revision moved are read and rebuilt (`catchUp`). Otherwise (nothing cached, writes missed or
    /// seen out of order, the project deleted and made again) every storyboard is read and built. `written`:
    /// the storyboard the write just stored, as the store answered it (with its new revision); while storage
    /// still holds that revision of it, it is used as it is rather than read back. `madeRevision`: the project
    /// as the write of `written` left it, when that write changed nothing else; from the cached graph one
    /// revision before it, the new graph is that graph with `written`, and nothing is read.
    @discardableResult
    func refresh(
        _ project: String, written: Storyboard? = nil, madeRevision after: Project? = nil
    ) throws -> NavigationGraph {
        return try changing(project) {
            let base = graphs.withLock { $0[project] }
            let graph: NavigationGraph
            if let base, let written, let after, after.revision == base.project.revision + 1,
                after.createdAt == base.project.createdAt
            {
                // The write made revision `after.revision` under the project's lock from `base`'s revision: no
                // other write came between, and it changed `written` alone.
                graph = base.updating(project: after, changed: [written], removed: [])
            } else if let base, let caughtUp = try catchUp(base, written: written) {
                if caughtUp.project.revision == base.project.revision { return base }
                graph = caughtUp
            } else {
                // One snapshot, so the graph's storyboards are exactly those of the revision it is keyed on.
                let snapshot = try store.read { try $0.projectSnapshot(project) }
                graph = NavigationGraph(project: snapshot.project, storyboards: snapshot.storyboards)
                fullBuilds.add(1, ordering: .relaxed)
            }
            builds.add(1, ordering: .relaxed)
            return keep(graph, for: project)
        }
    }

    /// Keeps `graph`, which the caller built from exactly what it just committed (a snapshot's parsed
    /// storyboards, the project read after the commit), as the graph of its project without reading the
    /// store again; call between `beginWork` and `endWork`.
    func install(_ graph: NavigationGraph) {
        builds.add(1, ordering: .relaxed)
        fullBuilds.add(1, ordering: .relaxed)
        keep(graph, for: graph.project.name)
    }

    /// Keeps `graph` as the graph of `project` unless a newer revision is kept already; answers `graph`.
    @discardableResult
    private func keep(_ graph: NavigationGraph, for project: String) -> NavigationGraph {
        var replaced: NavigationGraph?
        let live = graphs.withLock { graphs in
            // Two writers may race; keep the newer revision.
            if let current = graphs[project], current.project.revision > graph.project.revision {
                return current.project.revision
            }
            replaced = graphs.updateValue(graph, forKey: project)
            return graph.project.revision
        }
        // Freeing a large graph takes a while (50,000 scenes: about 30 ms): not under the lock every first
        // read after a write takes, nor before the write is answered. A small one is freed here: handing it to
        // the queue would cost a thread's wake-up, more than the freeing.
        if let old = replaced {
            replaced = nil
            if old.sceneCount >= Self.freedElsewhereFrom { Self.releases.async { withExtendedLifetime(old) {} } }
        }
        responses.retain(project: project, revision: live)
        // The write's request body, parsed source and the old graph are garbage now: give the pages back.
        MemoryRelease.trimSoon()
        return graph
    }

    /// `base` brought to the stored revision when that is its own or the next one, reading only the
    /// storyboards whose revision differs from base's (one snapshot); `nil` when a full build is needed. One
    /// revision ahead means one write, which changed the storyboards whose revision moved (a storyboard's
    /// revision grows with every change to it) or only the project.
    /// `written` (see `refresh`) is not read again: it is asked for as known at its new revision, and put in
    /// when storage answers that revision for it (a storyboard's revision never repeats, so that is it).
    private func catchUp(_ base: NavigationGraph, written: Storyboard?) throws -> NavigationGraph? {
        var known = Dictionary(base.storyboards.map { ($0.name, $0.revision) }, uniquingKeysWith: { first, _ in first })
        let before = written.flatMap { known[$0.name] }
        if let written { known[written.name] = written.revision }
        let changes = try store.readOne { try $0.storyboardChanges(base.project.name, known: known) }
        let stored = changes.project
        guard stored.createdAt == base.project.createdAt else { return nil }
        if stored.revision == base.project.revision { return base }
        guard stored.revision == base.project.revision + 1 else { return nil }
        var changed = changes.changed
        if let written, changes.revisions[written.name] == written.revision, before != written.revision {
            changed.append(written)
        }
        return base.updating(project: stored, changed: changed, removed: changes.removed(from: known))
    }

    /// The revision of the cached graph of `project`; `nil` when this process holds none.
    func cachedRevision(of project: String) -> Int? {
        graphs.withLock { $0[project]?.project.revision }
    }

    /// The storyboard `name` of the cached graph of `project`, as stored at its revision; `nil` when this
    /// process holds no graph of the project or the graph no such storyboard. Never reads the store.
    func cachedStoryboard(project: String, name: String) -> Storyboard? {
        graphs.withLock { $0[project] }?.storyboard(named: name)
    }

    /// The project of every cached graph, sorted by name: every project, once `warm` ran and changes are
    /// followed (each write of this process refreshes its project; other processes' through `reconcile`).
    func projects() -> [Project] {
        graphs.withLock { graphs in graphs.values.map(\.project) }.sorted { $0.name < $1.name }
    }

    /// Where replaced graphs of `freedElsewhereFrom` scenes or more are freed.
    private static let releases = DispatchQueue(label: "navgraph.graph-release", qos: .utility)
    /// About 60 microseconds of freeing (0.6 microseconds a scene).
    private static let freedElsewhereFrom = 100

    /// Forgets `project` (after it was deleted).
    func remove(_ project: String) {
        _ = graphs.withLock { $0.removeValue(forKey: project) }
        revisions.forget(project)
        responses.retain(project: project, revision: nil)
        MemoryRelease.trimSoon()
    }

    /// Builds the graph of every project (at start-up).
    func warm() throws {
        for project in try store.readOne({ try $0.listProjects() }) {
            try refresh(project.name)
        }
    }

    /// Catches up with writes made by other processes on the same database (`navgraph import` beside a
    /// running server): rebuilds every project whose stored revision differs from its cached graph's and
    /// forgets deleted ones. One small query when nothing changed; called from a timer, never from a read.
    /// `leavingBuildsInFlight`: the polling watcher leaves a project being rebuilt to that build (its next
    /// tick catches anything the build missed); a change feed catching up after a reconnect has no next tick,
    /// so it rebuilds every project that differs.
    func reconcile(leavingBuildsInFlight: Bool = true) throws {
        let stored = try store.readOne { try $0.listProjects() }
        let cached = graphs.withLock { graphs in graphs.mapValues(\.project.revision) }
        // A project being rebuilt (after a write through the API, whose commit this check may have seen
        // first) is left to that build: rebuilding it here too would double the work of every write. A write
        // by another process that the build missed differs on the next check.
        let busy = leavingBuildsInFlight ? building.names : []
        for project in stored where cached[project.name] != project.revision && !busy.contains(project.name) {
            try refresh(project.name)
        }
        let names = Set(stored.map(\.name))
        for name in cached.keys where !names.contains(name) {
            remove(name)
        }
    }
}
