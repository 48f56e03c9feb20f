import Foundation
import StoryboardModel
import Testing

/// The code navigation facts over a real socket: stored with a revision, then lookup, routes and the DOT
/// drawing use them; a hostile document is refused with a useful detail and changes nothing; `?revision=R`
/// reads each revision with the facts it had.
@Suite struct CodeNavigationRoutesTests {
    static let json = ["Content-Type": "application/json"]

    static func body(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    static func location(_ file: String, _ line: Int) -> [String: Any] { ["file": file, "line": line] }

    /// `HomeViewController` pushes `ClassOnlyCodeMakes` (made in code, no storyboard has it), which presents the
    /// storyboard scene `Settings`.
    static func facts() throws -> Data {
        try body([
            "format": "navgraph-code-navigation", "version": 1,
            "edges": [
                [
                    "from": "HomeViewController", "kind": "push", "containers": [String](),
                    "location": location("App/Home.swift", 12),
                    "to": ["kind": "viewController", "className": "ClassOnlyCodeMakes"],
                ],
                [
                    "from": "ClassOnlyCodeMakes", "kind": "present", "containers": [String](),
                    "location": location("App/Code.swift", 30),
                    "to": ["kind": "scene", "storyboard": "Main", "identifier": "Settings"],
                ],
            ],
            "instantiations": [
                [
                    "from": "HomeViewController", "method": "initializer", "location": location("App/Home.swift", 11),
                    "destination": ["kind": "viewController", "className": "ClassOnlyCodeMakes"],
                ]
            ],
            "unresolved": [],
        ])
    }

    /// Project `p`: Main with Home (initial) and Settings, no segue between them; revision 2.
    static func seeded(_ server: TestServer) throws {
        let created = try server.request("POST", "/v1/projects", headers: json, body: try body(["name": "p"]))
        #expect(created.status == 201, "\(created.text)")
        let main = try body([
            "initialScene": "home",
            "scenes": [
                ["id": "home", "kind": "viewController", "customClass": "HomeViewController"],
                [
                    "id": "settings", "kind": "viewController", "customClass": "SettingsViewController",
                    "storyboardIdentifier": "Settings",
                ],
            ],
        ])
        let put = try server.request("PUT", "/v1/projects/p/storyboards/Main", headers: json, body: main)
        #expect(put.status == 201, "\(put.text)")
    }

    @Test func storedFactsJoinLookupRoutesAndTheDrawingAndEachRevisionKeepsItsOwn() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let lookup = "/v1/projects/p/lookup?class=ClassOnlyCodeMakes"
        #expect(try server.request("GET", lookup).status == 404)
        let none = try server.request("GET", "/v1/projects/p/code-navigation")
        #expect(none.status == 200)
        #expect(try JSONDecoder().decode(CodeNavigation.self, from: none.body) == CodeNavigation())

        let put = try server.request(
            "PUT", "/v1/projects/p/code-navigation", headers: Self.json.merging(["If-Match": "\"r2\""]) { $1 },
            body: try Self.facts())
        #expect(put.status == 201, "\(put.text)")
        #expect(put.header("ETag") == "\"r3\"")
        #expect(put.object["edges"] as? Int == 2)
        #expect(put.object["instantiations"] as? Int == 1)
        let again = try server.request(
            "PUT", "/v1/projects/p/code-navigation", headers: Self.json, body: try Self.facts())
        #expect(again.status == 200)
        #expect(again.object["revision"] as? Int == 3)

        let stored = try server.request("GET", "/v1/projects/p/code-navigation")
        #expect(stored.status == 200)
        #expect((stored.object["edges"] as? [Any])?.count == 2)
        let tag = try #require(stored.header("ETag"))
        #expect(
            try server.request("GET", "/v1/projects/p/code-navigation", headers: ["If-None-Match": tag]).status == 304)

        let made = try server.request("GET", lookup)
        #expect(made.status == 200, "\(made.text)")
        #expect(made.object["instantiation"] as? String == "code")
        let where_ = (made.object["madeInCode"] as? [[String: Any]])?.first?["location"] as? [String: Any]
        #expect(where_?["file"] as? String == "App/Home.swift")
        #expect(where_?["line"] as? Int == 11)

        let route = try server.request(
            "GET", "/v1/projects/p/routes?from=HomeViewController&to=SettingsViewController")
        #expect(route.status == 200, "\(route.text)")
        let hops = route.object["hops"] as? [[String: Any]] ?? []
        #expect(hops.map { $0["step"] as? String } == ["code", "code"], "\(route.text)")
        let first = hops.first?["location"] as? [String: Any]
        #expect(first?["file"] as? String == "App/Home.swift")
        #expect(first?["line"] as? Int == 12)

        let dot = try server.request("GET", "/v1/projects/p/graph?format=dot")
        #expect(dot.status == 200)
        #expect(dot.text.contains("Home.swift:12"), "\(dot.text)")
        #expect(dot.text.contains("style=dashed, color=darkorange3"))

        let before = try server.request("GET", "/v1/projects/p/graph?format=dot&revision=2")
        #expect(before.status == 200, "\(before.text)")
        #expect(!before.text.contains("Home.swift"))
        let after = try server.request("GET", "/v1/projects/p/graph?format=dot&revision=3")
        #expect(after.text.contains("Home.swift:12"))

        let removed = try server.request("DELETE", "/v1/projects/p/code-navigation")
        #expect(removed.status == 204)
        #expect(try server.request("GET", lookup).status == 404)
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 4)
        #expect(try server.request("GET", "/v1/projects/p/graph?format=dot&revision=3").text.contains("Home.swift:12"))
    }

    /// Writes after the facts (a storyboard, the project's module, a snapshot carrying them) leave them in the
    /// graph: each way the graph cache follows a write keeps them.
    @Test func laterWritesKeepTheFactsInTheGraph() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let put = try server.request(
            "PUT", "/v1/projects/p/code-navigation", headers: Self.json, body: try Self.facts())
        #expect(put.status == 201, "\(put.text)")
        let lookup = "/v1/projects/p/lookup?class=ClassOnlyCodeMakes"
        let other = try Self.body([
            "scenes": [["id": "o", "kind": "viewController", "customClass": "OtherViewController"]]
        ])
        let writes: [(String, String, [String: String], Data)] = [
            ("PUT", "/v1/projects/p/storyboards/Other", Self.json, other),
            ("PATCH", "/v1/projects/p", Self.json, try Self.body(["module": "App"])),
            (
                "PUT", "/v1/projects/p/snapshot", ["Content-Type": "application/x-tar"],
                try SnapshotArchives.tar([
                    (
                        "Main.storyboard",
                        String(decoding: try TestServer.fixture("examples/Main.storyboard"), as: UTF8.self)
                    ),
                    ("navgraph-code-navigation.json", String(decoding: try Self.facts(), as: UTF8.self)),
                ])
            ),
        ]
        for (method, target, headers, body) in writes {
            let write = try server.request(method, target, headers: headers, body: body)
            #expect((200..<300).contains(write.status), "\(method) \(target): \(write.text)")
            let made = try server.request("GET", lookup)
            #expect(made.status == 200, "after \(method) \(target): \(made.text)")
            #expect(made.object["instantiation"] as? String == "code", "after \(method) \(target)")
        }
    }

    @Test func aHostileDocumentIsRefusedWithItsPathAndChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let edge: ([String: Any]) -> [String: Any] = { change in
            [
                "from": "HomeViewController", "kind": "push", "containers": [String](),
                "location": Self.location("App/Home.swift", 12),
                "to": ["kind": "viewController", "className": "ClassOnlyCodeMakes"],
            ].merging(change) { $1 }
        }
        let document: ([[String: Any]], Int) throws -> Data = { edges, version in
            try Self.body([
                "format": "navgraph-code-navigation", "version": version, "edges": edges, "instantiations": [],
                "unresolved": [],
            ])
        }
        let many = Array(repeating: edge([:]), count: 300_000)
        let cases: [(name: String, body: Data, detail: String)] = [
            ("control character", try document([edge(["from": "Home\u{1B}[2J"])], 1), "edges[0].from"),
            (
                "absolute path", try document([edge(["location": Self.location("/etc/passwd", 1)])], 1),
                "edges[0].location.file"
            ),
            ("wrong version", try document([edge([:])], 9), "version"),
            ("not JSON", Data("{\"format\": ".utf8), "not valid JSON"),
            ("300,000 facts", try document(many, 1), "over the limit"),
        ]
        for hostile in cases {
            let answer = try server.request(
                "PUT", "/v1/projects/p/code-navigation", headers: Self.json, body: hostile.body)
            #expect((400..<500).contains(answer.status), "\(hostile.name): \(answer.status) \(answer.text)")
            #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(hostile.name)")
            let detail = answer.object["detail"] as? String ?? ""
            #expect(detail.contains(hostile.detail), "\(hostile.name): \(detail)")
            if answer.status == 422 { #expect(detail.contains("nothing was changed") || hostile.name == "not JSON") }
        }
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 2)
        let none = try server.request("GET", "/v1/projects/p/code-navigation")
        #expect(none.status == 200)
        #expect(try JSONDecoder().decode(CodeNavigation.self, from: none.body) == CodeNavigation())
    }

    /// A fact whose kind, destination kind, method or reason is a name the server does not know (a newer push's
    /// `teleport`) is a 422 naming the JSON path and every name taken, not "Cannot initialize CodeNavigationKind
    /// from invalid String value"; nothing is stored.
    @Test func anUnknownNameIsRefusedNamingTheNamesTaken() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.seeded(server)
        let kinds = CodeNavigationKind.allCases.map(\.rawValue).joined(separator: ", ")
        let destinations = CodeDestination.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        let edge: [String: Any] = [
            "from": "HomeViewController", "kind": "teleport", "containers": [String](),
            "location": Self.location("App/Home.swift", 12), "to": ["kind": "viewController", "className": "Other"],
        ]
        var elsewhere = edge
        (elsewhere["kind"], elsewhere["to"]) = ("push", ["kind": "nowhere", "className": "Other"])
        for (fact, detail) in [
            (edge, "invalid value for 'edges[0].kind': must be one of \(kinds), not 'teleport'"),
            (elsewhere, "invalid value for 'edges[0].to.kind': must be one of \(destinations), not 'nowhere'"),
        ] {
            let document = try Self.body([
                "format": "navgraph-code-navigation", "version": 1, "edges": [fact], "instantiations": [],
                "unresolved": [],
            ])
            let answer = try server.request("PUT", "/v1/projects/p/code-navigation", headers: Self.json, body: document)
            #expect(answer.status == 422, "\(answer.text)")
            #expect(answer.object["detail"] as? String == detail)
        }
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 2)
    }
}
