import Foundation
import Testing

/// `GET /v1/projects/{p}/diff?from=&to=` over a real socket: the impact of each change reaches a client as the
/// diff classified it, for a cosmetic edit (a title) and a breaking one (a segue identifier removed).
@Suite struct DiffImpactRoutesTests {
    /// The changes of a diff answer, flattened over bundles.
    static func changes(_ response: WireResponse) -> [[String: Any]] {
        let bundles = response.object["bundles"] as? [[String: Any]] ?? []
        return bundles.flatMap { $0["changes"] as? [[String: Any]] ?? [] }
    }

    @Test func aTitleIsCosmeticAndARemovedSegueIdentifierIsBreakingOverTheWire() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "p", "module": "App"])
        #expect(created.status == 201, "\(created.text)")
        // Revision 2: the base Main; 3: its title changed; 4: its segue identifier `showDetail` removed.
        let base = DiffKindStoryboards.main
        let retitled = base.replacingOccurrences(of: #"title="Home""#, with: #"title="Start""#)
        let unnamed = retitled.replacingOccurrences(of: #" identifier="showDetail""#, with: "")
        for text in [base, retitled, unnamed] {
            let put = try server.request(
                "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/xml"],
                body: Data(text.utf8))
            #expect(put.status == 200 || put.status == 201, "\(put.text)")
        }

        let cosmetic = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(cosmetic.status == 200, "\(cosmetic.text)")
        #expect(cosmetic.object["summary"] as? String == "0 breaking, 0 behaviour, 1 cosmetic change")
        let title = Self.changes(cosmetic)
        #expect(title.count == 1)
        #expect(title.first?["impact"] as? String == "cosmetic")
        #expect(title.first?["property"] as? String == "title")
        #expect(title.first?["message"] as? String == "title of scene Main/HOM (HomeViewController): Home → Start")

        let breaking = try server.request("GET", "/v1/projects/p/diff?from=3&to=4")
        #expect(breaking.status == 200, "\(breaking.text)")
        #expect((breaking.object["breaking"] as? Int ?? 0) >= 1, "\(breaking.text)")
        let identifier = Self.changes(breaking).first {
            $0["subject"] as? String == "segue" && $0["property"] as? String == "identifier"
        }
        #expect(identifier?["impact"] as? String == "breaking", "\(breaking.text)")
        #expect(identifier?["old"] as? String == "showDetail")
        #expect(
            identifier?["message"] as? String
                == "identifier of segue 'showDetail' from Main/HOM (HomeViewController): showDetail → none: "
                + "performSegue(withIdentifier:sender:) with \"showDetail\" raises")
        let markdown = try server.request("GET", "/v1/projects/p/diff?from=3&to=4&format=markdown")
        #expect(markdown.status == 200)
        #expect(markdown.text.contains("### Breaking ("), "\(markdown.text)")
    }
}
