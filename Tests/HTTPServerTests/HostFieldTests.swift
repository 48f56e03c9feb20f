import Foundation
import Testing

@testable import HTTPServer

/// A Host field that is not `uri-host [":" port]` is a `400` before any kept answer or route runs (RFC 9112
/// section 3.2), whatever the `HostPolicy`: on a server that answers every host as on one that lists them.
@Suite struct HostFieldTests {
    @Test func hostsAddressesAndPortsAreWellFormed() {
        for field in [
            "", "example.com", "Example.COM:8080", "127.0.0.1", "127.0.0.1:", "[::1]", "[::1]:8080",
            "[fe80::1%25en0]:80", "[v1.fe80::a+en1]", "xn--bcher-kva.example", "a_b-c~d.example", "caf%C3%A9.example",
            "sub!$&'()*+,;=.example", "localhost.", "10.0.0.1:0",
        ] {
            #expect(HostField.isWellFormed(field), "\(field)")
        }
    }

    /// Every byte alone as a host: exactly RFC 3986's unreserved characters and sub-delimiters pass.
    @Test func eachByteIsTakenAsRFC3986Says() {
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=".utf8)
        for byte in UInt8.min...UInt8.max {
            let wellFormed = [byte].withUnsafeBytes { HostField.isWellFormed($0) }
            #expect(wellFormed == allowed.contains(byte), "byte \(byte)")
        }
    }

    @Test func anythingElseIsMalformed() {
        for field in [
            "a b", "example.com/path", "user@example.com", "example.com:80x", "example.com:-1", "[::1", "[]",
            "[::1]x", "[::1]:80:80", ":80", ":", "[::1 ]", "a:b:c", "exa%mple.com", "exa%4", "example.com?",
            "example.com#", "caf\u{E9}.example", "tab\there", "\"quoted\"", "a\\b", "{x}", "<x>", "a^b", "a|b", "`x`",
        ] {
            #expect(!HostField.isWellFormed(field), "\(field)")
        }
    }

    typealias Counts = HostPolicyTests.Counts

    static func server(counts: Counts, hosts: HostPolicy) throws -> RouterServer {
        try HostPolicyTests.server(counts: counts, hosts: hosts)
    }

    @Test(arguments: [HostPolicy.any, .restricted(to: ["review.example"])])
    func aMalformedHostIsABadRequestThatReachesNothing(policy: HostPolicy) throws {
        let counts = Counts()
        let server = try Self.server(counts: counts, hosts: policy)
        defer { server.stop() }
        for (head, field) in [
            // The one-pass reader's heads (no body), and the full reader's (a body, an expectation).
            ("GET /cached HTTP/1.1\r\nHost: a b\r\n\r\n", "a b"),
            ("GET /cached HTTP/1.1\r\nHost: a b.localhost:8080\r\n\r\n", "a b.localhost:8080"),
            ("GET /cached HTTP/1.1\r\nHost: review.example/cached\r\n\r\n", "review.example/cached"),
            ("GET /cached HTTP/1.0\r\nHost: user@127.0.0.1\r\n\r\n", "user@127.0.0.1"),
            ("GET /cached HTTP/1.1\r\nAccept: */*\r\nHost:  127.0.0.1:80x \r\n\r\n", "127.0.0.1:80x"),
            ("POST /upload HTTP/1.1\r\nHost: a b\r\nContent-Length: 5\r\n\r\nhello", "a b"),
            ("POST /upload HTTP/1.1\r\nHost: [::1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n", "[::1"),
        ] {
            let client = try server.client()
            try client.send(head)
            let response = try client.readResponse()
            #expect(response.status == 400, "\(head)")
            #expect(response.header("Content-Type") == "application/problem+json")
            let detail = response.json["detail"] as? String ?? ""
            #expect(detail.contains("the Host header `\(field)` is not a host name or address"), "\(detail)")
            #expect(client.closesConnection(), "\(head)")
        }
        #expect(counts.front.load(ordering: .relaxed) == 0)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }

    /// An absolute-form target names the request's host, and the Host field then does not count (RFC 9112
    /// section 3.2.2): its authority is what must be well formed and what the policy admits or refuses.
    @Test func anAbsoluteFormTargetsAuthorityIsTheHostChecked() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts, hosts: .restricted(to: ["review.example"]))
        defer { server.stop() }
        for (head, status, detail) in [
            (
                "GET http://user@review.example/cached HTTP/1.1\r\nHost: review.example\r\n\r\n", 400,
                "the request target's authority `user@review.example` is not"
            ),
            ("GET http:///cached HTTP/1.1\r\nHost: review.example\r\n\r\n", 400, "authority `` is not"),
            ("GET http://review.example/cached HTTP/1.1\r\nHost: a b\r\n\r\n", 400, "the Host header `a b`"),
            (
                "GET http://rebound.attacker.example/cached HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 421,
                "`rebound.attacker.example`"
            ),
        ] {
            let client = try server.client()
            try client.send(head)
            let response = try client.readResponse()
            #expect(response.status == status, "\(head)")
            #expect((response.json["detail"] as? String ?? "").contains(detail), "\(head): \(response.json)")
            #expect(client.closesConnection(), "\(head)")
        }
        #expect(counts.front.load(ordering: .relaxed) == 0)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
        // The authority admitted, whatever the Host field names.
        let client = try server.client()
        for head in [
            "GET http://review.example/cached HTTP/1.1\r\nHost: rebound.attacker.example\r\n\r\n",
            "GET HTTP://127.0.0.1:\(server.port)/cached HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        ] {
            try client.send(head)
            let response = try client.readResponse()
            #expect(response.status == 200, "\(head)")
            // The route, reached by the target's path (the kept answers take origin-form heads only).
            #expect(response.text == "handler")
        }
    }

    @Test func wellFormedHostsAreAnsweredOnOneConnection() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts, hosts: .any)
        defer { server.stop() }
        let client = try server.client()
        let hosts = ["example.com", "127.0.0.1:", "[fe80::1%25en0]:\(server.port)", "xn--bcher-kva.example:443"]
        for host in hosts {
            try client.send("GET /cached HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200, "\(host)")
            #expect(response.text == "kept\n")
        }
        #expect(counts.front.load(ordering: .relaxed) == hosts.count)
    }
}
