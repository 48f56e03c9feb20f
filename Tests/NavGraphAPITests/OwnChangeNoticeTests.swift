import Foundation
import HTTPServer
import Storage
import StoryboardModel
import Synchronization
import TestSupport
import Testing

@testable import NavGraphAPI

/// A server hearing its own write back from the change feed (issue 22 follow-up): PostgreSQL's `NOTIFY` often
/// reaches the listener before the writer's own build has kept the graph, and the notice must then cost no
/// read of the project. A notice of another replica's write still reads it, once.
@Suite(.tags(.inProcess)) struct OwnChangeNoticeTests {
    /// A store that tells the feed of every storyboard write as soon as it commits, at a chosen moment, and
    /// counts the reads a graph build makes of the project (a snapshot, or the storyboards that changed).
    final class NotifyingStore: StoreDecorator {
        /// When a write's notice is delivered.
        enum Moment {
            /// Inside the write, right after its commit: before the writer has started its build.
            case onCommit
            /// Inside the writer's build, after its read of the project: before the build keeps the graph.
            case duringBuild
            /// Never (a SQLite server, which polls instead).
            case never
        }

        let inner: any NavigationStore
        let feed: ChangeFeedServiceTests.ScriptedFeed
        let moment: Moment
        /// Project reads since start-up.
        let projectReads = Atomic<Int>(0)
        private let unsent = Mutex<[(project: String, revision: Int)]>([])
        /// Run inside every storyboard write, after its commit and notice (a poll of the database).
        let afterCommit = Mutex<(@Sendable () throws -> Void)?>(nil)
        /// Makes the next project read fail as an unreachable database does.
        let failNextRead = Atomic(false)
        /// Told of each commit before the service's graph cache (subscribed before it): the moment right after
        /// the commit, before the writer's build.
        private let commits = CommitHook()

        init(_ inner: any NavigationStore, feed: ChangeFeedServiceTests.ScriptedFeed, moment: Moment) {
            self.inner = inner
            self.feed = feed
            self.moment = moment
            commits.store = self
            inner.changes.subscribe(commits)
        }

        /// Delivers `notices` the way a listener thread would; a failing callback fails the test.
        private func deliver(_ notices: [(project: String, revision: Int)]) {
            for notice in notices {
                do {
                    try feed.change(notice.project, notice.revision)
                } catch {
                    Issue.record(error, "the notice of \(notice.project) revision \(notice.revision)")
                }
            }
        }

        /// Counts a read of the project (`projectSnapshot`, `storyboardChanges`, told by what it answers) and
        /// delivers the notices held back for it.
        private func noting<T>(_ value: T) throws(StoreError) -> T {
            switch value {
            case is (project: Project, storyboards: [Storyboard], code: CodeNavigation, nibs: [StoredNib]),
                is StoryboardChanges:
                break
            default: return value
            }
            projectReads.add(1, ordering: .relaxed)
            if failNextRead.exchange(false, ordering: .relaxed) {
                throw StoreError.unavailable("the database cannot be reached right now")
            }
            let notices = unsent.withLock { unsent in
                let taken = unsent
                unsent = []
                return taken
            }
            deliver(notices)
            return value
        }

        func read<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
            try noting(try inner.read(body))
        }
        func readOne<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
            try noting(try inner.readOne(body))
        }

        /// After a storyboard or nib write (told by what it wrote) committed, its notice.
        fileprivate func committed(_ change: StoreChange) {
            switch change.written {
            case .storyboard?, .nib?: break
            default: return
            }
            // The revision the commit made, as the database's notification carries it.
            let notice = (project: change.project, revision: change.revision)
            switch moment {
            case .onCommit: deliver([notice])
            case .duringBuild: unsent.withLock { $0.append(notice) }
            case .never: break
            }
            if let poll = afterCommit.withLock({ $0 }) {
                do { try poll() } catch { Issue.record(error, "the poll after the commit") }
            }
        }
    }

    /// Hears the commits of the store under a `NotifyingStore` for it.
    final class CommitHook: StoreChangeSubscriber, @unchecked Sendable {
        /// Set once, before the store is shared.
        weak var store: NotifyingStore?

        func changing(_ project: String) {}
        func changed(_ change: StoreChange) { store?.committed(change) }
        func settled(_ project: String) {}
    }

    /// A service in-process over a notifying, counting store, following the scripted feed (no polling), and
    /// a second handle on its database: another replica.
    final class Fixture {
        let database: ScratchDatabase
        let counting: CountingStore
        let store: NotifyingStore
        let feed = ChangeFeedServiceTests.ScriptedFeed()
        let service: NavGraphService
        let router: Router
        let other: any NavigationStore

        init(_ moment: NotifyingStore.Moment) throws {
            database = try ScratchDatabase.make("own-notice")
            counting = CountingStore(try database.openStore())
            store = NotifyingStore(counting, feed: feed, moment: moment)
            _ = try store.write { try $0.createProject(Project(name: "app")) }
            service = try NavGraphService(
                store: store, access: AccessPolicy(), metrics: HTTPMetrics(), version: "test",
                externalChangeInterval: nil, changeFeed: feed)
            router = service.makeRouter()
            other = try database.openStore()
        }

        func put(_ storyboard: Storyboard) throws -> Int {
            var headers = HTTPHeaders()
            headers["Content-Type"] = "application/json"
            return router.respond(
                to: HTTPRequest(
                    method: .put, target: "/v1/projects/app/storyboards/\(storyboard.name)", headers: headers,
                    body: try JSONEncoder().encode(storyboard))
            ).status
        }

        /// The names of the storyboards the server lists for the project.
        func storyboardNames() throws -> [String] {
            let list = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/app/storyboards"))
            #expect(list.status == 200)
            let rows = try #require(try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]])
            return rows.compactMap { $0["name"] as? String }
        }

        var projectReads: Int { store.projectReads.load(ordering: .relaxed) }

        deinit {
            other.close()
            store.close()
            database.remove()
        }
    }

    /// Twenty PUTs, created and replaced, each heard back at `moment`: the graph of each is built from the write's
    /// own answer (the project it left, the storyboard it stored), so none reads the project or a storyboard.
    @Test(arguments: [NotifyingStore.Moment.onCommit, .duringBuild])
    func ownNoticesReadNothing(moment: NotifyingStore.Moment) throws {
        let fixture = try Fixture(moment)
        var random = RandomStoryboards(seed: 3)
        let reads = fixture.projectReads
        let builds = fixture.service.graphs.builds.load(ordering: .relaxed)
        fixture.counting.reset()
        for step in 0..<20 {
            let name = RandomStoryboards.names[step % RandomStoryboards.names.count]
            let status = try fixture.put(random.storyboard(named: name, edit: step))
            #expect(status == (step < RandomStoryboards.names.count ? 201 : 200), "step \(step)")
        }
        #expect(fixture.projectReads - reads == 0)
        #expect(fixture.service.graphs.builds.load(ordering: .relaxed) - builds == 20)
        #expect(fixture.counting.storyboardsRead == [])
        #expect(try fixture.storyboardNames() == RandomStoryboards.names)
        #expect(
            fixture.service.graphs.cachedRevision(of: "app")
                == (try fixture.other.readOne { try $0.project("app") }).revision)
    }

    /// Nib PUTs and a DELETE, each heard back at `moment`: the graph takes the nib the write parsed (or drops
    /// it), so none reads the project, and lookup answers from the nibs at once.
    @Test(arguments: [NotifyingStore.Moment.onCommit, .duringBuild])
    func ownNibNoticesReadNothing(moment: NotifyingStore.Moment) throws {
        let fixture = try Fixture(moment)
        _ = try fixture.service.graphs.graph(for: "app")
        let reads = fixture.projectReads
        let builds = fixture.service.graphs.builds.load(ordering: .relaxed)
        let lookup = HTTPRequest(method: .get, target: "/v1/projects/app/lookup?class=ProfileCell")
        var headers = HTTPHeaders()
        headers["Content-Type"] = "application/xml"
        for name in ["ProfileCell", "ProfileViewController"] {
            let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/\(name).xib")
            let put = fixture.router.respond(
                to: HTTPRequest(method: .put, target: "/v1/projects/app/nibs/\(name)", headers: headers, body: bytes))
            #expect(put.status == 201, "\(String(decoding: put.body, as: UTF8.self))")
        }
        #expect(fixture.router.respond(to: lookup).status == 200)
        let deleted = fixture.router.respond(
            to: HTTPRequest(method: .delete, target: "/v1/projects/app/nibs/ProfileCell"))
        #expect(deleted.status == 204)
        #expect(fixture.router.respond(to: lookup).status == 404)
        #expect(fixture.projectReads - reads == 0)
        #expect(fixture.service.graphs.builds.load(ordering: .relaxed) - builds == 3)
        #expect(try fixture.service.graphs.graph(for: "app").nibs.map(\.name) == ["ProfileViewController"])
    }

    @Test func anotherReplicasNoticeReadsTheProjectOnce() throws {
        let fixture = try Fixture(.onCommit)
        _ = try fixture.other.putStoryboard(project: "app", storyboard: Storyboard(name: "Elsewhere"), source: nil)
        let revision = try fixture.other.readOne { try $0.project("app") }.revision
        let reads = fixture.projectReads
        try fixture.feed.change("app", revision)
        #expect(fixture.projectReads - reads == 1)
        #expect(fixture.counting.storyboardsRead == ["Elsewhere"])
        #expect(try fixture.storyboardNames() == ["Elsewhere"])
        // Heard again (the feed may repeat itself): held, so nothing more is read.
        try fixture.feed.change("app", revision)
        #expect(fixture.projectReads - reads == 1)
    }

    /// Another replica writes while this one's write is under way, after its commit and before its graph is
    /// kept: its notice, heard meanwhile, is not taken for the write's own; the write's end reads the project
    /// once, and the graph holds both writes.
    @Test func anotherReplicasNoticeDuringABuildReadsOnceItEnds() throws {
        let fixture = try Fixture(.duringBuild)
        #expect(try fixture.put(Storyboard(name: "Here")) == 201)
        let (other, feed) = (fixture.other, fixture.feed)
        fixture.store.afterCommit.withLock { $0 = Self.otherReplicaWritesOnce(other, feed) }
        let reads = fixture.projectReads
        #expect(try fixture.put(Storyboard(name: "Here", scenes: [Scene(id: "a", kind: "viewController")])) == 200)
        #expect(fixture.projectReads - reads == 1)
        #expect(try fixture.storyboardNames() == ["Elsewhere", "Here"])
        #expect(
            fixture.service.graphs.cachedRevision(of: "app") == (try other.readOne { try $0.project("app") }).revision)
    }

    /// A failing read at the end of a write (the database lost meanwhile): the write still answers, and the
    /// graph known to be older than another replica's write is forgotten, not served; the next read builds it.
    @Test func aFailedReadAfterANoticeForgetsTheOldGraph() throws {
        let fixture = try Fixture(.duringBuild)
        #expect(try fixture.put(Storyboard(name: "Here")) == 201)
        let (other, feed, store) = (fixture.other, fixture.feed, fixture.store)
        let writeOnce = Self.otherReplicaWritesOnce(other, feed)
        fixture.store.afterCommit.withLock { hook in
            hook = {
                try writeOnce()
                store.failNextRead.store(true, ordering: .relaxed)
            }
        }
        #expect(try fixture.put(Storyboard(name: "Here", scenes: [Scene(id: "a", kind: "viewController")])) == 200)
        #expect(fixture.service.graphs.cachedRevision(of: "app") == nil)
        #expect(try fixture.storyboardNames() == ["Elsewhere", "Here"])
    }

    /// SQLite's polling (`reconcile`) looking between a write's commit and its build: the project is the
    /// write's to build (from its own answer), so ten PUTs read the project not at all, rather than once each
    /// for the poll.
    @Test func aPollBetweenACommitAndItsBuildLeavesTheProjectToTheWrite() throws {
        let fixture = try Fixture(.never)
        let graphs = fixture.service.graphs
        fixture.store.afterCommit.withLock { $0 = { try graphs.reconcile() } }
        var random = RandomStoryboards(seed: 5)
        let reads = fixture.projectReads
        fixture.counting.reset()
        for step in 0..<10 {
            #expect(try fixture.put(random.storyboard(named: "Main", edit: step)) == (step == 0 ? 201 : 200))
        }
        #expect(fixture.projectReads - reads == 0)
        #expect(fixture.counting.storyboardsRead == [])
        #expect(graphs.cachedRevision(of: "app") == (try fixture.other.readOne { try $0.project("app") }).revision)
    }

    /// A hook that, the first time it runs, has another replica add storyboard "Elsewhere" and announce it.
    static func otherReplicaWritesOnce(
        _ other: any NavigationStore, _ feed: ChangeFeedServiceTests.ScriptedFeed
    ) -> @Sendable () throws -> Void {
        let done = Atomic(false)
        return {
            guard !done.exchange(true, ordering: .relaxed) else { return }
            _ = try other.putStoryboard(project: "app", storyboard: Storyboard(name: "Elsewhere"), source: nil)
            try feed.change("app", try other.readOne { try $0.project("app") }.revision)
        }
    }
}
