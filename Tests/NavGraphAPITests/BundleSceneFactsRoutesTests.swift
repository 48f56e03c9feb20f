import Foundation
import Testing

/// A `bundleScene` destination (WatchKit's interface controllers by name) over a real socket: stored and drawn on
/// the scene of that storyboard ID whoever calls; one that also names a storyboard, or no ID, is refused with
/// the fact's path and changes nothing.
@Suite struct BundleSceneFactsRoutesTests {
    typealias C = CodeNavigationRoutesTests

    static func facts(_ to: [String: Any]) throws -> Data {
        try C.body([
            "format": "navgraph-code-navigation", "version": 1, "instantiations": [], "unresolved": [],
            "edges": [
                [
                    "from": "BaseInterfaceController", "kind": "present", "containers": [String](),
                    "location": C.location("Watch/Base.swift", 6), "to": to,
                ]
            ],
        ])
    }

    @Test func aSceneNamedByItsIDAloneIsStoredAndDrawnOnThatScene() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try C.seeded(server)
        let put = try server.request(
            "PUT", "/v1/projects/p/code-navigation", headers: C.json,
            body: try Self.facts(["kind": "bundleScene", "identifier": "Settings"]))
        #expect(put.status == 201, "\(put.text)")
        let graph = try server.request("GET", "/v1/projects/p/graph?format=json")
        #expect(graph.status == 200, "\(graph.text)")
        let edges = graph.object["codeEdges"] as? [[String: Any]] ?? []
        #expect(edges.count == 1, "\(graph.text)")
        let destination = edges.first?["destination"] as? [String: Any]
        #expect(destination?["storyboard"] as? String == "Main")
        #expect(destination?["scene"] as? String == "settings")
        #expect((graph.object["unresolvedCodeEdges"] as? [Any] ?? []).isEmpty, "\(graph.text)")
    }

    @Test func aBundleSceneWithAStoryboardOrWithoutItsIDIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try C.seeded(server)
        let cases: [(to: [String: Any], detail: String)] = [
            (["kind": "bundleScene", "identifier": "Settings", "storyboard": "Main"], "edges[0].to.storyboard"),
            (["kind": "bundleScene"], "edges[0].to.identifier"),
        ]
        for hostile in cases {
            let answer = try server.request(
                "PUT", "/v1/projects/p/code-navigation", headers: C.json, body: try Self.facts(hostile.to))
            #expect((400..<500).contains(answer.status), "\(answer.status) \(answer.text)")
            #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true)
            let detail = answer.object["detail"] as? String ?? ""
            #expect(detail.contains(hostile.detail), "\(detail)")
        }
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 2)
    }
}
