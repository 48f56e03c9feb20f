import Foundation
import Storage
import StoryboardImport
import StoryboardModel
import Testing

/// `navgraph import` into the database of a running server: the server's graph catches up on its own.
@Suite(.tags(.inProcess)) struct ExternalChangeTests {
    @Test func writesFromAnotherProcessReachLookups() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(try server.request("GET", "/v1/projects/demo/lookup?class=ProfileViewController").status == 404)

        // Another writer on the same database, as the CLI is: its own connections, not the server's.
        let other = try server.database.openStore()
        defer { other.close() }
        let storyboard = try StoryboardParser.parse(try TestServer.fixture("examples/Main.storyboard"), name: "Main")
        _ = try other.putStoryboard(project: "demo", storyboard: storyboard, source: nil)
        _ = try other.write { try $0.createProject(.init(name: "second")) }

        // The server's watcher notices on its own (every second by default).
        let lookup = "/v1/projects/demo/lookup?class=ProfileViewController"
        #expect(try eventually { try server.request("GET", lookup).status == 200 })
        #expect(try server.request("GET", "/v1/projects/second/diagnostics").status == 200)
        try other.deleteProject("second")
        #expect(try eventually { try server.request("GET", "/v1/projects/second/diagnostics").status == 404 })
    }

    /// Facts another process stores reach the graph (a write that changes no storyboard is read whole).
    @Test func codeNavigationFactsFromAnotherProcessReachLookups() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let lookup = "/v1/projects/demo/lookup?class=MadeInCodeViewController"
        #expect(try server.request("GET", lookup).status == 404)
        let other = try server.database.openStore()
        defer { other.close() }
        let facts = CodeNavigation(instantiations: [
            CodeInstantiation(
                from: nil, destination: .viewController("MadeInCodeViewController"), method: .initializer,
                location: SourceLocation(file: "App/Start.swift", line: 3))
        ])
        _ = try other.write { try $0.putCodeNavigation(project: "demo", document: facts, ifMatch: nil) }
        #expect(try eventually { try server.request("GET", lookup).status == 200 })
        _ = try other.write { try $0.putCodeNavigation(project: "demo", document: nil, ifMatch: nil) }
        #expect(try eventually { try server.request("GET", lookup).status == 404 })
    }

    /// A nib another process stores reaches lookup, a storyboard it writes next keeps it, and its delete is
    /// heard too.
    @Test func nibsFromAnotherProcessReachLookups() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let lookup = "/v1/projects/demo/lookup?class=ProfileCell"
        #expect(try server.request("GET", lookup).status == 404)
        let other = try server.database.openStore()
        defer { other.close() }
        let bytes = try TestServer.fixture("Tests/Fixtures/NibGraph/App/ProfileCell.xib")
        let nib = try BundleInput.nib(bytes, name: "ProfileCell")
        _ = try other.write { try $0.putNib(project: "demo", nib: nib, source: bytes, ifMatch: nil) }
        #expect(try eventually { try server.request("GET", lookup).status == 200 })

        let storyboard = try StoryboardParser.parse(try TestServer.fixture("examples/Main.storyboard"), name: "Main")
        _ = try other.putStoryboard(project: "demo", storyboard: storyboard, source: nil)
        let profile = "/v1/projects/demo/lookup?class=ProfileViewController"
        #expect(try eventually { try server.request("GET", profile).status == 200 })
        #expect(try server.request("GET", lookup).status == 200)

        _ = try other.write { try $0.deleteNib(project: "demo", nib: "ProfileCell", ifMatch: nil) }
        #expect(try eventually { try server.request("GET", lookup).status == 404 })
    }

    /// An import with `--sources` in another process changes storyboards and facts in one revision: the graph
    /// one revision behind is not updated from the storyboards alone (its facts would stay the old ones).
    @Test func anImportWithFactsFromAnotherProcessReplacesTheGraphsFacts() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let other = try server.database.openStore()
        defer { other.close() }
        let main = try TestServer.fixture("examples/Main.storyboard")
        let storyboard = try StoryboardParser.parse(main, name: "Main")
        _ = try other.putStoryboard(project: "demo", storyboard: storyboard, source: nil)
        let profile = "/v1/projects/demo/lookup?class=ProfileViewController"
        #expect(try eventually { try server.request("GET", profile).status == 200 })

        let facts = CodeNavigation(instantiations: [
            CodeInstantiation(
                from: nil, destination: .viewController("MadeInCodeViewController"), method: .initializer,
                location: SourceLocation(file: "App/Start.swift", line: 3))
        ])
        let settings = try TestServer.fixture("examples/Settings.storyboard")
        let file = SnapshotFile(storyboard: try StoryboardParser.parse(settings, name: "Settings"), source: settings)
        _ = try other.write { try $0.putStoryboards(project: "demo", with: [file], code: facts) }
        let made = "/v1/projects/demo/lookup?class=MadeInCodeViewController"
        #expect(try eventually { try server.request("GET", made).status == 200 })
        // An import without facts keeps them, and the storyboards it brings still arrive.
        let extra = Storyboard(
            name: "Extra", scenes: [Scene(id: "x", kind: "viewController", customClass: "XViewController")])
        _ = try other.write {
            try $0.putStoryboards(project: "demo", with: [SnapshotFile(storyboard: extra, source: nil)])
        }
        #expect(
            try eventually { try server.request("GET", "/v1/projects/demo/lookup?class=XViewController").status == 200 }
        )
        #expect(try server.request("GET", made).status == 200)
    }
}
