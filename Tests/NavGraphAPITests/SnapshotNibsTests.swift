import Foundation
import Testing

/// A snapshot archive carrying `.xib` files over a real socket: the project's nibs become the archive's in the
/// snapshot's own revision (created, replaced, deleted as storyboards are), byte for byte, answered by lookup at
/// once; an archive of nibs alone is a project; a hostile nib is refused naming its file and changes nothing.
@Suite struct SnapshotNibsTests {
    static func main() throws -> String {
        String(decoding: try TestServer.fixture("examples/Main.storyboard"), as: UTF8.self)
    }

    static func cell(_ reuseIdentifier: String) -> String {
        String(decoding: NibRoutesTests.cellNib(reuseIdentifier: reuseIdentifier), as: UTF8.self)
    }

    static func nibs(_ answer: WireResponse) -> [String: [String]] {
        (answer.object["nibs"] as? [String: [String]]) ?? [:]
    }

    @Test func theArchivesNibsReplaceTheProjectsInTheSnapshotsRevision() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let first = try SnapshotFactsTests.snapshot(
            server, [("App/Main.storyboard", try Self.main()), ("App/Cells/ProductCell.xib", Self.cell("Product"))],
            label: "base")
        #expect(first.status == 201, "\(first.text)")
        #expect(Self.nibs(first) == ["created": ["ProductCell"], "replaced": [], "deleted": [], "unchanged": []])
        let revision = try #require(first.object["revision"] as? Int)
        // Stored byte for byte at the snapshot's revision, and the graph the write built holds it.
        let stored = try server.request(
            "GET", "/v1/projects/p/nibs/ProductCell", headers: ["Accept": "application/xml"])
        #expect(stored.status == 200, "\(stored.text)")
        #expect(stored.body == Data(Self.cell("Product").utf8))
        #expect(stored.header("ETag")?.hasPrefix("\"r\(revision)") == true, "\(stored.header("ETag") ?? "")")
        let lookup = try server.request("GET", "/v1/projects/p/lookup?class=ProductCell")
        #expect(lookup.status == 200, "\(lookup.text)")
        #expect(lookup.text.contains("ProductCell"), "\(lookup.text)")

        // The same archive again changes nothing; the same label with another nib is a conflict.
        let again = try SnapshotFactsTests.snapshot(
            server, [("App/Main.storyboard", try Self.main()), ("App/Cells/ProductCell.xib", Self.cell("Product"))])
        #expect(again.status == 200, "\(again.text)")
        #expect(again.object["unchanged"] as? Bool == true)
        #expect(Self.nibs(again)["unchanged"] == ["ProductCell"])
        let conflict = try SnapshotFactsTests.snapshot(
            server, [("App/Main.storyboard", try Self.main()), ("App/Cells/ProductCell.xib", Self.cell("Other"))],
            label: "base")
        #expect(conflict.status == 409, "\(conflict.text)")

        // Only a nib differs: one revision, the nib replaced, another created.
        let replaced = try SnapshotFactsTests.snapshot(
            server,
            [
                ("App/Main.storyboard", try Self.main()), ("App/Cells/ProductCell.xib", Self.cell("Changed")),
                ("App/Views/BadgeCell.xib", Self.cell("Badge")),
            ])
        #expect(replaced.status == 200, "\(replaced.text)")
        #expect(replaced.object["revision"] as? Int == revision + 1)
        #expect(Self.nibs(replaced)["replaced"] == ["ProductCell"])
        #expect(Self.nibs(replaced)["created"] == ["BadgeCell"])
        #expect(replaced.object["unchangedStoryboards"] as? [String] == ["Main"])

        // A nib the archive no longer holds is deleted, as a storyboard is; the old revision keeps it.
        let gone = try SnapshotFactsTests.snapshot(server, [("App/Main.storyboard", try Self.main())])
        #expect(gone.status == 200, "\(gone.text)")
        #expect(Self.nibs(gone)["deleted"] == ["BadgeCell", "ProductCell"])
        #expect(gone.object["revision"] as? Int == revision + 2)
        #expect(try server.request("GET", "/v1/projects/p/nibs/ProductCell").status == 404)
        #expect(try server.request("GET", "/v1/projects/p/lookup?class=ProductCell").status == 404)
        let old = try server.request(
            "GET", "/v1/projects/p/nibs/ProductCell?revision=base", headers: ["Accept": "application/xml"])
        #expect(old.status == 200, "\(old.text)")
        #expect(old.body == Data(Self.cell("Product").utf8))
        let diff = try server.request("GET", "/v1/projects/p/diff?from=base&to=\(revision + 2)")
        #expect(diff.status == 200, "\(diff.text)")
        #expect(diff.text.contains("ProductCell"), "\(diff.text)")
    }

    @Test func anArchiveOfNibsAloneIsAProject() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let answer = try server.request(
            "PUT", "/v1/projects/q/snapshot", headers: SnapshotFactsTests.tar,
            body: try SnapshotArchives.tar([("Cells/ProductCell.xib", Self.cell("Product"))]))
        #expect(answer.status == 201, "\(answer.text)")
        #expect(answer.object["bundle"] as? String == "q")
        #expect(Self.nibs(answer)["created"] == ["ProductCell"])
        let list = try server.request("GET", "/v1/projects/q/nibs")
        #expect(list.text.contains("ProductCell"), "\(list.text)")
        let empty = try server.request(
            "PUT", "/v1/projects/r/snapshot", headers: SnapshotFactsTests.tar,
            body: try SnapshotArchives.tar([("README.md", "nothing")]))
        #expect(empty.status == 422, "\(empty.text)")
        #expect((empty.object["detail"] as? String)?.contains(".xib") == true, "\(empty.text)")
    }

    /// Nibs an archive may carry that must be refused, the file the detail names and what else it says.
    static let hostile: [(name: String, files: [(String, String)], file: String, detail: String)] = [
        ("no nib document", [("App/Bad.xib", "<document><objects>")], "App/Bad.xib:1:", "not a nib"),
        (
            "an external entity",
            [
                (
                    "App/Entity.xib",
                    "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>&x;</objects></document>"
                )
            ], "App/Entity.xib:1:", "DOCTYPE"
        ),
        ("a storyboard named .xib", [("App/Story.xib", (try? main()) ?? "")], "App/Story.xib:", "a .storyboard file"),
        (
            "two nibs of one name", [("App/A/Cell.xib", cell("A")), ("App/B/Cell.xib", cell("B"))], "App/B/Cell.xib",
            "App/A/Cell.xib"
        ),
        ("not UTF-8", [("App/Binary.xib", "\u{0}\u{1}bplist00")], "App/Binary.xib:", "UTF-8"),
        (
            "nested past the parser's limit",
            [
                (
                    "App/Deep.xib",
                    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
                        + String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)
                        + "</objects></document>"
                )
            ], "App/Deep.xib:1:", "deeper than 256"
        ),
        (
            "truncated XML",
            [("App/Cut.xib", String(cell("Cut").prefix(400)))], "App/Cut.xib:", "nothing was changed"
        ),
    ]

    @Test(arguments: hostile.indices)
    func aHostileNibInAnArchiveIsRefusedAndChangesNothing(index: Int) throws {
        let hostile = Self.hostile[index]
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let first = try SnapshotFactsTests.snapshot(
            server, [("App/Main.storyboard", try Self.main()), ("App/Good.xib", Self.cell("Good"))])
        #expect(first.status == 201, "\(first.text)")
        let before = try server.request("GET", "/v1/projects/p").object["revision"] as? Int
        let settings = String(decoding: try TestServer.fixture("examples/Settings.storyboard"), as: UTF8.self)
        // The archive also adds a storyboard and drops a nib: neither happens.
        let answer = try SnapshotFactsTests.snapshot(
            server, [("App/Main.storyboard", try Self.main()), ("App/Settings.storyboard", settings)] + hostile.files)
        #expect((400..<500).contains(answer.status), "\(hostile.name): \(answer.status) \(answer.text)")
        #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(hostile.name)")
        let detail = answer.object["detail"] as? String ?? ""
        #expect(detail.contains(hostile.file), "\(hostile.name): \(detail)")
        #expect(detail.contains(hostile.detail), "\(hostile.name): \(detail)")
        #expect(!detail.contains("/tmp") && !detail.contains("root:"), "\(hostile.name): \(detail)")
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == before, "\(hostile.name)")
        #expect(try server.request("GET", "/v1/projects/p/storyboards/Settings").status == 404)
        #expect(try server.request("GET", "/v1/projects/p/nibs/Good").status == 200)
    }
}
