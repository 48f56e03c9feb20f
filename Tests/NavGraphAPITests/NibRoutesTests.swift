import Foundation
import PostgresClient
import SQLiteStorage
import TestSupport
import Testing

/// A project's nibs over a real socket (`.../nibs`): stored byte for byte with a revision, read as the JSON
/// model or the XML, listed, conditional on ETags, labelled, in the revisions and the diff; hostile input is
/// refused with a useful detail and changes nothing.
@Suite struct NibRoutesTests {
    static let xml = ["Content-Type": "application/xml"]

    /// A nib whose one top-level object is a table cell of class `ProductCell` with `reuseIdentifier`.
    static func cellNib(reuseIdentifier: String, ownerClass: String? = nil) -> Data {
        let owner = ownerClass.map { " customClass=\"\($0)\"" } ?? ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(reuseIdentifier)" id="pc1-aa-bbb" \
            customClass="ProductCell" customModule="Shop" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                </objects>
            </document>

            """.utf8)
    }

    /// Project `p` at revision 1.
    static func project(_ server: TestServer) throws {
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201, "\(created.text)")
    }

    @Test func aNibIsStoredByteForByteReadAsItsModelListedAndDeleted() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let bytes = Self.cellNib(reuseIdentifier: "ProductCell")
        let path = "/v1/projects/p/nibs/ProductCell"

        let put = try server.request("PUT", path, headers: Self.xml.merging(["If-None-Match": "*"]) { $1 }, body: bytes)
        #expect(put.status == 201, "\(put.text)")
        #expect(put.header("ETag") == "\"r2\"")
        #expect(put.header("Location") == path)
        #expect(put.object["name"] as? String == "ProductCell")
        #expect(put.object["objectCount"] as? Int == 1)
        // The same bytes again: nothing written, the same revision and tag.
        let again = try server.request("PUT", path, headers: Self.xml, body: bytes)
        #expect(again.status == 200)
        #expect(again.header("ETag") == "\"r2\"")
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 2)

        let model = try server.request("GET", path)
        #expect(model.status == 200, "\(model.text)")
        #expect(model.header("Content-Type") == "application/json")
        #expect(model.header("ETag") == "\"r2\"")
        let object = try #require((model.object["objects"] as? [[String: Any]])?.first)
        #expect(object["kind"] as? String == "tableViewCell")
        #expect(object["customClass"] as? String == "ProductCell")
        #expect(object["customModule"] as? String == "Shop")
        #expect(object["reuseIdentifier"] as? String == "ProductCell")
        #expect(object["line"] as? Int == 6)
        #expect(try server.request("GET", path, headers: ["If-None-Match": "\"r2\""]).status == 304)

        let source = try server.request("GET", path, headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.body == bytes)
        #expect(source.header("ETag") == "\"r2.xml\"")
        #expect(source.header("Vary") == "Accept")
        #expect(try server.request("GET", path + "/source").body == bytes)

        let owner = try TestServer.fixture("Tests/Fixtures/CodeGen/Nibs/DetailViewController.xib")
        #expect(try server.request("PUT", "/v1/projects/p/nibs/DetailViewController", body: owner).status == 201)
        let detail = try server.request("GET", "/v1/projects/p/nibs/DetailViewController")
        let ownerModel = detail.object["owner"] as? [String: Any]
        #expect(ownerModel?["customClass"] as? String == "DetailViewController")
        #expect(ownerModel?["customModule"] as? String == "Shop")
        #expect(ownerModel?["viewOutlet"] as? String == "dv1-aa-bbb")

        let list = try server.request("GET", "/v1/projects/p/nibs")
        #expect(list.status == 200)
        #expect(list.header("ETag") == "\"r3\"")
        #expect(list.array.map { $0["name"] as? String } == ["DetailViewController", "ProductCell"])
        #expect(list.array.map { $0["objectCount"] as? Int } == [1, 1])
        #expect(try server.request("GET", "/v1/projects/p/nibs", headers: ["If-None-Match": "\"r3\""]).status == 304)

        let stale = try server.request("DELETE", path, headers: ["If-Match": "\"r1\""])
        #expect(stale.status == 412, "\(stale.text)")
        #expect(stale.header("Content-Type") == "application/problem+json")
        let deleted = try server.request("DELETE", path, headers: ["If-Match": "\"r2\""])
        #expect(deleted.status == 204, "\(deleted.text)")
        #expect(try server.request("GET", path).status == 404)
        #expect(try server.request("DELETE", path).status == 404)
        #expect(try server.request("GET", "/v1/projects/p/nibs").array.count == 1)
    }

    @Test func aStaleIfMatchAndALabelBehaveAsOnStoryboards() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let path = "/v1/projects/p/nibs/ProductCell"
        let first = try server.request(
            "PUT", path, headers: Self.xml.merging(["NavGraph-Label": "v1.0"]) { $1 },
            body: Self.cellNib(reuseIdentifier: "ProductCell"))
        #expect(first.status == 201)
        // A storyboard written after: the nib's tag stays, its revision is its own last write's.
        let storyboard = try TestServer.fixture("examples/Main.storyboard")
        #expect(
            try server.request("PUT", "/v1/projects/p/storyboards/Main", headers: Self.xml, body: storyboard).status
                == 201)
        #expect(try server.request("GET", path).header("ETag") == "\"r2\"")

        let stale = try server.request(
            "PUT", path, headers: Self.xml.merging(["If-Match": "\"r1\""]) { $1 },
            body: Self.cellNib(reuseIdentifier: "Changed"))
        #expect(stale.status == 412)
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 3)
        let created = try server.request(
            "PUT", path, headers: Self.xml.merging(["If-None-Match": "*"]) { $1 },
            body: Self.cellNib(reuseIdentifier: "Changed"))
        #expect(created.status == 412)

        let replaced = try server.request(
            "PUT", path, headers: Self.xml.merging(["If-Match": "\"r2\"", "NavGraph-Label": "v1.1"]) { $1 },
            body: Self.cellNib(reuseIdentifier: "Changed"))
        #expect(replaced.status == 200, "\(replaced.text)")
        #expect(replaced.header("ETag") == "\"r4\"")
        // A label already naming another revision with other contents.
        let conflict = try server.request(
            "PUT", path, headers: Self.xml.merging(["NavGraph-Label": "v1.0"]) { $1 },
            body: Self.cellNib(reuseIdentifier: "Third"))
        #expect(conflict.status == 409, "\(conflict.text)")

        // The label reads the revision it names.
        let old = try server.request("GET", path + "?revision=v1.0")
        #expect(old.status == 200, "\(old.text)")
        #expect((old.object["objects"] as? [[String: Any]])?.first?["reuseIdentifier"] as? String == "ProductCell")
        #expect(
            try server.request("GET", path + "/source?revision=2").body == Self.cellNib(reuseIdentifier: "ProductCell"))
        #expect(try server.request("GET", "/v1/projects/p/nibs?revision=1").array.isEmpty)
        #expect(try server.request("GET", path + "?revision=1").status == 404)
        #expect(try server.request("GET", path + "?revision=99").status == 404)
    }

    /// Runs `sql` on the server's database behind the store's back (a test's own statement, never input).
    static func execute(_ sql: String, on server: TestServer) throws {
        if ScratchDatabase.isPostgres {
            let connection = try PostgresConnection(url: try server.database.postgresURL())
            defer { connection.close() }
            try connection.executeScript(sql)
        } else {
            try SQLiteConnection(path: server.databasePath).execute(sql)
        }
    }

    @Test func aKeptRevisionsListCountsTheParsedNibsObjectsWithoutParsingThem() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let view =
            #"<view contentMode="scaleToFill" id="vw1-aa-bbb"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
        let twoObjects = String(decoding: Self.cellNib(reuseIdentifier: "Pair"), as: UTF8.self)
            .replacingOccurrences(of: "</objects>", with: view + "\n    </objects>")
        for (name, body) in [
            ("Cells", Self.cellNib(reuseIdentifier: "One")), ("Views", Data(twoObjects.utf8)),
            ("Cells", Self.cellNib(reuseIdentifier: "Two")),
        ] {
            let put = try server.request("PUT", "/v1/projects/p/nibs/\(name)", headers: Self.xml, body: body)
            #expect([200, 201].contains(put.status), "\(put.text)")
        }
        let list = try server.request("GET", "/v1/projects/p/nibs?revision=3")
        #expect(list.status == 200, "\(list.text)")
        let listed = list.array.map { ($0["name"] as? String ?? "", $0["objectCount"] as? Int ?? -1) }
        #expect(listed.map(\.0) == ["Cells", "Views"])
        for (name, count) in listed {
            let model = try server.request("GET", "/v1/projects/p/nibs/\(name)?revision=3")
            #expect(model.status == 200, "\(model.text)")
            #expect((model.object["objects"] as? [[String: Any]])?.count == count, "\(name)")
        }
        #expect(listed.map(\.1) == [1, 2])
        // Contents stored before counts were kept: the first listing parses them once and stores their counts.
        try Self.execute("UPDATE nib_contents SET object_count = NULL", on: server)
        #expect(
            try server.request("GET", "/v1/projects/p/nibs?revision=3").array.map { $0["objectCount"] as? Int } == [
                1, 2,
            ])

        // Every stored nib cut short: it no longer parses, and the list still answers from the stored counts.
        try Self.execute("UPDATE nib_contents SET bytes = substr(bytes, 1, 40)", on: server)
        #expect(try server.request("GET", "/v1/projects/p/nibs/Views?revision=3").status != 200)
        let again = try server.request("GET", "/v1/projects/p/nibs?revision=3")
        #expect(again.status == 200, "\(again.text)")
        #expect(again.array.map { $0["objectCount"] as? Int } == [1, 2])
    }

    @Test func revisionsAndTheDiffShowNibWrites() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let path = "/v1/projects/p/nibs/ProductCell"
        #expect(try server.request("PUT", path, body: Self.cellNib(reuseIdentifier: "ProductCell")).status == 201)
        #expect(
            try server.request("PUT", path, body: Self.cellNib(reuseIdentifier: "Product", ownerClass: "Owner")).status
                == 200)
        #expect(
            try server.request("PUT", "/v1/projects/p/nibs/Badge", body: Self.cellNib(reuseIdentifier: "B")).status
                == 201)
        #expect(try server.request("DELETE", "/v1/projects/p/nibs/Badge").status == 204)

        let revisions = try server.request("GET", "/v1/projects/p/revisions")
        #expect(
            revisions.array.map { $0["summary"] as? String } == [
                "deleted nib 'Badge'", "created nib 'Badge'", "replaced nib 'ProductCell'", "created nib 'ProductCell'",
                "created project",
            ])

        let diff = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(diff.status == 200, "\(diff.text)")
        let changes = (diff.object["bundles"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]] ?? []
        let identifier = try #require(changes.first { $0["property"] as? String == "object.reuseIdentifier" })
        #expect(identifier["impact"] as? String == "breaking")
        #expect(identifier["subject"] as? String == "nib")
        #expect(identifier["old"] as? String == "ProductCell")
        #expect(identifier["new"] as? String == "Product")
        #expect(changes.contains { $0["property"] as? String == "owner.customClass" })
        let added = try server.request("GET", "/v1/projects/p/diff?from=3&to=4")
        let addedChanges = (added.object["bundles"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]] ?? []
        #expect(addedChanges.map { $0["kind"] as? String } == ["added"], "\(added.text)")
        let removed = try server.request("GET", "/v1/projects/p/diff.markdown?from=4&to=5")
        #expect(removed.text.contains("nib 'Badge' was removed"), "\(removed.text)")
        #expect(removed.text.contains("### Breaking (1)"))
    }

    /// Each refused body or name: its status, a word the detail must hold, and nothing stored.
    static let hostile: [(name: String, path: String, type: String, body: Data, status: Int, detail: String)] = [
        (
            "a storyboard", "Main", "application/xml", (try? TestServer.fixture("examples/Main.storyboard")) ?? Data(),
            422, "storyboard"
        ),
        ("malformed XML", "Cell", "application/xml", Data("<document><objects></document>".utf8), 422, "line"),
        ("an empty body", "Cell", "application/xml", Data(), 422, "empty"),
        ("white space", "Cell", "application/xml", Data("  \n ".utf8), 422, "white space"),
        (
            "a DTD", "Cell", "application/xml",
            Data(#"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "b">]><document/>"#.utf8), 422, "DTD"
        ),
        ("not UTF-8", "Cell", "application/xml", Data([0x3C, 0x61, 0xFF, 0xFE, 0x3E]), 422, "UTF-8"),
        ("the JSON model", "Cell", "application/json", Data("{}".utf8), 415, "XML"),
        ("a name ending in .xib", "Cell.xib", "application/xml", cellNib(reuseIdentifier: "A"), 422, ".xib"),
        ("a control character", "Ce%0All", "application/xml", cellNib(reuseIdentifier: "A"), 422, "control"),
        ("dot dot", "..", "application/xml", cellNib(reuseIdentifier: "A"), 422, "file name"),
    ]

    @Test(arguments: hostile.indices) func hostileInputIsAProblemAndChangesNothing(_ index: Int) throws {
        let input = Self.hostile[index]
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let answer = try server.request(
            "PUT", "/v1/projects/p/nibs/\(input.path)", headers: ["Content-Type": input.type], body: input.body)
        #expect(answer.status == input.status, "\(input.name): \(answer.text)")
        #expect(answer.header("Content-Type") == "application/problem+json", "\(input.name)")
        let detail = answer.object["detail"] as? String ?? ""
        #expect(detail.localizedCaseInsensitiveContains(input.detail), "\(input.name): \(detail)")
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 1, "\(input.name)")
        #expect(try server.request("GET", "/v1/projects/p/nibs").array.isEmpty, "\(input.name)")
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeAnythingIsStored() throws {
        let server = try TestServer(.socket, maxBodyBytes: 4_096)
        defer { server.tearDown() }
        try Self.project(server)
        var big = Self.cellNib(reuseIdentifier: "A")
        big.append(Data(repeating: 0x20, count: 8_192))
        let answer = try server.request("PUT", "/v1/projects/p/nibs/Big", headers: Self.xml, body: big)
        #expect(answer.status == 413, "\(answer.text)")
        #expect(try server.request("GET", "/v1/projects/p/nibs").array.isEmpty)
        #expect(
            try server.request("PUT", "/v1/projects/nope/nibs/Cell", body: Self.cellNib(reuseIdentifier: "A")).status
                == 404)
    }

    /// Every hostile file name the storyboard routes take is a nib name too, and hostile reuse identifiers
    /// and classes come back as the data they are.
    @Test func hostileNamesAreNamesAndDataOnly() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try Self.project(server)
        let cells = HostileNames.all.enumerated().map { index, name in
            let value = HostileNames.xmlAttribute(name)
            return "<tableViewCell reuseIdentifier=\"\(value)\" customClass=\"\(value)\" id=\"c\(index)\"/>"
        }
        let nib = Data(
            (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>"#
                + cells.joined() + "</objects></document>").utf8)
        for name in HostileNameRoutesTests.storyboardNames where !name.hasSuffix(".xib") {
            let path =
                "/v1/projects/p/nibs/\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name)"
            let put = try server.request("PUT", path, headers: Self.xml, body: nib)
            #expect(put.status == 201, "\(name.prefix(60)): \(put.text.prefix(300))")
            let model = try server.request("GET", path)
            #expect(model.status == 200, "\(name.prefix(60))")
            #expect(model.object["name"] as? String == name.precomposedStringWithCanonicalMapping)
            let objects = model.object["objects"] as? [[String: Any]] ?? []
            #expect(objects.count == HostileNames.all.count)
            #expect(objects.contains { $0["reuseIdentifier"] as? String == HostileNames.script })
        }
        let list = try server.request("GET", "/v1/projects/p/nibs")
        #expect(list.array.count == HostileNameRoutesTests.storyboardNames.filter { !$0.hasSuffix(".xib") }.count)
    }
}
