import Foundation
import HTTPServer
import NavGraphAPI
import Storage
import TarArchive
import Testing

/// Revisions over real HTTP: the history list, `?revision=R` on graph reads, `/diff` between two revisions,
/// and the bound that prunes old revisions (`--history`).
@Suite(.tags(.inProcess)) struct RevisionRoutesTests {
    static func main(_ side: String) throws -> Data {
        try TestServer.fixture("Tests/Fixtures/Diff/segue-destination/\(side)/Main.storyboard")
    }

    /// Project `p` at revision 1, Main v1 (`showDetail` → Detail) at 2, Main v2 (→ Settings) at 3.
    static func seeded(_ server: TestServer) throws {
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201, "\(created.text)")
        for side in ["old", "new"] {
            let put = try server.request(
                "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/xml"],
                body: try main(side))
            #expect(put.status == (side == "old" ? 201 : 200), "\(put.text)")
        }
    }

    func content(_ response: WireResponse) -> String? {
        (response.object["content"] as? [String: Any])?["swiftType"] as? String
    }

    @Test func theRevisionsAreListedNewestFirstAndAnIdenticalPutAddsNone() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try Self.seeded(server)
        let again = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: try Self.main("new"))
        #expect(again.status == 200)
        let listed = try server.request("GET", "/v1/projects/p/revisions")
        #expect(listed.status == 200)
        #expect(listed.array.map { $0["revision"] as? Int } == [3, 2, 1])
        #expect(
            listed.array.map { $0["summary"] as? String } == [
                "replaced storyboard 'Main'", "created storyboard 'Main'", "created project",
            ])
        #expect(listed.array.allSatisfy { ($0["time"] as? String)?.hasSuffix("Z") == true })
        #expect(try server.request("GET", "/v1/projects/nobody/revisions").status == 404)
    }

    @Test func resolveAndLookupAnswerAsOfTheRevisionAsked() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try Self.seeded(server)
        let resolve = "/v1/projects/p/resolve?from=ListViewController&segue=showDetail"
        let old = try server.request("GET", resolve + "&revision=2")
        #expect(old.status == 200, "\(old.text)")
        #expect(content(old) == "DetailViewController")
        let current = try server.request("GET", resolve + "&revision=3")
        #expect(current.status == 200)
        #expect(content(current) == "SettingsViewController")
        #expect(content(try server.request("GET", resolve)) == "SettingsViewController")
        // Revision 1 is the empty project: the class is not there yet.
        let empty = try server.request("GET", "/v1/projects/p/lookup?class=ListViewController&revision=1")
        #expect(empty.status == 404)
        let lookup = try server.request("GET", "/v1/projects/p/lookup?class=DetailViewController&revision=2")
        #expect(lookup.status == 200, "\(lookup.text)")
        #expect(lookup.object["instantiation"] as? String == "identifier")
        // The old answer is not cached in place of the current one.
        #expect(content(try server.request("GET", resolve)) == "SettingsViewController")
    }

    @Test func theDiffBetweenTwoRevisionsReportsTheBreakingChange() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try Self.seeded(server)
        let diff = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(diff.status == 200, "\(diff.text)")
        #expect(diff.object["breaking"] as? Int == 2)
        #expect(diff.object["summary"] as? String == "2 breaking, 3 behaviour, 0 cosmetic changes")
        let changes = (diff.object["bundles"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]] ?? []
        let destination = changes.first {
            $0["subject"] as? String == "segue" && $0["property"] as? String == "destination"
        }
        #expect(destination?["impact"] as? String == "breaking")
        #expect(destination?["old"] as? String != destination?["new"] as? String)
        let markdown = try server.request("GET", "/v1/projects/p/diff?from=2&to=3&format=markdown")
        #expect(markdown.status == 200)
        #expect(markdown.header("Content-Type")?.hasPrefix("text/markdown") == true)
        // The same table `navgraph diff --format markdown` prints for these two files.
        let golden = try String(
            decoding: TestServer.fixture("Tests/Fixtures/Diff/segue-destination.md"), as: UTF8.self)
        #expect(markdown.text == golden)
        let backwards = try server.request("GET", "/v1/projects/p/diff?from=3&to=3")
        #expect(backwards.status == 200)
        #expect(backwards.object["summary"] as? String == "no navigation changes")
        #expect(try server.request("GET", "/v1/projects/p/diff?from=2").status == 400)
        #expect(try server.request("GET", "/v1/projects/p/diff?from=2&to=9").status == 404)
    }

    @Test func theBoundPrunesAndAPrunedRevisionIsA404NamingTheOldestKept() throws {
        let server = try TestServer(history: 2)
        defer { server.tearDown() }
        try Self.seeded(server)
        let listed = try server.request("GET", "/v1/projects/p/revisions")
        #expect(listed.status == 200)
        #expect(listed.array.map { $0["revision"] as? Int } == [3, 2])
        let gone = try server.request("GET", "/v1/projects/p/diagnostics?revision=1")
        #expect(gone.status == 404)
        #expect(gone.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect(gone.object["detail"] as? String == "revision 1 of project 'p' is no longer kept; the oldest is 2")
        let future = try server.request("GET", "/v1/projects/p/diagnostics?revision=7")
        #expect(future.status == 404)
        // Neither a number nor a label (`x` alone would be a label the project lacks: 404).
        #expect(try server.request("GET", "/v1/projects/p/diagnostics?revision=x%21").status == 400)
        #expect(try server.request("GET", "/v1/projects/p/diff?from=1&to=3").status == 404)
        #expect(try server.request("GET", "/v1/projects/p/diagnostics?revision=2").status == 200)
    }

    @Test func anOldRevisionOfADeletedAndRecreatedProjectIsNotServedFromTheCache() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try Self.seeded(server)
        let resolve = "/v1/projects/p/resolve?from=ListViewController&segue=showDetail&revision=2"
        #expect(content(try server.request("GET", resolve)) == "DetailViewController")
        #expect(try server.request("DELETE", "/v1/projects/p").status == 204)
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: try Self.main("new"))
        #expect(put.status == 201)
        // One more write, so that the new project's storyboard revision is an old one.
        let patched = try server.request(
            "PATCH", "/v1/projects/p", headers: ["Content-Type": "application/json"],
            body: Data(#"{"module":"Other"}"#.utf8))
        #expect(patched.status == 200)
        let revisions = try server.request("GET", "/v1/projects/p/revisions").array.compactMap {
            $0["revision"] as? Int
        }
        #expect(revisions.count == 3)
        // Revisions never repeat for a name (Migrations/0003_revision_marks.sql): the new project's continue above
        // the deleted one's, so its revision 2 is gone for good, never the old graph, and its own old revision
        // answers its own storyboard.
        #expect(revisions.allSatisfy { $0 > 2 })
        #expect(try server.request("GET", resolve).status == 404)
        let storyboardRevision = try #require(revisions.sorted().dropFirst().first)
        let own = resolve.replacingOccurrences(of: "revision=2", with: "revision=\(storyboardRevision)")
        #expect(content(try server.request("GET", own)) == "SettingsViewController")
    }
}
