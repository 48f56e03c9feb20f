import Foundation
import Testing

/// A client that waits for `100 Continue` before sending a large body (curl does past 1 MiB) hears at once
/// when its head alone settles the answer: a body type the route does not take, a bad name or condition, an
/// unknown path. It gets that final status instead of `100`, never sends the body, and nothing changes. Over
/// a real socket, since `100 Continue` lives on the wire.
@Suite struct HeadChecksBeforeContinueTests {
    static let xml = TestServer.storyboardXML

    /// A head that waits for `100 Continue`, announcing `xml`'s length.
    static func head(_ line: String, _ fields: [String]) -> Data {
        Data(
            ("\(line) HTTP/1.1\r\nHost: x\r\n" + fields.map { $0 + "\r\n" }.joined()
                + "Expect: 100-continue\r\nContent-Length: \(xml.count)\r\n\r\n").utf8)
    }

    @Test(arguments: [
        ("PUT /v1/projects/p/storyboards/Main", ["Content-Type: text/plain"], 415, "application/xml"),
        ("PUT /v1/projects/p/storyboards/Main/source", ["Content-Type: application/json"], 415, "XML here"),
        ("PUT /v1/projects/p/storyboards/Main.storyboard", ["Content-Type: application/xml"], 422, ".storyboard"),
        ("PUT /v1/projects/p/storyboards/Main", ["Content-Type: application/xml", "If-Match: r1"], 400, "If-Match"),
        (
            "PUT /v1/projects/p/storyboards/Main", ["Content-Type: application/xml", "NavGraph-Label: 123"], 400,
            "label"
        ),
        ("PUT /v1/projects/-p/snapshot", ["Content-Type: application/x-tar"], 422, "project name"),
        ("PUT /v1/projects/p/snapshot", ["Content-Type: application/x-tar", "Content-Encoding: br"], 415, "br"),
        ("PUT /v1/projects/p/snapshot?label=a%20b", ["Content-Type: application/x-tar"], 400, "label"),
        (
            "PUT /v1/projects/p/snapshot", ["Content-Type: application/x-tar", "If-None-Match: r3"], 400,
            "If-None-Match"
        ),
        ("POST /v1/projects", ["Content-Type: text/plain"], 415, "application/json"),
        ("PATCH /v1/projects/p/storyboards/Main/scenes/a", ["Content-Type: application/xml"], 415, "application/json"),
        ("PUT /v1/nowhere", ["Content-Type: application/xml"], 404, "/v1/nowhere"),
        ("POST /v1/projects/p/storyboards/Main", ["Content-Type: application/xml"], 405, "POST"),
    ])
    func aHeadThatSettlesTheAnswerGetsItInsteadOf100Continue(
        line: String, fields: [String], status: Int, detail: String
    ) throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)
        let client = try server.client()
        try client.send(Self.head(line, fields))
        // The first answer is the final one: no 100 came before it.
        let answer = try client.readResponse()
        #expect(answer.status == status, "\(answer.text)")
        #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect((answer.object["detail"] as? String)?.contains(detail) == true, "\(answer.text)")
        #expect(client.isClosedByPeer())
        let project = try server.request("GET", "/v1/projects/p")
        #expect(project.object["revision"] as? Int == 1, "\(project.text)")
    }

    @Test(arguments: [[], ["Content-Type: application/octet-stream"], ["Content-Type: application/xml"]])
    func aHeadTheChecksPassGets100ContinueAndItsBodyIsStored(fields: [String]) throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)
        let client = try server.client()
        // No declared type (or octet-stream, as `curl --data-binary` sends): the body's first byte tells.
        try client.send(Self.head("PUT /v1/projects/p/storyboards/Main", fields + ["If-None-Match: *"]))
        #expect(try client.readResponse().status == 100)
        try client.send(Self.xml)
        let stored = try client.readResponse()
        #expect(stored.status == 201, "\(stored.text)")
        #expect(try server.request("GET", "/v1/projects/p/storyboards/Main").status == 200)
    }

    @Test func aStoryboardPutIntoAMissingProjectIsStill404AfterTheContinue() throws {
        // Whether a project exists takes the store, which an event loop does not wait on: the handler says.
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let client = try server.client()
        try client.send(Self.head("PUT /v1/projects/absent/storyboards/Main", ["Content-Type: application/xml"]))
        #expect(try client.readResponse().status == 100)
        let answer = try client.readResponse()
        #expect(answer.status == 404, "\(answer.text)")
        #expect(try server.request("GET", "/v1/projects/absent").status == 404)
    }
}
