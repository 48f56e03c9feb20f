import Foundation
import GraphvizRender
import TestSupport
import Testing

@testable import NavGraphAPI

/// The viewer's shell, the scene panel and the SVG drawing over HTTP, against a live server holding the
/// README's examples/ with a token.
@Suite(.tags(.inProcess)) struct ViewerRoutesTests {
    static let token = "viewer-token"
    static let auth = ["Authorization": "Bearer \(token)"]
    static let hasDot = TestEnvironment.path(of: "dot") != nil

    static func server() throws -> TestServer {
        let server = try TestServer(token: token)
        let created = try server.json("POST", "/v1/projects", ["name": "demo"], headers: auth)
        #expect(created.status == 201)
        for name in ["Main", "Settings"] {
            let put = try server.request(
                "PUT", "/v1/projects/demo/storyboards/\(name)",
                headers: auth.merging(["Content-Type": "application/xml"]) { $1 },
                body: try TestServer.fixture("examples/\(name).storyboard"))
            #expect(put.status == 201)
        }
        return server
    }

    @Test func theShellIsPublicWithAStrictPolicyAndTheAPIIsNot() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        for (path, type) in [
            ("/", "text/html"), ("/projects/demo", "text/html"), ("/viewer/viewer.js", "text/javascript"),
            ("/viewer/viewer.css", "text/css"),
        ] {
            let response = try server.request("GET", path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Content-Type")?.hasPrefix(type) == true, "\(path)")
            let policy = response.header("Content-Security-Policy") ?? ""
            #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"), "\(path)")
            #expect(!policy.contains("unsafe-inline"), "\(path)")
        }
        #expect(try server.request("GET", "/projects/demo/extra").status == 401)
        #expect(try server.request("GET", "/v1/projects/demo/inspect?scene=HomeViewController").status == 401)
        #expect(try server.request("GET", "/v1/projects/demo/graph?format=svg").status == 401)
    }

    @Test func theScenePanelResolvesOutgoingSeguesAndListsIncoming() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let response = try server.request(
            "GET", "/v1/projects/demo/inspect?scene=Main%2FHom-VC-001", headers: Self.auth)
        #expect(response.status == 200)
        let scene = response.object["scene"] as? [String: Any] ?? [:]
        #expect(scene["swiftType"] as? String == "HomeViewController")
        #expect((scene["reason"] as? String)?.contains("withIdentifier: \"Home\"") == true)
        let outgoing = response.object["outgoing"] as? [[String: Any]] ?? []
        let contents = outgoing.map { item -> String in
            let segue = item["segue"] as? [String: Any] ?? [:]
            let content = (item["resolution"] as? [String: Any])?["content"] as? [String: Any]
            return "\(segue["identifier"] as? String ?? "") \(content?["swiftType"] as? String ?? "-")"
        }
        #expect(contents == ["showProfile ProfileViewController", "showSettings SettingsViewController"])
        let incoming = response.object["incoming"] as? [[String: Any]] ?? []
        #expect(incoming.map { $0["relationship"] as? String } == ["rootViewController"])
        let missing = try server.request("GET", "/v1/projects/demo/inspect?scene=Nobody", headers: Self.auth)
        #expect(missing.status == 404)
    }

    @Test(.enabled(if: hasDot, "Graphviz (dot) is not installed; .ci/run installs it"))
    func svgIsDrawnWithLinkedScenesAndCachedPerRevision() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let svg = try server.request("GET", "/v1/projects/demo/graph?format=svg", headers: Self.auth)
        #expect(svg.status == 200)
        #expect(svg.header("Content-Type") == "image/svg+xml")
        #expect(svg.text.contains("<svg"))
        #expect(svg.text.contains("data-scene=\"Main/Hom-VC-001\""))
        #expect(
            svg.text.contains("data-class=\"HomeViewController\" data-kind=\"viewController\" data-identifier=\"Home\"")
        )
        #expect(svg.text.contains("xlink:href=\"#scene=Settings/Acc-VC-001\""))
        #expect(svg.text.components(separatedBy: "class=\"cluster storyboard\"").count - 1 == 2)
        let tag = try #require(svg.header("ETag"))
        let again = try server.request(
            "GET", "/v1/projects/demo/graph?format=svg", headers: Self.auth.merging(["If-None-Match": tag]) { $1 })
        #expect(again.status == 304)
    }

    @Test func withoutGraphvizTheProblemNamesThePackage() throws {
        let missing = #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.located(environment: ["PATH": "/nonexistent"])
        }
        let error = try #require(missing)
        let problem = NavGraphService.problem(error)
        #expect(problem.status == 503)
        #expect(problem.extensions["missingPackage"] as? String == "graphviz")
        #expect(problem.detail.contains("apt-get install graphviz"))
        // Where the server looked (its PATH) is not the client's to see.
        #expect(!problem.detail.contains("/nonexistent"), "\(problem.detail)")
        #expect(!problem.detail.contains("PATH"))
    }
}
