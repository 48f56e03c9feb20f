import Foundation
import Testing

/// Lookup, resolution, export, routes and diagnostics over HTTP, against the hand-written fixture projects
/// in `Tests/Fixtures/Graph/` (each folder one project).
@Suite(.tags(.inProcess)) struct GraphRoutesTests {
    /// A live server with every storyboard of `Tests/Fixtures/Graph/<folder>` imported into project `p`.
    static func server(
        with folder: String, _ mode: TestServer.Mode = .inProcess, token: String? = nil, readToken: String? = nil
    ) throws -> TestServer {
        let server = try TestServer(mode, token: token, readToken: readToken)
        let auth = token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
        _ = try server.json("POST", "/v1/projects", ["name": "p", "module": "MailApp"], headers: auth)
        let directory = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures/Graph/\(folder)")
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where file.hasSuffix(".storyboard") {
            let name = String(file.dropLast(".storyboard".count))
            let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            let put = try server.request(
                "PUT", "/v1/projects/p/storyboards/\(encoded)",
                headers: auth.merging(["Content-Type": "application/xml"]) { $1 },
                body: try Data(contentsOf: directory.appendingPathComponent(file)))
            #expect(put.status == 201, "\(file): \(put.text)")
        }
        return server
    }

    static func query(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    func resolve(_ server: TestServer, _ from: String, _ segue: String) throws -> WireResponse {
        try server.request("GET", "/v1/projects/p/resolve?from=\(Self.query(from))&segue=\(Self.query(segue))")
    }

    func ref(_ object: Any?) -> String? {
        guard let scene = object as? [String: Any], let storyboard = scene["storyboard"] as? String else { return nil }
        return "\(storyboard)/\(scene["id"] as? String ?? scene["scene"] as? String ?? "")"
    }

    func hops(_ response: WireResponse) -> [String] {
        (response.object["via"] as? [[String: Any]] ?? []).map { hop in
            let from = hop["from"] as? [String: String] ?? [:]
            let to = hop["to"] as? [String: String] ?? [:]
            return "\(hop["step"] as? String ?? "") \(from["storyboard"] ?? "")/\(from["scene"] ?? "") → "
                + "\(to["storyboard"] ?? "")/\(to["scene"] ?? "")"
        }
    }

    @Test func resolvesSeguesOnCellsBarButtonsAndGestures() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let cell = try resolve(server, "InboxViewController", "showMessage")
        #expect(cell.status == 200)
        #expect(cell.object["kind"] as? String == "show")
        #expect(ref(cell.object["destination"]) == "Main/MSG-03-000")
        #expect((cell.object["content"] as? [String: Any])?["swiftType"] as? String == "MessageViewController")
        #expect(hops(cell) == ["segue Main/LST-01-000 → Main/MSG-03-000"])

        let barButton = try resolve(server, "Main:Inbox", "compose")
        #expect(barButton.object["kind"] as? String == "presentation")
        #expect((barButton.object["presented"] as? [String: Any])?["swiftType"] as? String == "UINavigationController")
        #expect(ref(barButton.object["content"]) == "Main/CMP-04-000")
        #expect(
            hops(barButton) == [
                "segue Main/LST-01-000 → Main/NAV-04-000", "rootViewController Main/NAV-04-000 → Main/CMP-04-000",
            ])

        let gesture = try resolve(server, "MessageViewController", "showAttachment")
        #expect(ref(gesture.object["content"]) == "Media/ATT-M1-000")
        #expect((gesture.object["content"] as? [String: Any])?["customModule"] as? String == "MediaKit")
        #expect(
            hops(gesture) == [
                "segue Main/MSG-03-000 → Main/NAV-05-000", "rootViewController Main/NAV-05-000 → Main/REF-05-000",
                "reference Main/REF-05-000 → Media/NAV-M1-000",
                "rootViewController Media/NAV-M1-000 → Media/ATT-M1-000",
            ])
    }

    @Test func resolvesReferencesEmbedsUnwindsAndContainers() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let sameStoryboard = try resolve(server, "Main/MSG-03-000", "showSender")
        #expect((sameStoryboard.object["destination"] as? [String: Any])?["kind"] as? String == "reference")
        #expect(ref(sameStoryboard.object["presented"]) == "Main/PRF-07-000")

        let embedded = try resolve(server, "ComposeViewController", "pickRecipient")
        #expect(ref(embedded.object["source"]) == "Main/EMB-06-000")
        #expect(
            (embedded.object["content"] as? [String: Any])?["swiftType"] as? String == "RecipientPickerViewController")

        let unwind = try resolve(server, "RecipientPickerViewController", "unwindToCompose")
        #expect(unwind.status == 200)
        #expect(unwind.object["kind"] as? String == "unwind")
        #expect(unwind.object["unwindAction"] as? String == "unwindToCompose:")
        #expect(unwind.object["destination"] == nil)

        let split = try resolve(server, "AboutViewController", "showLicenses")
        let container = split.object["container"] as? [String: Any] ?? [:]
        #expect((container["scene"] as? [String: Any])?["swiftType"] as? String == "UISplitViewController")
        #expect((container["children"] as? [Any] ?? []).map(ref) == ["Settings/NAV-S3-000", "Settings/LIC-S3-000"])
        // Each child says its column: the JSON answer carries the role its relationship gives it.
        let children = container["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["role"] as? String } == ["primary", "secondary"])
        #expect(children.map { $0["relationship"] as? String } == ["masterViewController", "detailViewController"])
        #expect(children.map { $0["swiftType"] as? String != nil } == [true, true])
    }

    @Test func resolutionErrorsHaveTheirStatuses() throws {
        let server = try Self.server(with: "Broken")
        defer { server.tearDown() }
        let typo = try resolve(server, "HomeViewController", "showDetial")
        #expect(typo.status == 404)
        #expect(
            typo.object["detail"] as? String
                == "no segue with identifier 'showDetial' leaves scene Main/HOM-00-000 (HomeViewController); "
                + "did you mean 'showDetail'?")
        let duplicate = try resolve(server, "HomeViewController", "showDetail")
        #expect(duplicate.status == 409)
        #expect((duplicate.object["candidates"] as? [Any] ?? []).map(ref) == ["Main/DTA-03-000", "Main/DTB-03-000"])
        let dangling = try resolve(server, "HomeViewController", "showGhost")
        #expect(dangling.status == 422)
        #expect(
            (dangling.object["detail"] as? String ?? "").contains("'GHO-ST-000', which is not in storyboard 'Main'"))
        let missingStoryboard = try resolve(server, "HomeViewController", "openStore")
        #expect(missingStoryboard.status == 422)
        #expect(
            (missingStoryboard.object["detail"] as? String ?? "").contains("storyboard 'Store' is not in the project"))
        #expect(try resolve(server, "NoSuchViewController", "x").status == 404)
        #expect(try server.request("GET", "/v1/projects/p/resolve?from=HomeViewController").status == 400)
        #expect(try server.request("GET", "/v1/projects/ghost/resolve?from=A&segue=b").status == 404)
    }

    @Test func typedLookup() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let inbox = try server.request("GET", "/v1/projects/p/lookup?class=InboxViewController")
        #expect(inbox.status == 200)
        #expect(inbox.object["storyboard"] as? String == "Main")
        #expect(inbox.object["identifier"] as? String == "Inbox")
        #expect(inbox.object["instantiation"] as? String == "identifier")
        #expect(inbox.object["swiftType"] as? String == "InboxViewController")
        #expect(inbox.object["initial"] as? Bool == false)

        let tab = try server.request("GET", "/v1/projects/p/lookup?class=UITabBarController")
        #expect(tab.object["instantiation"] as? String == "initial")
        #expect(tab.object["initial"] as? Bool == true)

        let none = try server.request("GET", "/v1/projects/p/lookup?class=AttachmentViewController")
        #expect(none.object["instantiation"] as? String == "none")
        #expect((none.object["reason"] as? String ?? "").contains("has no storyboard ID"))

        let byID = try server.request("GET", "/v1/projects/p/lookup?storyboard=Main&identifier=Profile")
        #expect(byID.object["swiftType"] as? String == "ProfileViewController")
        let typo = try server.request("GET", "/v1/projects/p/lookup?class=InboxViewControler")
        #expect(typo.status == 404)
        #expect((typo.object["detail"] as? String ?? "").hasSuffix("did you mean 'InboxViewController'?"))
        #expect(try server.request("GET", "/v1/projects/p/lookup").status == 400)

        let tag = try #require(inbox.header("ETag"))
        let cached = try server.request(
            "GET", "/v1/projects/p/lookup?class=InboxViewController", headers: ["If-None-Match": tag])
        #expect(cached.status == 304)
    }

    @Test func classOnTwoScenesIsAConflictListingCandidates() throws {
        let server = try Self.server(with: "Broken")
        defer { server.tearDown() }
        let response = try server.request("GET", "/v1/projects/p/lookup?class=DetailViewController")
        #expect(response.status == 409)
        #expect((response.object["candidates"] as? [Any] ?? []).map(ref) == ["Main/DTA-03-000", "Main/DTB-03-000"])
    }

    @Test func sceneSearch() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let references = try server.request("GET", "/v1/projects/p/scenes?kind=reference&storyboard=Main")
        #expect(references.status == 200)
        #expect(references.array.allSatisfy { $0["kind"] as? String == "reference" })
        #expect(references.array.map { ref($0) }.contains("Main/REF-05-000"))
        let byClass = try server.request("GET", "/v1/projects/p/scenes?class=ProfileViewController")
        #expect(byClass.array.map { ref($0) } == ["Main/PRF-07-000"])
    }

    @Test func diagnosticsOverHTTP() throws {
        let clean = try Self.server(with: "App")
        defer { clean.tearDown() }
        let none = try clean.request("GET", "/v1/projects/p/diagnostics")
        #expect(none.status == 200)
        #expect(none.object["errorCount"] as? Int == 0)
        #expect((none.object["diagnostics"] as? [Any])?.isEmpty == true)

        let broken = try Self.server(with: "Broken")
        defer { broken.tearDown() }
        let report = try broken.request("GET", "/v1/projects/p/diagnostics")
        let codes = (report.object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        for code in [
            "dangling-segue-destination", "duplicate-segue-identifier", "missing-referenced-storyboard",
            "missing-referenced-identifier", "ambiguous-class", "duplicate-storyboard-id", "unreachable-scene",
            "no-initial-scene",
        ] {
            #expect(codes.contains(code), "missing \(code)")
        }
        #expect(report.object["errorCount"] as? Int == 7)
        let first = (report.object["diagnostics"] as? [[String: Any]])?.dropFirst().first ?? [:]
        #expect(first["line"] as? Int == 10)
        #expect(first["severity"] as? String == "error")
    }

    @Test func namesThatCodegenMustRenameAreReported() throws {
        let server = try Self.server(with: "Names")
        defer { server.tearDown() }
        let report = try server.request("GET", "/v1/projects/p/diagnostics")
        let diagnostics = report.object["diagnostics"] as? [[String: Any]] ?? []
        let messages = diagnostics.compactMap { $0["message"] as? String }
        #expect(
            messages.contains(
                "storyboard ID 'class' in 'Main' is not a valid Swift identifier; codegen names it `class`"))
        #expect(
            messages.contains(
                "segue identifier '2fa setup' in 'Main' is not a valid Swift identifier; codegen names it _2faSetup"))
        #expect(
            messages.contains(
                "segue identifier 'show home' in 'Main' becomes the same Swift name as 'showHome'; codegen names "
                    + "'show home' showHome2"))
        #expect(messages.contains("storyboard name 'Log In' is not a valid Swift identifier; codegen names it LogIn"))
        #expect(report.object["errorCount"] as? Int == 0)
        #expect(report.object["warningCount"] as? Int == diagnostics.count)
    }

    /// What the test reads in a fixture storyboard's text: `<scene>` and `<segue>` elements, and how many
    /// segues are containment (`relationship`, `embed`).
    static func counts(_ folder: String, _ name: String) throws -> (scenes: Int, segues: Int, containment: Int) {
        let text = try String(
            contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures/Graph/\(folder)/\(name)"),
            encoding: .utf8)
        func count(_ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
        return (
            count("<scene "), count("<segue "), count("kind=\"relationship\"") + count("kind=\"embed\"")
        )
    }

    /// The JSON graph: the project, one cluster per storyboard with one node per scene, one edge per segue.
    @Test func graphExport() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let json = try server.request("GET", "/v1/projects/p/graph")
        #expect(json.status == 200)
        #expect(json.header("Content-Type") == "application/json")
        let document = json.object
        #expect(Set(document.keys) == ["project", "platform", "storyboards", "edges"])
        #expect(document["project"] as? String == "p")
        #expect(document["platform"] as? String == "ios")
        let clusters = document["storyboards"] as? [[String: Any]] ?? []
        #expect(clusters.map { $0["name"] as? String } == ["Main", "Media", "Settings"])
        var segues = 0
        var containment = 0
        for cluster in clusters {
            let name = cluster["name"] as? String ?? ""
            let expected = try Self.counts("App", name + ".storyboard")
            let nodes = cluster["scenes"] as? [[String: Any]] ?? []
            #expect(nodes.count == expected.scenes, "\(name)")
            for node in nodes {
                #expect(node["ref"] is [String: Any] && node["kind"] is String && node["swiftType"] is String)
                #expect(node["initial"] is Bool)
            }
            segues += expected.segues
            containment += expected.containment
        }
        let edges = document["edges"] as? [[String: Any]] ?? []
        #expect(edges.count == segues)
        #expect(edges.filter { $0["containment"] as? Bool == true }.count == containment)
        #expect(edges.allSatisfy { $0["id"] is String && $0["source"] is [String: Any] && $0["kind"] is String })

        let dot = try server.request("GET", "/v1/projects/p/graph?format=dot")
        #expect(dot.status == 200)
        #expect(dot.header("Content-Type")?.hasPrefix("text/vnd.graphviz") == true)
        #expect(dot.text.hasPrefix("digraph"))
        // One cluster per storyboard; navigation controllers get nested `cluster_nav_` clusters of their own.
        let dotClusters = dot.text.components(separatedBy: "subgraph \"cluster_").count
        #expect(dotClusters - dot.text.components(separatedBy: "subgraph \"cluster_nav_").count == 3)
        #expect(dot.text.contains("style=dashed"))
        let mermaid = try server.request("GET", "/v1/projects/p/graph?format=mermaid")
        #expect(mermaid.status == 200)
        #expect(mermaid.text.hasPrefix("flowchart"))
        #expect(mermaid.text.components(separatedBy: "subgraph ").count - 1 == 3)
        let svg = try server.request("GET", "/v1/projects/p/graph?format=svgz")
        #expect(svg.status == 400)
        #expect(svg.header("Content-Type") == "application/problem+json")
    }

    /// The served DOT is drawn by Graphviz without complaint.
    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func graphvizDrawsTheServedDOT() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let dot = try server.request("GET", "/v1/projects/p/graph?format=dot")
        #expect(dot.status == 200)
        let drawn = try ProcessRunner.run(
            try #require(TestEnvironment.path(of: "dot")), ["-Tsvg", "-o", "/dev/null"], input: dot.body, timeout: 120)
        #expect(drawn.status == 0, "\(drawn.stderr)")
    }

    @Test func routes() throws {
        let server = try Self.server(with: "App")
        defer { server.tearDown() }
        let route = try server.request("GET", "/v1/projects/p/routes?from=Main:Inbox&to=ComposeViewController")
        #expect(route.status == 200)
        #expect(route.header("Content-Type") == "application/json")
        let hops = route.object["hops"] as? [[String: Any]] ?? []
        #expect(hops.first?["identifier"] as? String == "compose")
        #expect(hops.last.map { "\(($0["to"] as? [String: String])?["scene"] ?? "")" } == "CMP-04-000")
        let all = try server.request(
            "GET", "/v1/projects/p/routes?from=Main:Inbox&to=ComposeViewController&all=true&limit=5")
        #expect(all.status == 200)
        let routes = all.object["routes"] as? [[[String: Any]]] ?? []
        // Main.storyboard has one way in: only Inbox's `compose` segue leads to Compose's navigation
        // controller (SEG-01-003), whose root is Compose (SEG-04-001).
        #expect(routes.count == 1)
        #expect(routes.first?.map { $0["identifier"] as? String } == ["compose", nil])
        #expect(hops.count == 2)
        let none = try server.request("GET", "/v1/projects/p/routes?from=MessageViewController&to=InboxViewController")
        #expect(none.status == 404)
        #expect((none.object["detail"] as? String ?? "").hasPrefix("no route from Main/MSG-03-000 to Main/LST-01-000"))
        let missing = try server.request("GET", "/v1/projects/p/routes?from=Main:Inbox")
        #expect(missing.status == 400)
        #expect(missing.header("Content-Type") == "application/problem+json")
    }
}
