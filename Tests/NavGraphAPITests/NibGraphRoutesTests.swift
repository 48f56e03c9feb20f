import Foundation
import Testing

/// Stored nibs in the served graph over a real socket: lookup answers a class its nib from the nib's PUT on
/// and forgets it after its DELETE, with new tags (no old answer served); a stored push in code reaches the
/// node of a view controller nib; `?revision=R` answers with that revision's nibs. The project is
/// Tests/Fixtures/NibGraph/App: Main (a navigation controller whose root is Home), ProfileCell.xib (a table
/// cell) and ProfileViewController.xib (a view controller nib).
@Suite struct NibGraphRoutesTests {
    static let app = "Tests/Fixtures/NibGraph/App/"
    static let xml = ["Content-Type": "application/xml"]

    /// Project `p` with the fixture's Main storyboard: revision 2.
    static func seeded(_ server: TestServer) throws {
        try NibRoutesTests.project(server)
        let main = try TestServer.fixture(app + "Main.storyboard")
        let put = try server.request("PUT", "/v1/projects/p/storyboards/Main", headers: xml, body: main)
        #expect(put.status == 201, "\(put.text)")
    }

    /// Stores the fixture's nib `name` (`name.xib`): its status.
    static func putNib(_ server: TestServer, _ name: String) throws -> Int {
        let bytes = try TestServer.fixture(app + name + ".xib")
        return try server.request("PUT", "/v1/projects/p/nibs/\(name)", headers: xml, body: bytes).status
    }

    @Test func lookupAnswersTheStoredNibAndForgetsItWithNewTags() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let lookup = "/v1/projects/p/lookup?class=ProfileCell"
        #expect(try server.request("GET", lookup).status == 404)

        #expect(try Self.putNib(server, "ProfileCell") == 201)
        let found = try server.request("GET", lookup)
        #expect(found.status == 200, "\(found.text)")
        #expect(found.object["kind"] as? String == "nib")
        let nib = try #require((found.object["nibs"] as? [[String: Any]])?.first)
        #expect(nib["nib"] as? String == "ProfileCell")
        #expect(nib["file"] as? String == "ProfileCell.xib")
        #expect(nib["role"] as? String == "tableViewCell")
        #expect(nib["reuseIdentifier"] as? String == "profile")
        #expect(nib["line"] as? Int == 6)
        let tag = try #require(found.header("ETag"))
        #expect(try server.request("GET", lookup, headers: ["If-None-Match": tag]).status == 304)

        // The nib replaced: the answer of the old revision is not served, not even as a 304.
        let renamed = String(decoding: try TestServer.fixture(Self.app + "ProfileCell.xib"), as: UTF8.self)
            .replacingOccurrences(of: "reuseIdentifier=\"profile\"", with: "reuseIdentifier=\"profileRow\"")
        let replaced = try server.request(
            "PUT", "/v1/projects/p/nibs/ProfileCell", headers: Self.xml, body: Data(renamed.utf8))
        #expect(replaced.status == 200, "\(replaced.text)")
        let fresh = try server.request("GET", lookup, headers: ["If-None-Match": tag])
        #expect(fresh.status == 200, "\(fresh.text)")
        #expect((fresh.object["nibs"] as? [[String: Any]])?.first?["reuseIdentifier"] as? String == "profileRow")
        let freshTag = try #require(fresh.header("ETag"))
        #expect(freshTag != tag)

        #expect(try server.request("DELETE", "/v1/projects/p/nibs/ProfileCell").status == 204)
        let gone = try server.request("GET", lookup, headers: ["If-None-Match": freshTag])
        #expect(gone.status == 404, "\(gone.text)")
    }

    /// The stored facts push `ProfileViewController` from Home; the nib stored after them makes that class a node
    /// of the view controller nib, which the push reaches.
    @Test func aStoredPushReachesTheNodeOfAViewControllerNib() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let facts = try CodeNavigationRoutesTests.body([
            "format": "navgraph-code-navigation", "version": 1,
            "edges": [
                [
                    "from": "HomeViewController", "kind": "push", "containers": [String](),
                    "location": CodeNavigationRoutesTests.location("HomeViewController.swift", 11),
                    "to": ["kind": "viewController", "className": "ProfileViewController"],
                ]
            ],
            "instantiations": [], "unresolved": [],
        ])
        let stored = try server.request(
            "PUT", "/v1/projects/p/code-navigation", headers: CodeNavigationRoutesTests.json, body: facts)
        #expect(stored.status == 201, "\(stored.text)")
        #expect(try Self.putNib(server, "ProfileViewController") == 201)

        let graph = try server.request("GET", "/v1/projects/p/graph?format=json")
        #expect(graph.status == 200, "\(graph.text)")
        let nodes = graph.object["codeNodes"] as? [[String: Any]] ?? []
        let node = try #require(nodes.first { $0["className"] as? String == "ProfileViewController" }, "\(graph.text)")
        let nib = node["nib"] as? [String: Any]
        #expect(nib?["file"] as? String == "ProfileViewController.xib")
        #expect(nib?["role"] as? String == "viewController")
        #expect(nib?["line"] as? Int == 4)
        let edges = graph.object["codeEdges"] as? [[String: Any]] ?? []
        let push = try #require(edges.first { $0["kind"] as? String == "push" }, "\(graph.text)")
        #expect((push["destination"] as? [String: Any])?["scene"] as? String == "ProfileViewController")
        #expect((push["source"] as? [String: Any])?["scene"] as? String == "HOM-00-000")

        let lookup = try server.request("GET", "/v1/projects/p/lookup?class=ProfileViewController")
        #expect(lookup.status == 200, "\(lookup.text)")
        #expect((lookup.object["nibs"] as? [[String: Any]])?.first?["role"] as? String == "viewController")
    }

    @Test func anOldRevisionAnswersWithItsOwnNibs() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        #expect(try Self.putNib(server, "ProfileCell") == 201)
        #expect(try Self.putNib(server, "ProfileViewController") == 201)
        #expect(try server.request("DELETE", "/v1/projects/p/nibs/ProfileCell").status == 204)
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 5)

        let lookup = "/v1/projects/p/lookup?class=ProfileCell"
        #expect(try server.request("GET", lookup).status == 404)
        #expect(try server.request("GET", lookup + "&revision=2").status == 404)
        for revision in [3, 4] {
            let old = try server.request("GET", lookup + "&revision=\(revision)")
            #expect(old.status == 200, "revision \(revision): \(old.text)")
            #expect((old.object["nibs"] as? [[String: Any]])?.first?["nib"] as? String == "ProfileCell")
        }
        let nodes: (Int) throws -> [String] = { revision in
            let graph = try server.request("GET", "/v1/projects/p/graph?format=json&revision=\(revision)")
            #expect(graph.status == 200, "\(graph.text)")
            return (graph.object["codeNodes"] as? [[String: Any]] ?? []).compactMap { $0["className"] as? String }
        }
        #expect(try nodes(3) == [])
        #expect(try nodes(4) == ["ProfileViewController"])
    }

    /// Generated code of the served graph takes its stored nibs: the nib catalogue and the nib cell's typed
    /// register come with the nib's PUT and go with its DELETE.
    @Test func generatedCodeTakesTheStoredNibs() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let codegen = "/v1/projects/p/codegen/scenes"
        let catalogue = #"NibFile<ProfileCell>(name: "ProfileCell")"#
        #expect(!(try server.request("GET", codegen).text.contains(catalogue)))
        #expect(try Self.putNib(server, "ProfileCell") == 201)
        let generated = try server.request("GET", codegen)
        #expect(generated.status == 200)
        #expect(generated.text.contains(catalogue), "\(generated.text)")
        #expect(try server.request("DELETE", "/v1/projects/p/nibs/ProfileCell").status == 204)
        #expect(!(try server.request("GET", codegen).text.contains(catalogue)))
    }

    /// Writes after a nib (a storyboard, the project's module, code navigation facts, a snapshot holding it) leave
    /// it in the graph: each way the graph cache follows a write keeps the nibs; a snapshot without it removes it.
    @Test func laterWritesKeepTheNibsInTheGraph() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        #expect(try Self.putNib(server, "ProfileCell") == 201)
        let other = try CodeNavigationRoutesTests.body([
            "scenes": [["id": "o", "kind": "viewController", "customClass": "OtherViewController"]]
        ])
        let writes: [(String, String, [String: String], Data)] = [
            ("PUT", "/v1/projects/p/storyboards/Other", CodeNavigationRoutesTests.json, other),
            (
                "PATCH", "/v1/projects/p", CodeNavigationRoutesTests.json,
                try CodeNavigationRoutesTests.body(["module": "App"])
            ),
            (
                "PUT", "/v1/projects/p/code-navigation", CodeNavigationRoutesTests.json,
                try CodeNavigationRoutesTests.facts()
            ),
            (
                "PUT", "/v1/projects/p/snapshot", ["Content-Type": "application/x-tar"],
                try SnapshotArchives.tar([
                    (
                        "Main.storyboard",
                        String(decoding: try TestServer.fixture(Self.app + "Main.storyboard"), as: UTF8.self)
                    ),
                    (
                        "ProfileCell.xib",
                        String(decoding: try TestServer.fixture(Self.app + "ProfileCell.xib"), as: UTF8.self)
                    ),
                ])
            ),
        ]
        for (method, target, headers, body) in writes {
            let write = try server.request(method, target, headers: headers, body: body)
            #expect((200..<300).contains(write.status), "\(method) \(target): \(write.text)")
            let found = try server.request("GET", "/v1/projects/p/lookup?class=ProfileCell")
            #expect(found.status == 200, "after \(method) \(target): \(found.text)")
            #expect(found.object["kind"] as? String == "nib", "after \(method) \(target)")
        }
        let main = String(decoding: try TestServer.fixture(Self.app + "Main.storyboard"), as: UTF8.self)
        let withoutNib = try server.request(
            "PUT", "/v1/projects/p/snapshot", headers: ["Content-Type": "application/x-tar"],
            body: try SnapshotArchives.tar([("Main.storyboard", main)]))
        #expect(withoutNib.status == 200, "\(withoutNib.text)")
        #expect(try server.request("GET", "/v1/projects/p/lookup?class=ProfileCell").status == 404)
    }

    /// `/diagnostics` lists the problems of the stored nibs beside the storyboards', at the nib's file and line,
    /// and forgets them once the nib is fixed.
    @Test func diagnosticsListTheStoredNibsProblems() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let cell = String(decoding: try TestServer.fixture(Self.app + "ProfileCell.xib"), as: UTF8.self)
        let crowded = cell.replacingOccurrences(
            of: "    </objects>",
            with: """
                        <view contentMode="scaleToFill" id="VIE-00-001" customClass="BadgeView">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </objects>
                """)
        #expect(
            try server.request("PUT", "/v1/projects/p/nibs/ProfileCell", headers: Self.xml, body: Data(crowded.utf8))
                .status == 201)
        let report = try server.request("GET", "/v1/projects/p/diagnostics")
        #expect(report.status == 200, "\(report.text)")
        let found = (report.object["diagnostics"] as? [[String: Any]] ?? []).filter {
            $0["storyboard"] as? String == "ProfileCell.xib"
        }
        #expect(found.count == 1, "\(report.text)")
        #expect(found.first?["code"] as? String == "cell-nib-not-alone")
        // At the object beside the cell.
        let badgeLine = crowded.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("VIE-00-001") }.map { $0 + 1 }
        #expect(found.first?["line"] as? Int == badgeLine)
        #expect(
            try server.request("PUT", "/v1/projects/p/nibs/ProfileCell", headers: Self.xml, body: Data(cell.utf8))
                .status == 200)
        let fixed = try server.request("GET", "/v1/projects/p/diagnostics")
        #expect(!fixed.text.contains("ProfileCell.xib"), "\(fixed.text)")
    }
}
