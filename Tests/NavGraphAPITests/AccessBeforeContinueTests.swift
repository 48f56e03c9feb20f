import Foundation
import Testing

/// Issue 8, point 7: credentials are checked before `100 Continue` invites a body, and ambiguous
/// credentials (two Authorization fields) are refused.
@Suite struct AccessBeforeContinueTests {
    private static let head =
        "PUT /v1/projects/p/storyboards/Main HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\n"
        + "Expect: 100-continue\r\nContent-Length: \(TestServer.storyboardXML.count)\r\n"

    @Test(arguments: [("", 401), ("Authorization: Bearer wrong\r\n", 401), ("Authorization: Bearer reader\r\n", 403)])
    func aRequestThatWillBeRefusedGetsItsStatusInsteadOf100Continue(credentials: String, status: Int) throws {
        let server = try TestServer.fairWrites(.socket, token: "writer", readToken: "reader")
        defer { server.tearDown() }
        let client = try server.client()
        try client.send(Data((Self.head + credentials + "\r\n").utf8))
        // The first answer is the final one: no 100 came before it.
        let answer = try client.readResponse()
        #expect(answer.status == status)
        #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        if status == 401 { #expect(answer.header("WWW-Authenticate")?.hasPrefix("Bearer") == true) }
        #expect(client.isClosedByPeer())
    }

    @Test func anAuthorizedRequestGets100ContinueThenIsStored() throws {
        let server = try TestServer.fairWrites(.socket, token: "writer", readToken: "reader")
        defer { server.tearDown() }
        let auth = ["Authorization": "Bearer writer"]
        #expect(try server.json("POST", "/v1/projects", ["name": "p"], headers: auth).status == 201)
        let client = try server.client()
        try client.send(Data((Self.head + "Authorization: Bearer writer\r\n\r\n").utf8))
        #expect(try client.readResponse().status == 100)
        try client.send(TestServer.storyboardXML)
        #expect(try client.readResponse().status == 201)
    }

    @Test(arguments: [["writer", "writer"], ["reader", "writer"], ["writer", "nonsense"]])
    func twoAuthorizationFieldsAre400(tokens: [String]) throws {
        let server = try TestServer.fairWrites(.socket, token: "writer", readToken: "reader")
        defer { server.tearDown() }
        let client = try server.client()
        try client.send(
            Data(
                ("GET /v1/projects HTTP/1.1\r\nHost: x\r\n"
                    + tokens.map { "Authorization: Bearer \($0)\r\n" }.joined() + "\r\n").utf8))
        let answer = try client.readResponse()
        #expect(answer.status == 400)
        #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect((answer.object["detail"] as? String)?.contains("Authorization") == true)
    }
}
