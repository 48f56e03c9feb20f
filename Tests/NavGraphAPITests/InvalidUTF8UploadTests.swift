import Foundation
import Testing

/// Issue 8 over real HTTP: a body with one byte that is not UTF-8 in an element or attribute name crashed
/// the server (points 1 and 6), and a UTF-16LE body without a byte order mark had its internal entity
/// expanded and stored. Both are 422 problems now; the server keeps answering and nothing is stored.
@Suite struct InvalidUTF8UploadTests {
    static let path = "/v1/projects/demo/storyboards/Main"

    /// The first reproducer: `0xEC` inside the attribute name `row`, on line 2.
    static let badAttributeName: Data =
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."
                + "Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"a\"><objects><viewController id=\"v\" ro")
                .utf8) + Data([0xEC]) + Data("w=\"1\"/></objects></scene></scenes></document>".utf8)

    /// A server with `examples/Main.storyboard` stored once (revision 1).
    private func serverWithMain() throws -> (TestServer, Data) {
        let server = try TestServer(.socket)
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let original = try TestServer.fixture("examples/Main.storyboard")
        let put = try server.request("PUT", Self.path, headers: ["Content-Type": "application/xml"], body: original)
        #expect(put.status == 201)
        return (server, original)
    }

    /// The stored storyboard is still revision 1 with the original source, and it is the only one.
    private func expectUnchanged(_ server: TestServer, original: Data) throws {
        let health = try server.request("GET", "/healthz")
        #expect(health.status == 200)
        let list = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.status == 200)
        #expect(list.array.count == 1)
        #expect(list.array.first?["name"] as? String == "Main")
        #expect(list.array.first?["revision"] as? Int == 1)
        let source = try server.request("GET", Self.path, headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.body == original)
    }

    private func expectUTF8Problem(_ response: WireResponse, line: Int) {
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.object["kind"] as? String == "unsupportedEncoding")
        #expect(response.object["line"] as? Int == line)
        let detail = response.object["detail"] as? String ?? ""
        #expect(detail.contains("only UTF-8 storyboards are accepted"))
        #expect(detail.contains("0xEC"))
        #expect(detail.contains("line \(line)"))
    }

    @Test func aBadByteInANameIs422AndTheServerStaysUp() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let put = try server.request(
            "PUT", Self.path, headers: ["Content-Type": "application/xml"], body: Self.badAttributeName)
        expectUTF8Problem(put, line: 2)
        try expectUnchanged(server, original: original)
    }

    /// The same body chunked and cut inside the bad name, the second half sent once the first is in: the
    /// parse runs while the body is still arriving.
    @Test func aBadByteInANameWhileTheBodyStreamsIs422() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let body = Self.badAttributeName
        let cut = try #require(body.firstIndex(of: 0xEC))
        let client = try server.client()
        try client.send(
            Data(
                ("PUT \(Self.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").utf8))
        for piece in [body[..<cut], body[cut...]] {
            try client.send(Data("\(String(piece.count, radix: 16))\r\n".utf8) + piece + Data("\r\n".utf8))
        }
        try client.send(Data("0\r\n\r\n".utf8))
        let put = try client.readResponse(method: "PUT")
        expectUTF8Problem(put, line: 2)
        // The connection is still usable, and nothing changed.
        let list = try client.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.status == 200)
        try expectUnchanged(server, original: original)
    }

    /// UTF-16LE without a byte order mark, declaring an internal entity used as a custom class.
    @Test func aUTF16LEBodyWithAnEntityIs422AndStoresNothing() throws {
        let (server, original) = try serverWithMain()
        defer { server.tearDown() }
        let text = """
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE document [<!ENTITY cls "InjectedViaEntity">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
            <viewController id="v" customClass="&cls;" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let body = Data(text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] })
        let put = try server.request(
            "PUT", "/v1/projects/demo/storyboards/Wide", headers: ["Content-Type": "application/xml"], body: body)
        #expect(put.status == 422)
        #expect(put.header("Content-Type") == "application/problem+json")
        #expect(put.object["kind"] as? String == "unsupportedEncoding")
        #expect((put.object["detail"] as? String ?? "").contains("looks like UTF-16LE"))
        let wide = try server.request("GET", "/v1/projects/demo/storyboards/Wide")
        #expect(wide.status == 404)
        let search = try server.request("GET", "/v1/projects/demo/scenes?class=InjectedViaEntity")
        #expect(search.status == 200)
        #expect(!search.text.contains("InjectedViaEntity\""))
        try expectUnchanged(server, original: original)
    }
}
