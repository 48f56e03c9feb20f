import Foundation
import HTTPServer
import NavGraphLog
import Storage
import StoryboardModel
import Synchronization

/// The navigation graph of each project, built once per project revision.
///
/// The only code that updates graphs and drops cached answers, and only as changes arrive: every write this
/// process commits, told by the store on the writing thread before the write returns (`StoreChanges`), and
/// other processes' writes, heard from the database (`follow`) or found by polling (`reconcile`). Both reach
/// `apply`; its update methods are private, so a route writes through the store and needs nothing more to
/// stay coherent. Reads (lookup, resolve, graph, routes, diagnostics, codegen) never build a graph nor touch
/// SQLite. A `Mutex` guards the map because event-loop and worker threads read it concurrently; building
/// happens outside the lock.
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
        follower.attach(self)
        store.changes.subscribe(follower)
    }

    /// Projects whose graph is being built or which a write of this process is changing right now (from inside
    /// its transaction until its change is applied); `reconcile` leaves them to that work, and a change notice
    /// heard meanwhile is left to its end (`apply`, `endWork`).
    private let building = ProjectsInFlight()
    /// What hears this process's writes from the store (held here: the store holds it weakly).
    private let follower = Follower()
    /// Graphs built since start-up (tests check that a write builds its project's graph once).
    let builds = Atomic<Int>(0)
    /// Of those, the ones built from every storyboard rather than from the cached graph and what changed.
    let fullBuilds = Atomic<Int>(0)

    /// The cached graph of `project`, building it if this process has not seen the project yet.
    func graph(for project: String) throws -> NavigationGraph {
        if let graph = graphs.withLock({ $0[project] }) { return graph }
        return try refresh(project)
    }

    /// Brings the graph of `project` up to date with storage.
    ///
    /// When the cached graph is exactly one revision behind, one write happened since: only the storyboards
    /// whose revision moved are read and rebuilt (`catchUp`). Otherwise (nothing cached, writes missed or
    /// seen out of order, the project deleted and made again) every storyboard is read and built. `written`:
    /// the storyboard the write just stored, as the store answered it (with its new revision); while storage
    /// still holds that revision of it, it is used as it is rather than read back. `madeRevision`: the project
    /// as the write of `written` left it, when that write changed nothing else; from the cached graph one
    /// revision before it, the new graph is that graph with `written`, and nothing is read.
    @discardableResult
    private func refresh(
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
                // One snapshot, so the graph's storyboards and nibs are exactly those of the revision it is keyed
                // on. The cached graph's nibs of the same project are not parsed again where they stayed.
                let snapshot = try store.read { try $0.projectSnapshot(project) }
                let known = base.flatMap { $0.project.createdAt == snapshot.project.createdAt ? $0.nibs : nil }
                graph = NavigationGraph(
                    project: snapshot.project, storyboards: snapshot.storyboards, code: snapshot.code,
                    nibs: try StoredNibModels.models(snapshot.nibs, of: project, known: known ?? []))
                fullBuilds.add(1, ordering: .relaxed)
            }
            builds.add(1, ordering: .relaxed)
            return keep(graph, for: project)
        }
    }

    /// Keeps `graph`, built from exactly what a write of this process committed (a snapshot's parsed
    /// storyboards as stored, the project the write left), as the graph of its project without reading the
    /// store again.
    private func install(_ graph: NavigationGraph) {
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
        // With whether the facts stayed: a write may change storyboards and facts.
        let changes = try store.readOne {
            try $0.storyboardChanges(base.project.name, known: known, after: base.project.revision)
        }
        let stored = changes.project
        guard stored.createdAt == base.project.createdAt else { return nil }
        if stored.revision == base.project.revision { return base }
        guard stored.revision == base.project.revision + 1 else { return nil }
        var changed = changes.changed
        if let written, changes.revisions[written.name] == written.revision, before != written.revision {
            changed.append(written)
        }
        let removed = changes.removed(from: known)
        // A write may change storyboards, the code navigation facts and nibs at once (an import with
        // `--sources`, another replica's snapshot): the whole project is read unless the history says the nibs
        // stayed, and either the facts stayed too (a write of storyboards) or only the facts changed (a write of
        // the facts alone, as `PUT .../code-navigation` makes: they were read in the same snapshot).
        guard changes.nibsUnchanged == true else { return nil }
        if changed.isEmpty, removed.isEmpty {
            guard changes.codeUnchanged == false, let code = changes.code, stored.module == base.project.module,
                stored.platform == base.project.platform, stored.mainStoryboards == base.project.mainStoryboards
            else { return nil }
            return base.updating(project: stored, changed: []).replacingCode(code)
        }
        guard changes.codeUnchanged == true else { return nil }
        return base.updating(project: stored, changed: changed, removed: removed)
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
    /// followed (each write of this process through `apply`; other processes' through `follow` or `reconcile`).
    func projects() -> [Project] {
        graphs.withLock { graphs in graphs.values.map(\.project) }.sorted { $0.name < $1.name }
    }

    /// Where replaced graphs of `freedElsewhereFrom` scenes or more are freed.
    private static let releases = DispatchQueue(label: "navgraph.graph-release", qos: .utility)
    /// About 60 microseconds of freeing (0.6 microseconds a scene).
    private static let freedElsewhereFrom = 100

    /// Forgets `project` (after it was deleted).
    private func remove(_ project: String) {
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
        // A project being rebuilt (after a write of this process, whose commit this check may have seen
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

    /// Starts `feed`, applying every change it tells and reconciling every project when it (re)connects.
    /// The callbacks hold the cache weakly: a feed outliving the service rebuilds nothing.
    func follow(_ feed: any StoreChangeFeed) {
        feed.start(
            changed: { [weak self] project, revision in
                try self?.apply(StoreChange(project: project, revision: revision), own: false)
            },
            resynchronize: { [weak self] in try self?.reconcile(leavingBuildsInFlight: false) })
    }

    /// Brings the graph of `change.project` to `change.revision` (0: deleted): the one way a change reaches
    /// the cache, whether this process wrote it (`own`: told by the store after the commit, on the writing
    /// thread) or another process did (heard from the feed).
    ///
    /// A revision the cache holds already costs one dictionary read. An own change is applied at once, from
    /// what it wrote when it tells (the stored storyboard: `refresh(written:madeRevision:)`; every storyboard of
    /// a snapshot: `install`), else by reading what changed. A heard notice of a project being written or built
    /// here is only noted: the feed often tells a process of its own write before that write's change is
    /// applied, and reading the project then would read it twice per write. The work's end checks the revision
    /// instead (`endWork`), and reads only when the graph is still older (another process's write).
    private func apply(_ change: StoreChange, own: Bool) throws {
        let project = change.project
        guard change.revision > 0 else {
            remove(project)
            return
        }
        if let cached = cachedRevision(of: project), cached >= change.revision { return }
        guard own else {
            if building.note(project, heard: change.revision) { return }
            // A build may have ended between the two looks: it kept the revision, or it heard nothing of this one.
            if let cached = cachedRevision(of: project), cached >= change.revision { return }
            return try readNoticed(project)
        }
        switch change.written {
        case .storyboard(let stored, let after):
            try refresh(project, written: stored, madeRevision: after)
        case .everything(let after, let storyboards, let code, let nibs):
            // A snapshot is the whole project: its storyboards, its facts (empty: none) and its nibs.
            Self.graphPhase?.begin()
            install(NavigationGraph(project: after, storyboards: storyboards, code: code, nibs: nibs))
        case .codeNavigation(let code, let after):
            try advance(project, to: after) { $0.replacingCode(code) }
        case .nib(let name, let nib, let after):
            // The nib stored (with its revision) replaces the graph's nib of its name, or none is left.
            try advance(project, to: after) { graph in
                graph.replacingNibs(graph.nibs.filter { $0.name != name } + (nib.map { [$0] } ?? []))
            }
        case nil:
            try refresh(project)
        }
    }

    /// The cached graph of `project`, made `change`d and moved to `after`, when it is of the revision right
    /// before `after` and nothing but what `change` does was written; else the project read again.
    private func advance(
        _ project: String, to after: Project, _ change: (NavigationGraph) -> NavigationGraph
    ) throws {
        _ = try changing(project) {
            guard let base = graphOfRevision(before: after) else { return try refresh(project) }
            builds.add(1, ordering: .relaxed)
            return keep(change(base.updating(project: after, changed: [])), for: project)
        }
    }

    /// The cached graph of `after`'s project when it is of the revision right before `after` (the write that
    /// made `after` came right after it); `nil` otherwise.
    private func graphOfRevision(before after: Project) -> NavigationGraph? {
        guard let base = graphs.withLock({ $0[after.name] }), base.project.revision + 1 == after.revision,
            base.project.createdAt == after.createdAt
        else { return nil }
        return base
    }

    /// `apply` of a change this process committed: its write is answered whatever happens here, so a graph
    /// that cannot be brought up to date (the database lost meanwhile) is forgotten rather than served old;
    /// the next read builds it.
    private func applyOwn(_ change: StoreChange) {
        do {
            try apply(change, own: true)
        } catch {
            serviceLog.warning("cannot update the graph of project '\(change.project)' after a write: \(error)")
            remove(change.project)
        }
    }

    /// Runs `body`, a rebuild of the graph of `project`, with the project marked as being built (`beginWork`
    /// before it, `endWork` after it, whatever it throws).
    private func changing<T>(_ project: String, _ body: () throws -> T) rethrows -> T {
        beginWork(on: project)
        defer { endWork(on: project) }
        return try body()
    }

    /// Marks `project` as being changed or rebuilt by this process; paired with `endWork(on:)`.
    private func beginWork(on project: String) {
        building.enter(project)
    }

    /// Ends what `beginWork(on:)` began. When it was the project's last work and a notice told of a revision
    /// newer than the graph now kept (another process's write), reads the project as `apply` would have.
    private func endWork(on project: String) {
        guard let heard = building.leave(project), (cachedRevision(of: project) ?? 0) < heard else { return }
        do {
            try readNoticed(project)
        } catch {
            // The write this ends has committed and must be answered; its notice is handled, so the feed will
            // not retry it. Forget the graph rather than keep one known to be old: the next read builds it.
            serviceLog.warning("cannot read project '\(project)' after a change notice: \(error)")
            remove(project)
        }
    }

    /// Reads `project` after a notice of another process's write.
    private func readNoticed(_ project: String) throws {
        do {
            try refresh(project)
        } catch StoreError.notFound {
            // Deleted again since the notification was sent; its own notification follows.
            remove(project)
        }
    }

    /// Hears this process's writes from the store (`StoreChangeSubscriber`) for the cache, which it holds
    /// weakly: the cache's update methods stay private.
    private final class Follower: StoreChangeSubscriber {
        private struct Target {
            weak var cache: GraphCache?
        }

        /// A `Mutex`: set once at start-up, read by every writing thread.
        private let target = Mutex(Target())

        func attach(_ cache: GraphCache) {
            target.withLock { $0.cache = cache }
        }

        private var cache: GraphCache? { target.withLock { $0.cache } }

        func changing(_ project: String) { cache?.beginWork(on: project) }
        func changed(_ change: StoreChange) { cache?.applyOwn(change) }
        func settled(_ project: String) { cache?.endWork(on: project) }
    }

    /// Where the graph phase of the write running on this thread begins (`apply` of a snapshot), for a caller
    /// that times its phases (the snapshot's `Server-Timing`); bound around the write.
    @TaskLocal static var graphPhase: PhaseMark?
}

/// The moment a phase began, set by whoever begins it on the thread the caller bound it to.
final class PhaseMark: Sendable {
    private let moment = Mutex<PhaseTimes.Moment?>(nil)

    init() {}

    /// Marks now as the phase's beginning.
    func begin() {
        moment.withLock { $0 = PhaseTimes.now() }
    }

    /// The phase's beginning, if it began.
    var began: PhaseTimes.Moment? { moment.withLock { $0 } }
}
