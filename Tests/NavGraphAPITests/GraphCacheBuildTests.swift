import Foundation
import SQLiteStorage
import Storage
import StoryboardImport
import StoryboardModel
import Synchronization
import Testing

@testable import NavGraphAPI

/// A write costs one graph build: the external-change watcher's check (`reconcile`) leaves a project whose
/// graph is being built to that build, and builds once what another process wrote (issue 10, at 50,000
/// scenes a build is about 200 ms).
@Suite(.tags(.inProcess)) struct GraphCacheBuildTests {
    /// A store in a temp folder with one project of one storyboard, and a cache over it.
    final class Fixture {
        let folder: URL
        let store: SQLiteStore
        let cache: GraphCache

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            store = try SQLiteStore(
                path: folder.appendingPathComponent("db.sqlite").path,
                migrationsDirectory: TestEnvironment.repositoryRoot.appendingPathComponent("Migrations"))
            _ = try store.write { try $0.createProject(Project(name: "demo")) }
            _ = try store.putStoryboard(project: "demo", storyboard: Self.storyboard(title: "One"))
            cache = GraphCache(store: store, responses: ResponseCache())
        }

        static func storyboard(title: String) -> Storyboard {
            var storyboard = Storyboard(name: "Main")
            storyboard.scenes = [
                Scene(id: "vc", kind: "viewController", customClass: "HomeViewController", title: title)
            ]
            storyboard.initialScene = "vc"
            return storyboard
        }

        /// A second store on the same database file, as another process opens it.
        func anotherProcess() throws -> SQLiteStore {
            try SQLiteStore(
                path: folder.appendingPathComponent("db.sqlite").path,
                migrationsDirectory: TestEnvironment.repositoryRoot.appendingPathComponent("Migrations"))
        }

        func title() throws -> String? {
            try cache.graph(for: "demo").scene(SceneRef(storyboard: "Main", scene: "vc"))?.title
        }

        deinit {
            store.close()
            do {
                try FileManager.default.removeItem(at: folder)
            } catch {
                Issue.record("cannot remove \(folder.path): \(error)")
            }
        }
    }

    @Test func aWriteRefreshedByItsRequestIsNotBuiltAgainByTheWatcher() throws {
        let fixture = try Fixture()
        #expect(try fixture.title() == "One")
        #expect(fixture.cache.builds.load(ordering: .relaxed) == 1)

        // The write brings the graph up to date itself (`StoreChanges`), before it returns.
        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        try fixture.cache.reconcile()
        #expect(try fixture.title() == "Two")
        #expect(fixture.cache.builds.load(ordering: .relaxed) == 2)
    }

    @Test func aCheckDuringABuildLeavesTheProjectToIt() throws {
        let fixture = try Fixture()
        // The commit is visible and the write's own build is under way when the watcher looks: a subscriber
        // told of the change before the cache (subscribed before it) looks then.
        let probe = ChangeProbe()
        fixture.store.changes.subscribe(probe)
        let cache = GraphCache(store: fixture.store, responses: ResponseCache())
        let title: @Sendable () throws -> String? = {
            try cache.graph(for: "demo").scene(SceneRef(storyboard: "Main", scene: "vc"))?.title
        }
        #expect(try title() == "One")
        probe.look.withLock { look in
            look = {
                try cache.reconcile()
                #expect(cache.builds.load(ordering: .relaxed) == 1)
                #expect(try title() == "One")
            }
        }
        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        #expect(probe.calls.load(ordering: .relaxed) == 1)

        // The write's own build kept its revision: the next checks build nothing more.
        try cache.reconcile()
        try cache.reconcile()
        #expect(cache.builds.load(ordering: .relaxed) == 2)
        #expect(try title() == "Two")
    }

    @Test func aProjectStaysInFlightUntilItsLastBuildEnds() {
        let inFlight = ProjectsInFlight()
        inFlight.enter("demo")
        inFlight.enter("demo")
        inFlight.leave("demo")
        #expect(inFlight.names == ["demo"])
        inFlight.leave("demo")
        #expect(inFlight.names.isEmpty)
        inFlight.leave("demo")
        #expect(inFlight.names.isEmpty)
    }

    /// Another process's nib write reads the project whole (nibs included); its storyboard write next reads only
    /// that storyboard, the history telling that the nibs stayed; this process's own nib write reads nothing.
    @Test func nibsWrittenElsewhereAreReadAndKeptAcrossStoryboardWrites() throws {
        let fixture = try Fixture()
        _ = try fixture.cache.graph(for: "demo")
        let other = try fixture.anotherProcess()
        defer { other.close() }
        let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/ProfileCell.xib")
        let nib = try BundleInput.nib(bytes, name: "ProfileCell")
        _ = try other.write { try $0.putNib(project: "demo", nib: nib, source: bytes, ifMatch: nil) }
        let full = fixture.cache.fullBuilds.load(ordering: .relaxed)
        try fixture.cache.reconcile()
        #expect(try fixture.cache.graph(for: "demo").nibs.map(\.name) == ["ProfileCell"])
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full + 1)

        _ = try other.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        try fixture.cache.reconcile()
        #expect(try fixture.title() == "Two")
        #expect(try fixture.cache.graph(for: "demo").nibs.map(\.name) == ["ProfileCell"])
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full + 1)

        let builds = fixture.cache.builds.load(ordering: .relaxed)
        _ = try fixture.store.write { try $0.deleteNib(project: "demo", nib: "ProfileCell", ifMatch: nil) }
        #expect(try fixture.cache.graph(for: "demo").nibs.isEmpty)
        #expect(fixture.cache.builds.load(ordering: .relaxed) == builds + 1)
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full + 1)
    }

    /// Another process's write of the facts alone is caught up with from the facts read in the same snapshot as
    /// the history that tells what changed: no storyboard is read again (no full build); a write of facts and
    /// project attributes together, or of neither, still reads the project whole.
    @Test func factsWrittenElsewhereAloneAreReadWithoutTheStoryboards() throws {
        let fixture = try Fixture()
        _ = try fixture.cache.graph(for: "demo")
        let other = try fixture.anotherProcess()
        defer { other.close() }
        let push = CodeEdge(
            from: "HomeViewController", to: .viewController("AboutViewController"), kind: .push,
            location: SourceLocation(file: "App/Home.swift", line: 12))
        let full = fixture.cache.fullBuilds.load(ordering: .relaxed)
        let builds = fixture.cache.builds.load(ordering: .relaxed)
        _ = try other.write {
            try $0.putCodeNavigation(project: "demo", document: CodeNavigation(edges: [push]), ifMatch: nil)
        }
        try fixture.cache.reconcile()
        let graph = try fixture.cache.graph(for: "demo")
        #expect(graph.codeNavigation.edges == [push])
        #expect(graph.project.revision == (try fixture.store.read { try $0.project("demo") }).revision)
        #expect(try fixture.title() == "One")
        #expect(fixture.cache.builds.load(ordering: .relaxed) == builds + 1)
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full)

        // The facts removed elsewhere: the graph has none, still without a full build.
        _ = try other.write { try $0.putCodeNavigation(project: "demo", document: nil, ifMatch: nil) }
        try fixture.cache.reconcile()
        #expect(try fixture.cache.graph(for: "demo").codeNavigation.edges.isEmpty)
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full)

        // A write of neither storyboards, facts nor nibs (the module) reads the project whole, as before.
        _ = try other.write { try $0.updateProject("demo", module: "Renamed", platform: nil) }
        try fixture.cache.reconcile()
        #expect(try fixture.cache.graph(for: "demo").project.module == "Renamed")
        #expect(fixture.cache.fullBuilds.load(ordering: .relaxed) == full + 1)
    }

    /// A stored nib the parser cannot read (bytes another version stored) is left out of the graph, whose
    /// storyboards and other nibs are still served.
    @Test func aStoredNibThatCannotBeReadIsLeftOutOfTheGraph() throws {
        let fixture = try Fixture()
        let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/ProfileCell.xib")
        let nib = try BundleInput.nib(bytes, name: "ProfileCell")
        _ = try fixture.store.write { try $0.putNib(project: "demo", nib: nib, source: bytes, ifMatch: nil) }
        var broken = nib
        broken.name = "Broken"
        _ = try fixture.store.write {
            try $0.putNib(project: "demo", nib: broken, source: Data("<document><objects>".utf8), ifMatch: nil)
        }
        let cache = GraphCache(store: fixture.store, responses: ResponseCache())
        let graph = try cache.graph(for: "demo")
        #expect(graph.nibs.map(\.name) == ["ProfileCell"])
        #expect(graph.scene(SceneRef(storyboard: "Main", scene: "vc"))?.title == "One")
    }

    @Test func aReplacedGraphIsNotServedAfterTheRefresh() throws {
        let fixture = try Fixture()
        let before = try fixture.cache.graph(for: "demo")
        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        let after = try fixture.cache.graph(for: "demo")
        #expect(after.project.revision == before.project.revision + 1)
        #expect(try fixture.cache.graph(for: "demo").project.revision == after.project.revision)
        // The old value stays usable by whoever still holds it (a read in flight).
        #expect(before.scene(SceneRef(storyboard: "Main", scene: "vc"))?.title == "One")
    }
}

/// A subscriber that runs `look` when told of a committed change, before the subscribers that came after it.
final class ChangeProbe: StoreChangeSubscriber {
    let look = Mutex<(@Sendable () throws -> Void)?>(nil)
    let calls = Atomic<Int>(0)

    func changing(_ project: String) {}
    func changed(_ change: StoreChange) {
        calls.add(1, ordering: .relaxed)
        do {
            try look.withLock { $0 }?()
        } catch {
            Issue.record(error, "the look after the commit of \(change.project)")
        }
    }
    func settled(_ project: String) {}
}
