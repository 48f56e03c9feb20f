import Foundation
import Testing

/// Bad storyboard uploads are 422 (or 413) with a useful detail, and leave the stored revision alone.
@Suite struct ImportBadInputTests {
    static let path = "/v1/projects/demo/storyboards/Main"

    /// A server with `examples/Main.storyboard` stored once (revision 1).
    func serverWithMain(maxBodyBytes: Int? = nil) throws -> (TestServer, Data) {
        let server = try TestServer(maxBodyBytes: maxBodyBytes)
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let original = try TestServer.fixture("examples/Main.storyboard")
        let put = try server.request("PUT", Self.path, headers: ["Content-Type": "application/xml"], body: original)
        #expect(put.status == 201)
        return (server, original)
    }

    func expectUnchanged(_ server: TestServer, original: Data) throws {
        let list = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.array.count == 1)
        #expect(list.array.first?["revision"] as? Int == 1)
        #expect(list.array.first?["sceneCount"] as? Int == 5)
        let source = try server.request("GET", Self.path, headers: ["Accept": "application/xml"])
        #expect(source.body == original)
    }

    func put(_ server: TestServer, _ text: String, type: String = "application/xml") throws -> WireResponse {
        try server.request("PUT", Self.path, headers: ["Content-Type": type], body: Data(text.utf8))
    }

    @Test func malformedXMLSaysLineAndColumn() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a"><objects></scene>
            </document>
            """
        let response = try put(server, broken)
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.object["line"] as? Int == 4)
        #expect(response.object["column"] != nil)
        #expect((response.object["detail"] as? String ?? "").contains("line 4"))
        try expectUnchanged(server, original: original)
    }

    @Test func documentsThatAreNotStoryboards() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects/>
            </document>
            """
        let xibResponse = try put(server, xib)
        #expect(xibResponse.status == 422)
        #expect(xibResponse.object["kind"] as? String == "notAStoryboard")
        let otherRoot = try put(server, "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>")
        #expect(otherRoot.status == 422)
        #expect(otherRoot.object["kind"] as? String == "notAStoryboard")
        let empty = try put(server, "")
        #expect(empty.status == 422)
        #expect(empty.object["kind"] as? String == "empty")
        try expectUnchanged(server, original: original)
    }

    @Test func externalEntitiesAreNeverResolved() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let xxe = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="a"><objects>
                    <viewController id="vc" title="&secret;" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let response = try put(server, xxe)
        #expect(response.status == 422)
        #expect(response.object["kind"] as? String == "forbiddenDTD")
        #expect(!response.text.contains("root:"))
        try expectUnchanged(server, original: original)
    }

    @Test func entityExpansionBombIsRejected() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            entities += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE document [\(entities)]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">&lol9;</document>
            """
        let response = try put(server, bomb)
        #expect(response.status == 422)
        #expect(response.object["kind"] as? String == "forbiddenDTD")
        try expectUnchanged(server, original: original)
    }

    @Test func bodyOverTheLimitIs413() throws {
        let (server, original) = try serverWithMain(maxBodyBytes: 64 * 1024)
        defer { server.tearDown() }
        let padding = String(repeating: "<!-- padding padding padding padding -->\n", count: 4000)
        let large = String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: "<scenes>", with: "<scenes>" + padding)
        let response = try put(server, large)
        #expect(response.status == 413)
        try expectUnchanged(server, original: original)
    }
}
