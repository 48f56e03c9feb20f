import Foundation
import PostgresStorage
import Testing

/// Every write route, over real sockets, seen by a second server on the same database: a replica serves its
/// graphs from memory, so a write that tells the other replicas nothing (a PostgreSQL write with no `NOTIFY`, a
/// SQLite write that moves no revision the watcher reads) leaves it serving what was there before. Runs on
/// SQLite and, in the API suite's PostgreSQL pass (scripts/test-both-backends.sh), on PostgreSQL, where the
/// replica hears other writes through the change feed alone (no polling).
@Suite(.serialized) struct WriteNoticeTests {
    /// The reads compared, each answered from the replica's graphs where it keeps them.
    static let reads = [
        "/v1/projects", "/v1/projects/p", "/v1/projects/p/storyboards", "/v1/projects/p/storyboards/Main",
        "/v1/projects/p/graph?format=json", "/v1/projects/p/diagnostics", "/v1/projects/p/revisions",
    ]

    /// One write, as a client sends it, and the status it must get.
    struct Write: Sendable, CustomStringConvertible {
        var method: String
        var target: String
        var status: Int
        var contentType = "application/json"
        var body: @Sendable () throws -> Data

        var description: String { "\(method) \(target)" }
    }

    static func json(_ object: Any) throws -> Data { try JSONSerialization.data(withJSONObject: object) }

    static let scenes = "/v1/projects/p/storyboards/Main/scenes"
    static let segues = "/v1/projects/p/storyboards/Main/segues"
    /// Every route that changes stored data, in an order where each one applies.
    static let writes: [Write] = [
        Write(method: "POST", target: "/v1/projects", status: 201) { try json(["name": "p"]) },
        Write(method: "PUT", target: "/v1/projects/p/storyboards/Main", status: 201) {
            try json(StoryboardRoutesTests.jsonModel)
        },
        Write(
            method: "PUT", target: "/v1/projects/p/storyboards/Other/source", status: 201,
            contentType: "application/xml"
        ) { Data(SmallStoryboards.oneScene(customClass: "OtherViewController", controller: "o1", scene: "s1").utf8) },
        Write(method: "PATCH", target: "/v1/projects/p", status: 200) { try json(["module": "App"]) },
        Write(method: "POST", target: scenes, status: 201) { try json(["id": "login", "kind": "viewController"]) },
        Write(method: "PATCH", target: scenes + "/login", status: 200) { try json(["storyboardIdentifier": "Login"]) },
        Write(method: "POST", target: segues, status: 201) {
            try json(["id": "s3", "source": "detail", "destination": "login", "kind": "show", "identifier": "toLogin"])
        },
        Write(method: "PATCH", target: segues + "/s3", status: 200) { try json(["identifier": "goLogin"]) },
        Write(method: "DELETE", target: segues + "/s3", status: 204) { Data() },
        Write(method: "DELETE", target: scenes + "/login", status: 204) { Data() },
        Write(method: "DELETE", target: "/v1/projects/p/storyboards/Other", status: 204) { Data() },
        Write(
            method: "PUT", target: "/v1/projects/p/snapshot?label=v1", status: 200, contentType: "application/x-tar"
        ) {
            try SnapshotArchives.tar([
                ("App/Main.storyboard", try SmallStoryboards.segueDestination("new")),
                ("App/Second.storyboard", SnapshotRoutesTests.other),
            ])
        },
        Write(method: "DELETE", target: "/v1/projects/p", status: 204) { Data() },
    ]

    @Test func everyWriteReachesAServerBesideIt() throws {
        let primary = try TestServer(.socket)
        defer { primary.tearDown() }
        // On PostgreSQL the replica learns of others' writes through LISTEN alone; on SQLite by its watcher.
        let feed: PostgresChangeListener? =
            ScratchDatabase.isPostgres ? PostgresChangeListener(url: try primary.database.postgresURL()) : nil
        defer { feed?.close() }
        let replica = try TestServer(
            .socket, externalChangeInterval: feed == nil ? 0.05 : nil, directory: primary.directory, changeFeed: feed)
        defer { replica.stop() }
        for write in Self.writes {
            // The replica has read (and keeps) what is there before the write.
            for read in Self.reads { _ = try replica.request("GET", read) }
            let written = try primary.request(
                write.method, write.target, headers: ["Content-Type": write.contentType], body: try write.body())
            try #require(written.status == write.status, "\(write): \(written.text)")
            for read in Self.reads {
                let expected = try primary.request("GET", read)
                var seen = try replica.request("GET", read)
                let caughtUp = try eventually(within: 10) {
                    seen = try replica.request("GET", read)
                    return seen.status == expected.status && seen.text == expected.text
                }
                #expect(caughtUp, "after \(write), GET \(read) on the replica: \(seen.status) \(seen.text)")
            }
        }
    }
}
