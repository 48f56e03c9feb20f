import Foundation
import Storage
import StoryboardImport
import Testing

/// `navgraph import` into the database of a running server: the server's graph catches up on its own.
@Suite struct ExternalChangeTests {
    @Test func writesFromAnotherProcessReachLookups() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(try server.request("GET", "/v1/projects/demo/lookup?class=ProfileViewController").status == 404)

        // Another writer on the same database, as the CLI is: its own connections, not the server's.
        let other = try server.database.openStore()
        defer { other.close() }
        let storyboard = try StoryboardParser.parse(try TestServer.fixture("examples/Main.storyboard"), name: "Main")
        _ = try other.putStoryboard(project: "demo", storyboard: storyboard, source: nil)
        _ = try other.createProject(.init(name: "second"))

        var status = 0
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            status = try server.request("GET", "/v1/projects/demo/lookup?class=ProfileViewController").status
            if status == 200 { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(status == 200)
        #expect(try server.request("GET", "/v1/projects/second/diagnostics").status == 200)
        try other.deleteProject("second")
        var gone = 0
        while Date() < deadline {
            gone = try server.request("GET", "/v1/projects/second/diagnostics").status
            if gone == 404 { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(gone == 404)
    }
}
