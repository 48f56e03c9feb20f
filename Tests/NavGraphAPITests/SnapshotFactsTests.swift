import Foundation
import StoryboardModel
import Testing

/// A snapshot archive carrying `navgraph-code-navigation.json` over a real socket: its facts are stored in the
/// snapshot's own revision and served at once; a hostile document in the archive is refused as the facts route
/// refuses it and changes nothing, storyboards included; an archive without it leaves the project with none.
@Suite struct SnapshotFactsTests {
    static let tar = ["Content-Type": "application/x-tar"]

    static func main() throws -> String {
        String(decoding: try TestServer.fixture("examples/Main.storyboard"), as: UTF8.self)
    }

    /// The facts of `CodeNavigationRoutesTests` (a class only code makes, pushed from Home) as archive text.
    static func facts() throws -> String {
        String(decoding: try CodeNavigationRoutesTests.facts(), as: UTF8.self)
    }

    static func snapshot(
        _ server: TestServer, _ files: [(String, String)], label: String? = nil
    ) throws -> WireResponse {
        try server.request(
            "PUT", "/v1/projects/p/snapshot" + (label.map { "?label=\($0)" } ?? ""), headers: Self.tar,
            body: try SnapshotArchives.tar(files))
    }

    static let lookup = "/v1/projects/p/lookup?class=ClassOnlyCodeMakes"

    @Test func theFactsJoinTheSnapshotsRevisionAndAreServedAtOnce() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let first = try Self.snapshot(
            server, [("Main.storyboard", try Self.main()), ("navgraph-code-navigation.json", try Self.facts())],
            label: "base")
        #expect(first.status == 201, "\(first.text)")
        #expect(first.object["codeNavigation"] as? String == "added")
        let revision = try #require(first.object["revision"] as? Int)
        // The write's change carried the facts: the cached graph answers with them, no read needed.
        let made = try server.request("GET", Self.lookup)
        #expect(made.status == 200, "\(made.text)")
        #expect(made.object["instantiation"] as? String == "code")
        let stored = try server.request("GET", "/v1/projects/p/code-navigation")
        #expect(stored.header("ETag") == "\"r\(revision)\"")
        #expect((stored.object["edges"] as? [Any])?.count == 2)
        // One revision holds both: its storyboards and its facts.
        let old = try server.request("GET", "/v1/projects/p/graph?format=dot&revision=\(revision)")
        #expect(old.text.contains("Home.swift:12"), "\(old.text)")
        #expect(old.text.contains("HomeViewController"))

        // The same archive under its label again is that revision; other facts under it are a conflict.
        let again = try Self.snapshot(
            server, [("Main.storyboard", try Self.main()), ("navgraph-code-navigation.json", try Self.facts())],
            label: "base")
        #expect(again.status == 200, "\(again.text)")
        #expect(again.object["unchanged"] as? Bool == true)
        let other = try Self.snapshot(server, [("Main.storyboard", try Self.main())], label: "base")
        #expect(other.status == 409, "\(other.text)")

        // Only the facts differ: still a revision, and the diff from the labelled one shows the code change.
        let gone = try Self.snapshot(server, [("Main.storyboard", try Self.main())])
        #expect(gone.status == 200, "\(gone.text)")
        #expect(gone.object["codeNavigation"] as? String == "removed")
        #expect(gone.object["unchanged"] as? Bool == false)
        #expect(gone.object["revision"] as? Int == revision + 1)
        #expect(try server.request("GET", Self.lookup).status == 404)
        let diff = try server.request("GET", "/v1/projects/p/diff?from=base&to=\(revision + 1)")
        #expect(diff.status == 200, "\(diff.text)")
        #expect(diff.text.contains("in code removed: HomeViewController"), "\(diff.text)")
        let none = try server.request("GET", "/v1/projects/p/code-navigation")
        #expect(try JSONDecoder().decode(CodeNavigation.self, from: none.body) == CodeNavigation())
    }

    @Test func aHostileFactsDocumentInAnArchiveIsRefusedAndChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let first = try Self.snapshot(
            server, [("Main.storyboard", try Self.main()), ("navgraph-code-navigation.json", try Self.facts())])
        #expect(first.status == 201, "\(first.text)")
        let before = try server.request("GET", "/v1/projects/p").object["revision"] as? Int
        let settings = String(decoding: try TestServer.fixture("examples/Settings.storyboard"), as: UTF8.self)
        let escape = try Self.facts().replacingOccurrences(of: "\"HomeViewController\"", with: "\"Home\\u001b[2J\"")
        let absolute = try Self.facts().replacingOccurrences(of: "App\\/Home.swift", with: "/etc/passwd")
            .replacingOccurrences(of: "App/Home.swift", with: "/etc/passwd")
        let cases: [(name: String, text: String, detail: String)] = [
            ("control character", escape, "edges[0].from"),
            ("absolute path", absolute, "location.file"),
            ("not JSON", "{\"format\": ", "not valid JSON"),
            (
                "wrong version", try Self.facts().replacingOccurrences(of: "\"version\":1", with: "\"version\":9"),
                "version"
            ),
        ]
        for hostile in cases {
            // The archive also adds a storyboard: it must not be stored either.
            let answer = try Self.snapshot(
                server,
                [
                    ("Main.storyboard", try Self.main()), ("Settings.storyboard", settings),
                    ("navgraph-code-navigation.json", hostile.text),
                ])
            #expect(answer.status == 422, "\(hostile.name): \(answer.status) \(answer.text)")
            #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(hostile.name)")
            let detail = answer.object["detail"] as? String ?? ""
            #expect(detail.contains("navgraph-code-navigation.json"), "\(hostile.name): \(detail)")
            #expect(detail.contains(hostile.detail), "\(hostile.name): \(detail)")
            #expect(detail.contains("nothing was changed"), "\(hostile.name): \(detail)")
        }
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == before)
        #expect(try server.request("GET", "/v1/projects/p/storyboards/Settings").status == 404)
        #expect(try server.request("GET", Self.lookup).status == 200)
    }
}
