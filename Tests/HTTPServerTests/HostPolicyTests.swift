import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// A server with a restricted `HostPolicy` refuses, with `421` and before any route or kept answer runs, a
/// request whose Host names a host it was not told to answer for: what a page reaching a loopback server
/// through DNS rebinding sends. IP literals and localhost always pass.
@Suite struct HostPolicyTests {
    @Test func ipLiteralsAndLocalhostPassWhateverTheList() {
        let policy = HostPolicy.restricted()
        for field in [
            "127.0.0.1", "127.0.0.1:8080", "10.1.2.3:1", "[::1]", "[::1]:8080", "[fe80::1%25en0]:80", "localhost",
            "LOCALHOST:8080", "localhost.", "app.localhost:3000",
        ] {
            #expect(policy.admits(field), "\(field)")
        }
    }

    @Test func otherNamesAndLookalikesAreRefused() {
        let policy = HostPolicy.restricted()
        for field in [
            "rebound.attacker.example", "rebound.attacker.example:8080", "127.0.0.1.attacker.example",
            "localhost.attacker.example", "notlocalhost", "xlocalhost:80", "1.2.3.4.5", "256.1.1.1", "1.2.3",
            "127.0.0.1:80:80", "127.0.0.1:port", "[::1]attacker", "[::1", "127.0.0.01x", "attacker.example:123456",
            "",
        ] {
            #expect(!policy.admits(field), "\(field)")
        }
    }

    /// Only a value the policy read as an IPv4 address with digits for a port is `.address` (well formed by
    /// construction, so the kept-answer path skips `HostField`'s scan); everything else admitted still gets it.
    @Test func onlyAnIPv4AddressIsAdmittedAsWellFormedAlready() {
        let policy = HostPolicy.restricted(to: ["review.example"])
        for field in ["127.0.0.1", "127.0.0.1:8080", "10.1.2.3:", "127.0.0.1."] {
            #expect(field.utf8.withContiguousStorageIfAvailable { policy.verdict(bytes: .init($0)) } == .address)
            #expect(HostField.isWellFormed(field), "\(field)")
        }
        for (field, verdict) in [
            ("localhost:8080", HostPolicy.Verdict.admitted), ("[::1]", .admitted), ("review.example", .admitted),
            ("", .refused), ("127.0.0.1:80x", .refused), ("user@127.0.0.1", .refused), ("a b.localhost", .admitted),
        ] {
            #expect(field.utf8.withContiguousStorageIfAvailable { policy.verdict(bytes: .init($0)) } == verdict)
        }
        #expect(!HostField.isWellFormed("a b.localhost"))
    }

    @Test func listedNamesPassExactlyOrWithTheirDomain() {
        let policy = HostPolicy.restricted(to: ["Review.Example", " .corp.example ", ""])
        for field in ["review.example", "REVIEW.example.:8080", "corp.example", "ci.corp.example:443"] {
            #expect(policy.admits(field), "\(field)")
        }
        for field in ["a.review.example", "review.example.attacker", "xcorp.example", "corp.example.attacker"] {
            #expect(!policy.admits(field), "\(field)")
        }
        #expect(HostPolicy.restricted(to: ["a.example", "*"]) == .any)
        #expect(HostPolicy.any.admits("anything.example"))
    }

    @Test func theRefusalNamesTheHostWhatPassesAndTheHint() {
        let refusal = HostPolicy.restricted(to: ["review.example"], refusalHint: "pass --allowed-hosts")
            .refusal(of: "rebound.attacker.example:8080")
        #expect(refusal.status == 421)
        #expect(refusal.detail.contains("`rebound.attacker.example:8080`"))
        #expect(refusal.detail.contains("`review.example`"))
        #expect(refusal.detail.hasSuffix("; pass --allowed-hosts"))
    }

    /// Counts how often `front` and the handler run.
    final class Counts: Sendable {
        let front = Atomic<Int>(0)
        let handler = Atomic<Int>(0)
    }

    /// A server whose `GET /cached` is a kept answer (`front`) and whose routes count their runs; it answers
    /// for `hosts` (by default: addresses, localhost and `review.example`).
    static func server(
        counts: Counts,
        hosts: HostPolicy = .restricted(to: ["review.example"], refusalHint: "admit it with --allowed-hosts")
    ) throws -> RouterServer {
        var router = Router()
        router.add(.get, "/cached") { _, _ in
            counts.handler.add(1, ordering: .relaxed)
            return .text("handler")
        }
        router.add(.post, "/upload") { _, _ in
            counts.handler.add(1, ordering: .relaxed)
            return .text("stored")
        }
        let answer = CachedAnswer(
            HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("kept\n".utf8)),
            route: "/cached")
        router.front = { request in
            counts.front.add(1, ordering: .relaxed)
            return String(decoding: request.target, as: UTF8.self) == "/cached" ? answer : nil
        }
        return try RouterServer(router) { $0.hosts = hosts }
    }

    @Test func aReboundNameIsRefusedBeforeTheKeptAnswerAndTheRoute() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts)
        defer { server.stop() }
        for head in [
            "GET /cached HTTP/1.1\r\nHost: rebound.attacker.example:\(server.port)\r\n\r\n",
            "GET /cached HTTP/1.1\r\nHost: rebound.attacker.example\r\nConnection: keep-alive\r\n\r\n",
            "GET /cached HTTP/1.1\r\nAccept: */*\r\nHost:  Rebound.Attacker.Example \r\nUser-Agent: page\r\n\r\n",
        ] {
            let detail = try Self.refusal(of: head, by: server)
            #expect(detail.lowercased().contains("`rebound.attacker.example"), "\(detail)")
            #expect(detail.contains("admit it with --allowed-hosts"))
        }
        #expect(counts.front.load(ordering: .relaxed) == 0)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }

    /// The detail of the 421 problem `server` answers `head` with, on a connection it then closes.
    static func refusal(of head: String, by server: RouterServer) throws -> String {
        let client = try server.client()
        try client.send(head)
        let response = try client.readResponse()
        #expect(response.status == 421, "\(head)")
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(client.closesConnection())
        return response.json["detail"] as? String ?? ""
    }

    /// An empty Host names no host: refused on loopback like a rebound name (it was answered 200), while an
    /// HTTP/1.0 request with no Host field at all is still answered.
    @Test func anEmptyHostIsRefusedAndAnHTTP10RequestWithoutOneIsAnswered() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts)
        defer { server.stop() }
        for head in [
            "GET /cached HTTP/1.1\r\nHost:\r\n\r\n", "GET /cached HTTP/1.1\r\nHost:   \r\n\r\n",
            "GET /other HTTP/1.1\r\nHost: \r\nAccept: */*\r\n\r\n", "GET /cached HTTP/1.0\r\nHost:\r\n\r\n",
        ] {
            let detail = try Self.refusal(of: head, by: server)
            #expect(detail.contains("the Host field is empty"), "\(detail)")
        }
        #expect(counts.front.load(ordering: .relaxed) == 0)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
        let client = try server.client()
        try client.send("GET /cached HTTP/1.0\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "kept\n")
    }

    /// The refusal of a `HEAD` is a head alone (RFC 9110 section 9.3.2), as for any other answer to `HEAD`.
    @Test func aRefusedHeadIsAnsweredWithoutContent() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts)
        defer { server.stop() }
        let client = try server.client()
        try client.send("HEAD /cached HTTP/1.1\r\nHost: rebound.attacker.example\r\n\r\n")
        let wire = try client.readUntilClosed()
        #expect(wire.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"), "\(wire)")
        #expect(wire.hasSuffix("\r\n\r\n"), "content after the head: \(wire)")
        #expect(wire.components(separatedBy: "\r\n\r\n").count == 2, "\(wire)")
        #expect(counts.front.load(ordering: .relaxed) == 0)
        // A GET's refusal keeps its problem document.
        let get = try server.client()
        try get.send("GET /cached HTTP/1.1\r\nHost: rebound.attacker.example\r\n\r\n")
        #expect(try get.readUntilClosed().hasSuffix("}\n"))
    }

    @Test func addressesLocalhostAndListedNamesAreAnswered() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts)
        defer { server.stop() }
        let client = try server.client()
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "[::1]:\(server.port)", "review.example"] {
            try client.send("GET /cached HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200, "\(host)")
            #expect(response.text == "kept\n")
        }
        #expect(counts.front.load(ordering: .relaxed) == 4)
    }

    @Test func aWriteWaitingForContinueHearsTheRefusalAndSendsNothing() throws {
        let counts = Counts()
        let server = try Self.server(counts: counts)
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "POST /upload HTTP/1.1\r\nHost: rebound.attacker.example\r\nContent-Length: 5\r\n"
                + "Expect: 100-continue\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 421)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
        // Without the expectation, the body sent at once is not stored either.
        let other = try server.client()
        try other.send("POST /upload HTTP/1.1\r\nHost: rebound.attacker.example\r\nContent-Length: 5\r\n\r\nhello")
        #expect(try other.readResponse().status == 421)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }
}
