import Foundation
import Testing

/// `/resolve?segueID=` and `/inspect` answer embed segues (`Tests/Fixtures/Graph/Embed`: the dashboard embeds a
/// navigation controller around `FeedViewController` by segue `EMB-01-001`, which has no identifier).
@Suite struct EmbedSegueRoutesTests {
    static let resolve = "/v1/projects/p/resolve?from=DashboardViewController"

    @Test func resolveBySegueIDReachesTheEmbeddedNavigationControllersRoot() throws {
        let server = try GraphRoutesTests.server(with: "Embed")
        defer { server.tearDown() }
        let answer = try server.request("GET", Self.resolve + "&segueID=EMB-01-001")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.object["kind"] as? String == "embed")
        #expect((answer.object["destination"] as? [String: Any])?["swiftType"] as? String == "UINavigationController")
        #expect((answer.object["content"] as? [String: Any])?["swiftType"] as? String == "FeedViewController")
    }

    @Test func exactlyOneOfSegueAndSegueIDIsAsked() throws {
        let server = try GraphRoutesTests.server(with: "Embed")
        defer { server.tearDown() }
        for query in ["&segue=embedStatus&segueID=EMB-01-002", "", "&segueID="] {
            let answer = try server.request("GET", Self.resolve + query)
            #expect(answer.status == 400, "\(query)")
            #expect(answer.header("Content-Type") == "application/problem+json", "\(query)")
            #expect((answer.object["detail"] as? String)?.contains("segue") == true, "\(query)")
        }
        let unknown = try server.request("GET", Self.resolve + "&segueID=EMB-01-009")
        #expect(unknown.status == 404)
    }

    @Test func inspectResolvesEmbedSegues() throws {
        let server = try GraphRoutesTests.server(with: "Embed")
        defer { server.tearDown() }
        let panel = try server.request("GET", "/v1/projects/p/inspect?scene=DashboardViewController")
        #expect(panel.status == 200)
        let outgoing = panel.object["outgoing"] as? [[String: Any]] ?? []
        let byID = Dictionary(
            outgoing.map { (($0["segue"] as? [String: Any])?["id"] as? String ?? "", $0) },
            uniquingKeysWith: { a, _ in a })
        #expect(Set(byID.keys) == ["EMB-01-001", "EMB-01-002"])
        let feed = byID["EMB-01-001"]?["resolution"] as? [String: Any]
        #expect((feed?["content"] as? [String: Any])?["swiftType"] as? String == "FeedViewController")
        let status = byID["EMB-01-002"]?["resolution"] as? [String: Any]
        #expect((status?["content"] as? [String: Any])?["swiftType"] as? String == "StatusViewController")
        // A relationship is still not resolved: the navigation controller's panel lists its root unresolved.
        let navigation = try server.request("GET", "/v1/projects/p/inspect?scene=Main%2FNAV-02-000")
        #expect(navigation.status == 200)
        let root = (navigation.object["outgoing"] as? [[String: Any]])?.first
        #expect(root?["resolution"] == nil)
        #expect(root?["problem"] == nil)
    }
}
