import Foundation
import HTTPServer
import NavGraphAPI
import SQLiteStorage
import Storage
import StoryboardModel
import Synchronization
import Testing

/// The service following a store's change feed (PostgreSQL replicas), driven here by a feed the test
/// controls, over a SQLite file that a second store handle writes to as another replica would.
@Suite(.tags(.inProcess)) struct ChangeFeedServiceTests {
    /// A feed whose callbacks the test calls and whose `problem` it sets.
    final class ScriptedFeed: StoreChangeFeed {
        typealias Changed = @Sendable (String, Int) throws -> Void
        typealias Resynchronize = @Sendable () throws -> Void
        private let callbacks = Mutex<(Changed, Resynchronize)?>(nil)
        private let currentProblem = Mutex<String?>(nil)
        let closed = Atomic(false)

        func start(changed: @escaping Changed, resynchronize: @escaping Resynchronize) {
            callbacks.withLock { $0 = (changed, resynchronize) }
        }
        var problem: String? {
            get { currentProblem.withLock { $0 } }
            set { currentProblem.withLock { $0 = newValue } }
        }
        func close() { closed.store(true, ordering: .relaxed) }

        func change(_ project: String, _ revision: Int) throws {
            let changed = try #require(callbacks.withLock { $0?.0 })
            try changed(project, revision)
        }
        func resynchronize() throws {
            let resynchronize = try #require(callbacks.withLock { $0?.1 })
            try resynchronize()
        }
    }

    /// A served store, a second handle on its database (the other replica), and the feed.
    final class Setup {
        let feed = ScriptedFeed()
        let server: TestServer
        let other: any NavigationStore
        var store: any NavigationStore { server.store }

        init() throws {
            // No polling: only the feed may bring other writes in.
            server = try TestServer(
                externalChangeInterval: 0.01, changeFeed: feed,
                seed: { store in
                    _ = try store.write { try $0.createProject(Project(name: "app")) }
                    _ = try store.putStoryboard(project: "app", storyboard: Storyboard(name: "First"), source: nil)
                })
            other = try server.database.openStore()
        }

        func get(_ target: String) throws -> WireResponse {
            try server.request("GET", target)
        }

        func storyboardNames() throws -> [String] {
            let list = try get("/v1/projects/app/storyboards")
            #expect(list.status == 200)
            return list.array.compactMap { $0["name"] as? String }
        }

        func tearDown() {
            other.close()
            server.tearDown()
        }
    }

    @Test func aRevisionTheReplicaHoldsRebuildsNothingAndANewerOneRebuilds() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let held = try setup.store.readOne { try $0.project("app") }.revision
        _ = try setup.other.putStoryboard(project: "app", storyboard: Storyboard(name: "Second"), source: nil)
        // A feed, not polling, decides: even with a 10 ms polling interval given, nothing arrives on its own:
        // every read for 0.2 s (twenty polling intervals) still lists only the first storyboard.
        #expect(!(try eventually(within: 0.2) { try setup.storyboardNames() != ["First"] }))

        // Its own revision heard back: no query, so the other replica's newer write stays unseen.
        try setup.feed.change("app", held)
        #expect(try setup.storyboardNames() == ["First"])
        try setup.feed.change("app", held + 1)
        #expect(try setup.storyboardNames() == ["First", "Second"])

        try setup.other.deleteProject("app")
        try setup.feed.change("app", 0)
        #expect(try setup.get("/v1/projects/app").status == 404)
    }

    @Test func catchingUpFindsWhatTheFeedMissed() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        _ = try setup.other.write { try $0.createProject(Project(name: "missed")) }
        _ = try setup.other.putStoryboard(project: "app", storyboard: Storyboard(name: "Second"), source: nil)
        try setup.feed.resynchronize()
        let projects = try setup.get("/v1/projects")
        #expect(projects.status == 200)
        #expect(projects.array.compactMap { $0["name"] as? String } == ["app", "missed"])
        #expect(try setup.storyboardNames() == ["First", "Second"])
    }

    @Test func readinessReportsTheFeedsProblem() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        #expect(try setup.get("/readyz").status == 200)
        setup.feed.problem = "not following changes: connection lost; reconnecting"
        let down = try setup.get("/readyz")
        #expect(down.status == 503)
        #expect(down.header("Retry-After") == "1")
        #expect(down.object["reason"] as? String == "not following changes: connection lost; reconnecting")
        setup.feed.problem = nil
        #expect(try setup.get("/readyz").status == 200)
    }
}
