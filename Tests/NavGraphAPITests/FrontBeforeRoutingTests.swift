import Foundation
import Testing

/// Reads answered from the front cache before routing (issue 10): a write is never followed by the answer
/// it replaced, the access policy is applied to the raw `Authorization` bytes exactly as to the parsed
/// request, and `If-None-Match`, `HEAD` and metrics behave as on the full path.
@Suite struct FrontBeforeRoutingTests {
    static let inbox = "/v1/projects/p/lookup?class=InboxViewController"

    /// A storyboard with a second `InboxViewController` scene, which makes the lookup ambiguous (409).
    static let secondInbox = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" initialViewController="Dup-VC-001">
            <scenes>
                <scene sceneID="Dup-scn-01">
                    <objects>
                        <viewController storyboardIdentifier="OtherInbox" id="Dup-VC-001" \
        customClass="InboxViewController" customModule="MailApp" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)

    @Test func anAnswerReplacedByAWriteIsNeverSentAgain() throws {
        let server = try GraphRoutesTests.server(with: "App", .socket)
        defer { server.tearDown() }
        let client = try server.client()
        for _ in 0..<3 {
            let read = try client.request("GET", Self.inbox)
            #expect(read.status == 200)
        }
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Duplicate", headers: ["Content-Type": "application/xml"],
            body: Self.secondInbox)
        #expect(put.status == 201)
        // The same connection, the same bytes: the answer kept before the write must not come back.
        for _ in 0..<2 {
            let after = try client.request("GET", Self.inbox)
            #expect(after.status == 409, "\(after.text)")
        }
        let deleted = try server.request("DELETE", "/v1/projects/p/storyboards/Duplicate")
        #expect(deleted.status == 204)
        let again = try client.request("GET", Self.inbox)
        #expect(again.status == 200)
    }

    @Test func theRawAuthorizationIsCheckedLikeTheParsedOne() throws {
        let server = try TestServer(.socket, token: "s3cret", readToken: "reader")
        defer { server.tearDown() }
        let auth = ["Authorization": "Bearer s3cret"]
        _ = try server.json("POST", "/v1/projects", ["name": "p", "module": "MailApp"], headers: auth)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main",
            headers: ["Content-Type": "application/xml", "Authorization": "Bearer s3cret"],
            body: try TestServer.fixture("Tests/Fixtures/Graph/App/Main.storyboard"))
        #expect(put.status == 201)
        let client = try server.client()
        // Kept on the first read; every later read is a front hit when admitted.
        for value in ["Bearer s3cret", "Bearer reader", "bearer reader", "BEARER s3cret"] {
            let read = try client.request("GET", Self.inbox, headers: ["Authorization": value])
            #expect(read.status == 200, "\(value)")
        }
        for value in ["Bearer s3cre", "Bearer s3cret2", "Bearer", "Basic czNjcmV0", "Bearer  s3cret", ""] {
            let refused = try server.request("GET", Self.inbox, headers: ["Authorization": value])
            #expect(refused.status == 401, "\(value): \(refused.text)")
            #expect(refused.header("WWW-Authenticate") != nil)
        }
        let raw = try RawClient(port: server.port)
        try raw.send(
            "GET \(Self.inbox) HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer s3cret\r\nAuthorization: Bearer s3cret\r\n\r\n"
        )
        #expect(try raw.readResponse().status == 400)
        let anonymous = try server.request("HEAD", Self.inbox)
        #expect(anonymous.status == 401)
    }

    @Test func conditionalReadsAndHEADOnAKeptAnswer() throws {
        let server = try GraphRoutesTests.server(with: "App", .socket)
        defer { server.tearDown() }
        let client = try server.client()
        let first = try client.request("GET", Self.inbox)
        #expect(first.status == 200)
        let tag = try #require(first.header("ETag"))
        for condition in [tag, "\"x\", \(tag)", "W/\(tag)", "*"] {
            let again = try client.request("GET", Self.inbox, headers: ["If-None-Match": condition])
            #expect(again.status == 304, "\(condition)")
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == tag)
        }
        let stale = try client.request("GET", Self.inbox, headers: ["If-None-Match": "\"x\""])
        #expect(stale.status == 200)
        #expect(stale.body == first.body)
        let head = try client.request("HEAD", Self.inbox, headers: ["If-None-Match": tag])
        #expect(head.status == 304)
        let plainHead = try client.request("HEAD", Self.inbox)
        #expect(plainHead.status == 200)
        #expect(plainHead.body.isEmpty)
        #expect(plainHead.header("ETag") == tag)
        let metrics = try server.request("GET", "/metrics")
        #expect(metrics.status == 200)
        let prefix = "http_requests_total{route=\"/v1/projects/{project}/lookup\""
        #expect(metrics.text.contains("\(prefix),method=\"GET\",status=\"200\"} 2"), "\(metrics.text)")
        #expect(metrics.text.contains("\(prefix),method=\"GET\",status=\"304\"} 4"), "\(metrics.text)")
        #expect(metrics.text.contains("\(prefix),method=\"HEAD\",status=\"304\"} 1"), "\(metrics.text)")
        #expect(metrics.text.contains("\(prefix),method=\"HEAD\",status=\"200\"} 1"), "\(metrics.text)")
    }
}
