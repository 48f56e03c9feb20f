import Foundation
import HTTPServer
import Testing

/// Bad and oversized requests get the right status as problem+json, and the connection closes.
@Suite struct LimitsTests {
    /// Sends `request` on a fresh connection; returns the response and whether the server then closed.
    private func answer(
        _ request: String, configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    )
        throws -> (RawClient.Response, closed: Bool)
    {
        let server = try RouterServer(RouterServer.echoRouter(), configure: configure)
        defer { server.stop() }
        let client = try server.client()
        try client.send(request)
        let response = try client.readResponse()
        return (response, client.closesConnection())
    }

    @Test func oversizedHeadIs431() throws {
        let filler = String(repeating: "a", count: 17 * 1024)
        let (response, closed) = try answer("GET /hello HTTP/1.1\r\nHost: test\r\nX-Big: \(filler)\r\n\r\n")
        #expect(response.status == 431)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.json["status"] as? Int == 431)
        #expect(closed)
    }

    @Test func oversizedURIIs414() throws {
        let path = "/" + String(repeating: "p", count: 9 * 1024)
        let (response, closed) = try answer("GET \(path) HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(response.status == 414)
        #expect(closed)
    }

    @Test func oversizedBodyIs413WithoutReadingIt() throws {
        let (response, closed) = try answer(
            "POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 2000\r\nExpect: 100-continue\r\n\r\n"
        ) { $0.maxBodyBytes = 1000 }
        #expect(response.status == 413)
        #expect(response.json["title"] as? String == "Content Too Large")
        #expect(closed)
    }

    @Test func oversizedChunkedBodyIs413() throws {
        let (response, _) = try answer(
            "POST /echo HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n"
        ) { $0.maxBodyBytes = 100 }
        #expect(response.status == 413)
    }

    @Test(arguments: [
        "GET /hello\r\nHost: test\r\n\r\n",
        "GET  /hello HTTP/1.1\r\nHost: test\r\n\r\n",
        "GET /hello HTTP/1.1 extra\r\nHost: test\r\n\r\n",
        "GE(T /hello HTTP/1.1\r\nHost: test\r\n\r\n",
        "GET hello HTTP/1.1\r\nHost: test\r\n\r\n",
        "GET /hello HTTX/1.1\r\nHost: test\r\n\r\n",
    ])
    func malformedRequestLineIs400(request: String) throws {
        let (response, closed) = try answer(request)
        #expect(response.status == 400)
        #expect(closed)
    }

    @Test(arguments: [
        "GET /hello HTTP/1.1\r\nHost: test\r\nBad Name: x\r\n\r\n",
        "GET /hello HTTP/1.1\r\nHost: test\r\nNo-Colon\r\n\r\n",
        "GET /hello HTTP/1.1\r\nHost: test\r\nX-A: 1\r\n folded\r\n\r\n",
        "GET /hello HTTP/1.1\r\nHost : test\r\n\r\n",
        "GET /hello HTTP/1.1\r\n\r\n",
        "POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 12abc\r\n\r\n",
        "POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
    ])
    func malformedHeaderIs400(request: String) throws {
        let (response, closed) = try answer(request)
        #expect(response.status == 400)
        #expect(closed)
    }

    @Test func badChunkSizeIs400() throws {
        let (response, closed) = try answer(
            "POST /echo HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n")
        #expect(response.status == 400)
        #expect((response.json["detail"] as? String)?.contains("chunk") == true)
        #expect(closed)
    }

    @Test func contentLengthWithTransferEncodingIs400() throws {
        let (response, closed) = try answer(
            "POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n0\r\n\r\n")
        #expect(response.status == 400)
        #expect(closed)
    }

    @Test(arguments: ["HTTP/2.0", "HTTP/1.7", "HTTP/3.0"])
    func unknownVersionIs505(version: String) throws {
        let (response, closed) = try answer("GET /hello \(version)\r\nHost: test\r\n\r\n")
        #expect(response.status == 505)
        #expect((response.json["detail"] as? String)?.contains(version) == true)
        #expect(closed)
    }

    @Test func unknownTransferCodingIs501() throws {
        let (response, _) = try answer(
            "POST /echo HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n")
        #expect(response.status == 501)
    }

    @Test func limitResponsesArentKeptAliveEvenAfterGoodRequests() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\nGET /hello HTTP/9.9\r\nHost: test\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        let failure = try client.readResponse()
        #expect(failure.status == 505)
        #expect(failure.header("Connection") == "close")
        #expect(client.closesConnection())
    }
}
