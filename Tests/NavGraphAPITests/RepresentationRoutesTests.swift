import Foundation
import NavGraphAPI
import Testing

/// The routes that serve one representation each (`graph.dot`, `diff.markdown`, `codegen/scenes`, a storyboard's
/// `source`), so that a generated client, which reads one media type per status, gets a typed answer for each:
/// the same bytes and ETag as the query or `Accept` form, one documented media type, and `503` documented
/// wherever a read may wait for the heavy-read pool.
@Suite(.tags(.inProcess)) struct RepresentationRoutesTests {
    /// Runs `body` on a server holding the README's `examples/` in project `demo`, drawing with a stand-in `dot`.
    static func withExamples(_ body: (TestServer) throws -> Void) throws {
        let dot = try StandInDot()
        defer { dot.remove() }
        try dot.open()
        var heavy = HeavyReadOptions()
        heavy.dot = dot.executable
        let server = try TestServer(heavyReads: heavy)
        defer { server.tearDown() }
        try server.importExamples()
        try body(server)
    }

    /// `path` and `other` answer 200 with the same bytes, media type and ETag, and each one's ETag is a 304 on
    /// the other.
    static func expectSameAnswer(
        _ server: TestServer, _ path: String, _ other: String, headers: [String: String] = [:], type: String
    ) throws {
        let first = try server.request("GET", path)
        let second = try server.request("GET", other, headers: headers)
        #expect(first.status == 200, "\(path): \(first.text.prefix(300))")
        #expect(second.status == 200, "\(other): \(second.text.prefix(300))")
        #expect(!first.body.isEmpty)
        #expect(first.body == second.body, "\(path) and \(other) differ")
        #expect(first.header("Content-Type")?.hasPrefix(type) == true, "\(path): \(first.header("Content-Type") ?? "")")
        #expect(first.header("Content-Type") == second.header("Content-Type"))
        let tag = try #require(first.header("ETag"), "\(path) has no ETag")
        #expect(second.header("ETag") == tag)
        let revalidated = try server.request("GET", other, headers: headers.merging(["If-None-Match": tag]) { $1 })
        #expect(revalidated.status == 304, "\(other) with \(path)'s ETag")
    }

    /// `target` is refused with `status` as a problem document.
    @discardableResult
    static func expectProblem(_ server: TestServer, _ target: String, _ status: Int) throws -> WireResponse {
        let response = try server.request("GET", target)
        #expect(response.status == status, "\(target)")
        #expect(response.header("Content-Type") == "application/problem+json", "\(target)")
        return response
    }

    @Test func graphFileFormsAnswerWhatFormatDoes() throws {
        try Self.withExamples { server in
            for (format, type) in [
                ("json", "application/json"), ("dot", "text/vnd.graphviz"), ("mermaid", "text/vnd.mermaid"),
                ("svg", "image/svg+xml"),
            ] {
                try Self.expectSameAnswer(
                    server, "/v1/projects/demo/graph.\(format)", "/v1/projects/demo/graph?format=\(format)", type: type)
            }
            // The default of /graph is the JSON form.
            try Self.expectSameAnswer(
                server, "/v1/projects/demo/graph.json", "/v1/projects/demo/graph", type: "application/json")
            #expect(try server.request("GET", "/v1/projects/demo/graph.dot").text.hasPrefix("digraph"))
            // An old revision, and a project that does not exist, as the query form answers them.
            try Self.expectSameAnswer(
                server, "/v1/projects/demo/graph.dot?revision=2", "/v1/projects/demo/graph?format=dot&revision=2",
                type: "text/vnd.graphviz")
            try Self.expectProblem(server, "/v1/projects/ghost/graph.dot", 404)
            try Self.expectProblem(server, "/v1/projects/demo/graph.png", 404)
        }
    }

    @Test func diffFormsAnswerWhatFormatDoes() throws {
        try Self.withExamples { server in
            // Revision 1 is the project, 2 and 3 the two storyboards: 2 to 3 adds Settings.
            try Self.expectSameAnswer(
                server, "/v1/projects/demo/diff.markdown?from=2&to=3",
                "/v1/projects/demo/diff?from=2&to=3&format=markdown",
                type: "text/markdown")
            try Self.expectSameAnswer(
                server, "/v1/projects/demo/diff.json?from=2&to=3", "/v1/projects/demo/diff?from=2&to=3",
                type: "application/json")
            #expect(try server.request("GET", "/v1/projects/demo/diff.markdown?from=2&to=3").text.contains("Settings"))
            // The same refusals: a missing bound, a revision not reached.
            try Self.expectProblem(server, "/v1/projects/demo/diff.markdown?from=2", 400)
            try Self.expectProblem(server, "/v1/projects/demo/diff.json?from=2&to=99999", 404)
        }
    }

    @Test func storyboardSourceIsTheStoredXMLAsAcceptAsksForIt() throws {
        try Self.withExamples { server in
            let main = "/v1/projects/demo/storyboards/Main"
            try Self.expectSameAnswer(
                server, main + "/source", main, headers: ["Accept": "application/xml"], type: "application/xml")
            let source = try server.request("GET", main + "/source")
            #expect(source.body == (try TestServer.fixture("examples/Main.storyboard")))
            // Whatever the request accepts: the path names the representation.
            #expect(
                try server.request("GET", main + "/source", headers: ["Accept": "application/json"]).body == source.body
            )
            // A storyboard stored from the JSON model has no source: that resource does not exist.
            let model = try server.json(
                "PUT", "/v1/projects/demo/storyboards/Model", ["scenes": [["id": "a", "kind": "viewController"]]])
            #expect(model.status == 201)
            let none = try Self.expectProblem(server, "/v1/projects/demo/storyboards/Model/source", 404)
            #expect((none.object["detail"] as? String)?.contains("JSON model") == true)
            // The Accept form still answers 406 there.
            let notAcceptable = try server.request(
                "GET", "/v1/projects/demo/storyboards/Model", headers: ["Accept": "application/xml"])
            #expect(notAcceptable.status == 406)
            #expect(try server.request("GET", "/v1/projects/demo/storyboards/Nope/source").status == 404)
        }
    }

    @Test func storyboardSourceTakesTheXMLAloneAsTheStoryboardPUTDoes() throws {
        try Self.withExamples { server in
            let settings = try TestServer.fixture("examples/Settings.storyboard")
            let xml = ["Content-Type": "application/xml"]
            // The same bytes again change nothing, as the storyboard PUT: 200 with the revision it had.
            let before = try server.request("GET", "/v1/projects/demo/storyboards/Settings")
            let again = try server.request(
                "PUT", "/v1/projects/demo/storyboards/Settings/source", headers: xml, body: settings)
            #expect(again.status == 200)
            #expect(again.header("ETag") == before.header("ETag"))
            let created = try server.request(
                "PUT", "/v1/projects/demo/storyboards/Copy/source", headers: xml, body: settings)
            #expect(created.status == 201)
            #expect(created.header("Location") == "/v1/projects/demo/storyboards/Copy")
            #expect(try server.request("GET", "/v1/projects/demo/storyboards/Copy/source").body == settings)
            // The JSON model is refused here and changes nothing.
            let model = try JSONSerialization.data(withJSONObject: ["scenes": [["id": "a", "kind": "viewController"]]])
            let refused = try server.request(
                "PUT", "/v1/projects/demo/storyboards/Copy/source", headers: ["Content-Type": "application/json"],
                body: model)
            #expect(refused.status == 415)
            #expect(refused.header("Content-Type") == "application/problem+json")
            #expect(try server.request("GET", "/v1/projects/demo/storyboards/Copy/source").body == settings)
        }
    }

    @Test func everyCodeStyleAnswersItsOneMediaType() throws {
        try Self.withExamples { server in
            let swiftStyles = [
                "scenes", "storyboard-enum", "viewmodel-bindable", "storyboardable", "initializable", "segues",
            ]
            for style in swiftStyles {
                let response = try server.request("GET", "/v1/projects/demo/codegen/\(style)")
                #expect(response.status == 200, "\(style)")
                #expect(response.header("Content-Type") == "text/x-swift; charset=utf-8", "\(style)")
            }
            // objc-backed is a bundle even where it writes one file (a macOS project gets one notice file).
            #expect(try server.json("PATCH", "/v1/projects/demo", ["platform": "macos"]).status == 200)
            let bundle = try server.request("GET", "/v1/projects/demo/codegen/objc-backed")
            #expect(bundle.status == 200)
            #expect(bundle.header("Content-Type") == "application/json")
            let files = bundle.object["files"] as? [[String: Any]] ?? []
            #expect(files.count == 1)
            #expect(bundle.object["style"] as? String == "objc-backed")
        }
    }

    /// The document gives each representation route exactly one success media type, the one it answers.
    @Test func theDocumentGivesEachRepresentationOneMediaType() throws {
        let document = try OpenAPIClientContractTests.document()
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let project = "/v1/projects/{project}"
        var expected: [String: String] = [
            project + "/graph.json": "application/json", project + "/graph.dot": "text/vnd.graphviz",
            project + "/graph.mermaid": "text/vnd.mermaid", project + "/graph.svg": "image/svg+xml",
            project + "/diff.json": "application/json", project + "/diff.markdown": "text/markdown",
            project + "/storyboards/{storyboard}/source": "application/xml",
            project + "/codegen/objc-backed": "application/json",
        ]
        for style in ["scenes", "storyboard-enum", "viewmodel-bindable", "storyboardable", "initializable", "segues"] {
            expected[project + "/codegen/" + style] = "text/x-swift"
        }
        for (path, type) in expected {
            let ok = (paths[path]?["get"]?["responses"] as? [String: [String: Any]])?["200"]
            let content = ok?["content"] as? [String: [String: Any]] ?? [:]
            #expect(Array(content.keys) == [type], "\(path): \(content.keys.sorted())")
        }
        // Bytes a client saves (XML, SVG) are binary strings, so generators give them as files.
        for path in [project + "/graph.svg", project + "/storyboards/{storyboard}/source"] {
            let ok = (paths[path]?["get"]?["responses"] as? [String: [String: Any]])?["200"]
            let schema = (ok?["content"] as? [String: [String: Any]])?.values.first?["schema"] as? [String: Any]
            #expect(schema?["format"] as? String == "binary", "\(path)")
        }
    }

    /// Reads that may wait for the heavy-read pool (an uncached project, a stored XML source, an old revision, a
    /// drawing, a diff) document the `503` it answers when the pool stays busy, with its `Retry-After`.
    @Test func readsThatMayWaitForTheHeavyPoolDocument503() throws {
        let document = try OpenAPIClientContractTests.document()
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let project = "/v1/projects/{project}"
        for path in [
            project, project + "/storyboards", project + "/storyboards/{storyboard}",
            project + "/storyboards/{storyboard}/source", project + "/storyboards/{storyboard}/scenes/{scene}",
            project + "/lookup", project + "/graph", project + "/graph.svg", project + "/graph.dot",
            project + "/diff", project + "/diff.markdown", project + "/codegen/scenes",
        ] {
            for method in ["get", "head"] {
                let responses = paths[path]?[method]?["responses"] as? [String: [String: Any]] ?? [:]
                let busy = responses["503"]
                #expect(busy != nil, "\(method) \(path): no 503")
                #expect((busy?["headers"] as? [String: Any])?["Retry-After"] != nil, "\(method) \(path): Retry-After")
            }
        }
        // A read that never leaves the event loop for the database does not.
        let list = paths["/v1/projects"]?["get"]?["responses"] as? [String: Any] ?? [:]
        #expect(list["503"] == nil)
    }
}
