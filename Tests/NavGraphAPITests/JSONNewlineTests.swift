import Foundation
import Testing

/// JSON answers end with a newline, so a shell prompt after `curl` starts on its own line, and the
/// newline is part of what the ETag covers (issue 9, point 11).
@Suite struct JSONNewlineTests {
    @Test func jsonAnswersEndWithANewlineTheETagCovers() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data(#"{"name":"demo"}"#.utf8))
        #expect(created.status == 201)
        #expect(created.body.last == 0x0A)
        let list = try server.request("GET", "/v1/projects")
        #expect(list.status == 200)
        #expect(list.body.last == 0x0A)
        #expect(list.body.dropLast().last == UInt8(ascii: "]"))
        let etag = try #require(list.header("ETag"))
        let again = try server.request("GET", "/v1/projects", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
    }
}
