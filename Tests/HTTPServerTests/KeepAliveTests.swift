import Foundation
import HTTPServer
import Testing

/// Connection reuse, pipelining and message framing against a live server (RFC 9112 sections 6 and 9).
@Suite struct KeepAliveTests {
    /// 20 MiB in 4 KiB blocks, each stamped with its index so a lost or repeated block shows.
    static let largePayload: Data = {
        let block = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var data = Data(capacity: 20 * 1024 * 1024)
        for index in 0..<(20 * 256) {
            var stamped = block
            stamped[0] = UInt8(truncatingIfNeeded: index)
            stamped[1] = UInt8(truncatingIfNeeded: index >> 8)
            data.append(contentsOf: stamped)
        }
        return data
    }()

    @Test func severalRequestsShareOneConnection() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        for index in 0..<5 {
            try client.send("GET /items/\(index) HTTP/1.1\r\nHost: test\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "item=\(index)")
            #expect(response.header("Connection") == nil)
        }
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func pipelinedRequestsAreAnsweredInOrder(backend: HTTPServer.EventBackend) throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: backend)
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "GET /items/first HTTP/1.1\r\nHost: test\r\n\r\nGET /items/second HTTP/1.1\r\nHost: test\r\n\r\n"
                + "POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 5\r\n\r\nthird")
        #expect(try client.readResponse().text == "item=first")
        #expect(try client.readResponse().text == "item=second")
        #expect(try client.readResponse().text == "third")
    }

    @Test func connectionCloseIsHonoured() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(client.closesConnection())
    }

    @Test func http10ClosesUnlessKeepAliveIsAsked() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let keepAlive = try server.client()
        try keepAlive.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(try keepAlive.readResponse().header("Connection") == "keep-alive")
        try keepAlive.send("GET /hello HTTP/1.0\r\n\r\n")
        let last = try keepAlive.readResponse()
        #expect(last.status == 200)
        #expect(last.header("Connection") == "close")
        #expect(keepAlive.closesConnection())
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func chunkedBodyIsEchoed(backend: HTTPServer.EventBackend) throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: backend)
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "POST /echo HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\nX-Trailer: ignored\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "hello, world")
        // The connection is still usable after the trailer section.
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(try client.readResponse().text == "hello")
    }

    @Test func headSendsHeadersOfTheGetBodyWithoutTheBody() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("HEAD /items/abc HTTP/1.1\r\nHost: test\r\n\r\n")
        let head = try client.readResponse(head: true)
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "\("item=abc".utf8.count)")
        // If a body had been sent, it would be read as the next response's status line.
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        let next = try client.readResponse()
        #expect(next.status == 200)
        #expect(next.text == "hello")
    }

    @Test func expectContinueGetsAnInterimResponseThenTheFinalOne() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        let interim = try client.readResponse()
        #expect(interim.status == 100)
        try client.send("body")
        let final = try client.readResponse()
        #expect(final.status == 200)
        #expect(final.text == "body")
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func largeResponseBodyArrivesWhole(backend: HTTPServer.EventBackend) throws {
        let size = 20 * 1024 * 1024
        let payload = Self.largePayload
        var router = Router()
        router.add(.get, "/large") { _, _ in HTTPResponse(status: 200, body: payload) }
        let server = try RouterServer(router, backend: backend)
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /large HTTP/1.1\r\nHost: test\r\n\r\nGET /large HTTP/1.1\r\nHost: test\r\n\r\n")
        let first = try client.readResponse()
        #expect(first.body.count == size)
        #expect(first.body == payload)
        #expect(try client.readResponse().body == payload)
    }

    @Test func largeRequestBodyIsReadWhole() throws {
        let payload = Data((0..<(3 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: \(payload.count)\r\n\r\n")
        try client.send(payload)
        #expect(try client.readResponse().body == payload)
    }

    @Test func responsesWithoutContentHaveNoBodyOrLength() throws {
        var router = Router()
        router.add(.get, "/not-modified") { _, _ in
            HTTPResponse(status: 304, headers: ["ETag": "\"v1\""], body: Data("ignored".utf8))
        }
        router.add(.delete, "/thing") { _, _ in HTTPResponse(status: 204) }
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "GET /not-modified HTTP/1.1\r\nHost: test\r\n\r\nDELETE /thing HTTP/1.1\r\nHost: test\r\n\r\n"
                + "OPTIONS /thing HTTP/1.1\r\nHost: test\r\n\r\nPUT /thing HTTP/1.1\r\nHost: test\r\n"
                + "Content-Length: 0\r\n\r\n")
        let notModified = try client.readResponse()
        #expect(notModified.status == 304)
        #expect(notModified.header("ETag") == "\"v1\"")
        #expect(notModified.header("Content-Length") == nil)
        let deleted = try client.readResponse()
        #expect(deleted.status == 204)
        #expect(deleted.header("Content-Length") == nil)
        let options = try client.readResponse()
        #expect(options.status == 204)
        #expect(options.header("Allow") == "DELETE, OPTIONS")
        let notAllowed = try client.readResponse()
        #expect(notAllowed.status == 405)
        #expect(notAllowed.header("Allow") == "DELETE, OPTIONS")
        #expect(notAllowed.header("Content-Type") == "application/problem+json")
    }
}
