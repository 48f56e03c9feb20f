import Foundation
import Testing

/// A list field sent on several lines means the same as one line holding them all (RFC 9110 section 5.3): the
/// condition and negotiation fields are read whole, over the real socket where the lines are separate; a write's
/// `NavGraph-Label` on two lines names its revision twice and is refused.
@Suite struct RepeatedFieldTests {
    static let main = "/v1/projects/demo/storyboards/Main"

    /// Sends `method target` with `lines` as written (each "Name: value") and `body`, on a new connection.
    static func send(
        _ server: TestServer, _ method: String, _ target: String, lines: [String], body: Data? = nil
    ) throws -> WireResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for line in lines { head += line + "\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        var bytes = Data((head + "\r\n").utf8)
        if let body { bytes += body }
        let client = try server.client()
        try client.send(bytes)
        return try client.readResponse(method: method)
    }

    @Test func conditionLinesCountTogether() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let read = try server.request("GET", Self.main)
        let tag = try #require(read.header("ETag"))
        // The current tag on the second line: a 304 for the read.
        let cached = try Self.send(
            server, "GET", Self.main, lines: ["If-None-Match: \"r999\"", "If-None-Match: \(tag)"])
        #expect(cached.status == 304)
        var edited = try TestServer.fixture("examples/Main.storyboard")
        edited.append(contentsOf: Array("<!-- edited -->\n".utf8))
        // A stale tag, then the current one: If-Match is met by either, and the write goes through.
        let written = try Self.send(
            server, "PUT", Self.main,
            lines: ["Content-Type: application/xml", "If-Match: \"r999\"", "If-Match: \(tag)"], body: edited)
        #expect(written.status == 200, "\(written.text)")
        // If-None-Match naming the old tag, then the current one: refused, as one line naming both would be.
        let newTag = try #require(written.header("ETag"))
        let refused = try Self.send(
            server, "PUT", Self.main,
            lines: ["Content-Type: application/xml", "If-None-Match: \(tag)", "If-None-Match: \(newTag)"],
            body: try TestServer.fixture("examples/Main.storyboard"))
        #expect(refused.status == 412, "\(refused.text)")
        #expect(try server.request("GET", Self.main).header("ETag") == newTag)
    }

    @Test func acceptLinesCountTogether() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let xml = try Self.send(
            server, "GET", Self.main, lines: ["Accept: application/json;q=0.1", "Accept: application/xml"])
        #expect(xml.header("Content-Type") == "application/xml")
    }

    @Test func twoLabelLinesAreRefusedAndChangeNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let before = try server.request("GET", "/v1/projects/demo").object["revision"] as? Int
        var edited = try TestServer.fixture("examples/Main.storyboard")
        edited.append(contentsOf: Array("<!-- edited -->\n".utf8))
        let refused = try Self.send(
            server, "PUT", Self.main,
            lines: ["Content-Type: application/xml", "NavGraph-Label: one", "NavGraph-Label: two"], body: edited)
        #expect(refused.status == 400)
        #expect((refused.object["detail"] as? String)?.contains("send one NavGraph-Label header, not 2") == true)
        #expect(try server.request("GET", "/v1/projects/demo").object["revision"] as? Int == before)
    }
}
