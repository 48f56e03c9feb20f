import Foundation
import Testing

/// Every name is data over HTTP too (issue 20): the hostile corpus as scene ids, classes, storyboard IDs, segue
/// identifiers and storyboard names, read back through every graph format, diagnostics, the Markdown diff and
/// every code style, each answer parsed.
@Suite struct HostileNameRoutesTests {
    /// The hostile names the API accepts as storyboard names (it refuses control characters and `\`, a
    /// separator on Windows: `StoryboardName`).
    static let storyboardNames = HostileNames.asFileNames.filter { name in
        !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
    }

    /// Project `p`: revision 2 holds `Main` with only its start scene, the last revision every hostile name.
    static func server() throws -> TestServer {
        let server = try TestServer()
        _ = try server.json("POST", "/v1/projects", ["name": "p"])
        try put(server, "Main", HostileNames.storyboard(names: []))
        try put(server, "Main", HostileNames.storyboard())
        for name in storyboardNames {
            try put(server, name, HostileNames.storyboard(names: [], reference: name))
        }
        return server
    }

    static func put(_ server: TestServer, _ name: String, _ xml: String) throws {
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/\(encoded)", headers: ["Content-Type": "application/xml"],
            body: Data(xml.utf8))
        #expect(put.status == 201 || put.status == 200, "\(name.prefix(60)): \(put.text.prefix(300))")
    }

    @Test func graphFormatsAndDiagnosticsKeepEveryName() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let json = try server.request("GET", "/v1/projects/p/graph?format=json")
        #expect(json.status == 200)
        let storyboards = json.object["storyboards"] as? [[String: Any]] ?? []
        #expect(Set(storyboards.compactMap { $0["name"] as? String }) == Set(Self.storyboardNames + ["Main"]))
        let main = storyboards.first { $0["name"] as? String == "Main" }?["scenes"] as? [[String: Any]] ?? []
        let ids = main.compactMap { ($0["ref"] as? [String: Any])?["scene"] as? String }
        #expect(Set(ids) == Set(HostileNames.inXML + ["Start"]))

        let mermaid = try server.request("GET", "/v1/projects/p/graph?format=mermaid")
        #expect(mermaid.status == 200)
        #expect(!mermaid.text.contains("<script") && !mermaid.text.contains("\"></a>"))

        let diagnostics = try server.request("GET", "/v1/projects/p/diagnostics")
        #expect(diagnostics.status == 200)
        let list = diagnostics.object["diagnostics"] as? [[String: Any]] ?? []
        #expect(list.count > HostileNames.all.count, "\(diagnostics.text.prefix(300))")
        #expect(list.contains { ($0["message"] as? String)?.contains("::error file=forged.swift") == true })
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func svgAndDotAreSafeForGraphvizAndBrowsers() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let svg = try server.request("GET", "/v1/projects/p/graph?format=svg")
        #expect(svg.status == 200, "\(svg.text.prefix(300))")
        var hrefs: [String] = []
        let problems = OutputAudit.svgProblems(svg.body, hrefs: &hrefs)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(Set(hrefs).count == HostileNames.all.count + 1 + Self.storyboardNames.count * 2)
        let missing = Set(HostileNames.plain.map { "Main/" + $0 }).subtracting(hrefs)
        #expect(missing.isEmpty, "\(missing.map { $0.prefix(60) })")

        let dot = try server.request("GET", "/v1/projects/p/graph?format=dot")
        #expect(dot.status == 200)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).dot")
        defer { try? FileManager.default.removeItem(at: file) }
        try dot.body.write(to: file)
        let checked = try ProcessRunner.run(
            try #require(TestEnvironment.path(of: "dot")), ["-Tcanon", "-o", "/dev/null", file.path], timeout: 120)
        #expect(checked.status == 0 && checked.stderr.isEmpty, "\(checked.stderr)")
    }

    @Test func markdownDiffKeepsOneRowPerChange() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let json = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(json.status == 200, "\(json.text.prefix(300))")
        let changes = (json.object["bundles"] as? [[String: Any]] ?? []).flatMap {
            $0["changes"] as? [[String: Any]] ?? []
        }
        #expect(changes.count > HostileNames.all.count)
        let markdown = try server.request("GET", "/v1/projects/p/diff?from=2&to=3&format=markdown")
        #expect(markdown.status == 200)
        #expect(OutputAudit.markdownTableProblems(markdown.text).isEmpty)
        let rows = markdown.text.split(separator: "\n").filter { $0.hasPrefix("|") && !$0.hasPrefix("| ---") }
        let headers = rows.filter { $0.hasPrefix("| Storyboard |") || $0.hasPrefix("| Bundle |") }
        #expect(rows.count - headers.count == changes.count)
    }

    @Test func everyCodeStyleAnswersWithNoRawControlCharacter() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        for style in [
            "scenes", "segues", "storyboard-enum", "storyboardable", "initializable", "viewmodel-bindable",
            "objc-backed",
        ] {
            let response = try server.request("GET", "/v1/projects/p/codegen/\(style)")
            #expect(response.status == 200, "\(style): \(response.text.prefix(300))")
            let text = response.text
            #expect(!text.isEmpty)
            // The multi-file style answers a JSON bundle; the sources inside must hold no control but line breaks.
            var decoded = text
            if style == "objc-backed" {
                let bundle = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
                let files = try #require(bundle["files"] as? [[String: Any]])
                #expect(files.count == 3)
                decoded = files.compactMap { $0["contents"] as? String }.joined()
            }
            let raw = decoded.unicodeScalars.filter { OutputAudit.isObeyed($0) }
            #expect(raw.isEmpty, "\(style): \(raw.map { String($0.value, radix: 16) })")
        }
    }
}
