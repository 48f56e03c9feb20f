import Foundation
import SQLiteStorage
import Storage
import StoryboardModel
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

        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        try fixture.cache.refresh("demo")
        try fixture.cache.reconcile()
        #expect(try fixture.title() == "Two")
        #expect(fixture.cache.builds.load(ordering: .relaxed) == 2)
    }

    @Test func aCheckDuringABuildLeavesTheProjectToIt() throws {
        let fixture = try Fixture()
        _ = try fixture.title()
        // The commit is visible and the write's own build is under way when the watcher looks.
        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        fixture.cache.building.enter("demo")
        try fixture.cache.reconcile()
        #expect(fixture.cache.builds.load(ordering: .relaxed) == 1)
        #expect(try fixture.title() == "One")

        // Had that build missed the write, the next check catches up, once.
        fixture.cache.building.leave("demo")
        try fixture.cache.reconcile()
        try fixture.cache.reconcile()
        #expect(fixture.cache.builds.load(ordering: .relaxed) == 2)
        #expect(try fixture.title() == "Two")
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

    @Test func aReplacedGraphIsNotServedAfterTheRefresh() throws {
        let fixture = try Fixture()
        let before = try fixture.cache.graph(for: "demo")
        _ = try fixture.store.putStoryboard(project: "demo", storyboard: Fixture.storyboard(title: "Two"))
        let after = try fixture.cache.refresh("demo")
        #expect(after.project.revision == before.project.revision + 1)
        #expect(try fixture.cache.graph(for: "demo").project.revision == after.project.revision)
        // The old value stays usable by whoever still holds it (a read in flight).
        #expect(before.scene(SceneRef(storyboard: "Main", scene: "vc"))?.title == "One")
    }
}
