import Foundation
import HTTPServer
import PostgresStorage
import Storage
import StoryboardImport
import StoryboardModel
import TestSupport
import Testing

@testable import NavGraphAPI

/// `OwnChangeNoticeTests` over the real thing: a service on PostgreSQL following its own `LISTEN` connection,
/// whose every write's `NOTIFY` comes back to it while (or after) it builds the graph of that write.
@Suite(.tags(.inProcess), .enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct OwnChangeNoticePostgresTests {
    /// A service on PostgreSQL and what its tests reach: its store (counting the reads), another replica's store
    /// on the same database, the service following its own `LISTEN` connection and its router.
    struct Replicas {
        let store: CountingStore
        let other: PostgresStore
        let service: NavGraphService
        let router: Router
    }

    /// Runs `body` on a fresh database `label` with project `app` (and what `seed` writes) created before the
    /// service starts, once its listener is listening; closes everything and drops the database after.
    private func withReplicas(
        _ label: String, seed: (CountingStore) throws -> Void = { _ in }, _ body: (Replicas) throws -> Void
    ) throws {
        let url = try ScratchPostgres.createDatabase(label)
        defer { ScratchPostgres.dropDatabase(url) }
        let migrator = try Migrator(
            directory: TestEnvironment.repositoryRoot.appendingPathComponent("Migrations/postgres"))
        let store = CountingStore(try PostgresStore(url: url, migrator: migrator))
        defer { store.close() }
        let other = try PostgresStore(url: url, migrator: migrator)
        defer { other.close() }
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        try seed(store)
        let listener = PostgresChangeListener(url: url)
        defer { listener.close() }
        let service = try NavGraphService(
            store: store, access: AccessPolicy(), metrics: HTTPMetrics(), version: "test",
            externalChangeInterval: nil, changeFeed: listener)
        let router = service.makeRouter()
        // Listening (and caught up once) before the first write, so every write's notification comes back.
        #expect(eventually(within: 20) { listener.problem == nil })
        try body(Replicas(store: store, other: other, service: service, router: router))
    }

    @Test func ownNotificationsReadNothingAndAnotherReplicasWriteIsReadOnce() throws {
        try withReplicas("ownnotice") { replicas in
            let (store, other, service, router) = (replicas.store, replicas.other, replicas.service, replicas.router)
            store.reset()

            var random = RandomStoryboards(seed: 11)
            var headers = HTTPHeaders()
            headers["Content-Type"] = "application/json"
            for step in 0..<50 {
                let name = RandomStoryboards.names[step % RandomStoryboards.names.count]
                let response = router.respond(
                    to: HTTPRequest(
                        method: .put, target: "/v1/projects/app/storyboards/\(name)", headers: headers,
                        body: try JSONEncoder().encode(random.storyboard(named: name, edit: step))))
                #expect(response.status == (step < RandomStoryboards.names.count ? 201 : 200), "step \(step)")
            }
            // Notifications arrive in commit order on the one listening connection: once the other replica's write
            // (committed after every PUT) is in the graph, the notification of each PUT has been heard.
            _ = try other.putStoryboard(project: "app", storyboard: Storyboard(name: "Elsewhere"), source: nil)
            let revision = try other.readOne { try $0.project("app") }.revision
            #expect(eventually(within: 20) { service.graphs.cachedRevision(of: "app") == revision })
            #expect(store.storyboardsRead == ["Elsewhere"])
        }
    }

    /// Nib writes over `LISTEN`: this replica's PUTs and DELETE, heard back, read nothing (the graph takes the
    /// nib the write parsed); another replica's nib write is read once, whole (the storyboards with it).
    @Test func ownNibNotificationsReadNothingAndAnotherReplicasNibIsReadOnce() throws {
        let main: (CountingStore) throws -> Void = {
            _ = try $0.putStoryboard(project: "app", storyboard: Storyboard(name: "Main"), source: nil)
        }
        try withReplicas("ownnibnotice", seed: main) { replicas in
            let (store, other, service, router) = (replicas.store, replicas.other, replicas.service, replicas.router)
            _ = try service.graphs.graph(for: "app")
            store.reset()

            var headers = HTTPHeaders()
            headers["Content-Type"] = "application/xml"
            for name in ["ProfileCell", "ProfileViewController"] {
                let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/\(name).xib")
                let put = router.respond(
                    to: HTTPRequest(
                        method: .put, target: "/v1/projects/app/nibs/\(name)", headers: headers, body: bytes))
                #expect(put.status == 201)
            }
            let deleted = router.respond(to: HTTPRequest(method: .delete, target: "/v1/projects/app/nibs/ProfileCell"))
            #expect(deleted.status == 204)
            let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/ProfileCell.xib")
            let nib = try BundleInput.nib(bytes, name: "Elsewhere")
            _ = try other.write { try $0.putNib(project: "app", nib: nib, source: bytes, ifMatch: nil) }
            let revision = try other.readOne { try $0.project("app") }.revision
            #expect(eventually(within: 20) { service.graphs.cachedRevision(of: "app") == revision })
            #expect(store.storyboardsRead == ["Main"])
            #expect(try service.graphs.graph(for: "app").nibs.map(\.name) == ["Elsewhere", "ProfileViewController"])
        }
    }
}
