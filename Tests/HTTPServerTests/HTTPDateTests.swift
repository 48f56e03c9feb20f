import Testing

@testable import HTTPServer

/// The `Date` header (RFC 9110 section 6.6.1).
@Suite struct HTTPDateTests {
    @Test func formatsIMFFixdate() {
        // The example instant of RFC 9110 section 5.6.7.
        #expect(
            String(decoding: HTTPDate.headerLine(for: 784_111_777), as: UTF8.self)
                == "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n")
    }

    @Test func responsesCarryADateUnlessTheHandlerSetOne() throws {
        var router = Router()
        router.add(.get, "/plain") { _, _ in .text("x") }
        router.add(.get, "/dated") { _, _ in .text("x", headers: ["Date": "Thu, 01 Jan 1970 00:00:00 GMT"]) }
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /plain HTTP/1.1\r\nHost: t\r\n\r\nGET /dated HTTP/1.1\r\nHost: t\r\n\r\n")
        let plain = try client.readResponse()
        #expect(plain.header("Date")?.hasSuffix(" GMT") == true)
        let dated = try client.readResponse()
        #expect(dated.headers.filter { $0.0 == "Date" }.map(\.1) == ["Thu, 01 Jan 1970 00:00:00 GMT"])
    }
}
