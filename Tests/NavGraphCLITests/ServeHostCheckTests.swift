import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import NavGraphCLI

/// `navgraph serve` on loopback answers only for IP addresses, localhost and the names `--allowed-hosts`
/// lists: a page that rebinds its own name to 127.0.0.1 gets 421 and reaches no project (the real binary).
@Suite struct ServeHostCheckTests {
    static let binary = CLITest.builtExecutable("navgraph")

    /// The binary with `arguments` after `serve --port 0 --db hosts.sqlite --log off`.
    func serve(_ arguments: [String], in folder: URL) throws -> CLITest.ServedBinary {
        try CLITest.ServedBinary(["--db", "hosts.sqlite"] + arguments, in: folder)
    }

    func get(_ port: Int, host: String, _ target: String = "/v1/projects") throws -> WireResponse {
        let client = try RawClient(port: port)
        try client.send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nAccept: application/json\r\n\r\n")
        return try client.readResponse()
    }

    /// Whether this machine can listen on IPv6 loopback (a container may have no IPv6).
    static let ipv6Loopback: Bool = {
        var configuration = HTTPServer.Configuration()
        configuration.host = "::1"
        configuration.port = 0
        configuration.accessLog = false
        let server = HTTPServer(configuration: configuration, responder: Router())
        guard (try? server.start()) != nil else { return false }
        server.shutdown()
        return true
    }()

    /// Serving on an IPv6 address prints a URL that can be used as printed, the address in brackets; so does the
    /// health probe that finds nothing there.
    @Test(
        .enabled(if: binary != nil, "the navgraph executable is not built (swift build)"),
        .enabled(if: ipv6Loopback, "no IPv6 loopback to listen on"))
    func anIPv6AddressIsPrintedInBrackets() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try ProcessRunner.start(
            try #require(Self.binary), ["serve", "--host", "::1", "--port", "0", "--log", "off", "--db", "v6.sqlite"],
            in: folder)
        defer { process.stop() }
        let line = try process.waitForOutput(containing: "listening on http://[::1]:")
        let port = try #require(
            line.range(of: "listening on http://[::1]:").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) })
        let probe = try ProcessRunner.run(
            try #require(Self.binary), ["healthcheck", "--host", "::1", "--port", String(port)], timeout: 60)
        #expect(probe.status == 0, "\(probe.stderr)")
        // Port 1: nothing of ours listens there.
        let none = try ProcessRunner.run(
            try #require(Self.binary), ["healthcheck", "--host", "::1", "--port", "1", "--timeout", "5"], timeout: 60)
        #expect(none.status == 1)
        #expect(
            none.stderr.hasPrefix("navgraph healthcheck: no answer from http://[::1]:1/healthz: "), "\(none.stderr)")
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func aReboundNameIsRefusedAndTheOptionAdmitsIt() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let served = try serve([], in: folder)
        let port = served.port
        let refused = try get(port, host: "rebound.attacker.example:\(port)")
        #expect(refused.status == 421)
        let detail = refused.json["detail"] as? String ?? ""
        #expect(detail.contains("`rebound.attacker.example:\(port)`"), "\(detail)")
        #expect(detail.contains("--allowed-hosts"))
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
            #expect(try get(port, host: host).status == 200, "\(host)")
        }
        // Now that allowed clients had the list read (and kept), the rebound name is still refused.
        #expect(try get(port, host: "rebound.attacker.example").status == 421)
        served.process.stop()

        let listed = try serve(["--allowed-hosts", "navgraph.internal,.ci.example"], in: folder)
        let listedPort = listed.port
        #expect(try get(listedPort, host: "navgraph.internal:\(listedPort)").status == 200)
        #expect(try get(listedPort, host: "runner-7.ci.example").status == 200)
        #expect(try get(listedPort, host: "127.0.0.1").status == 200)
        #expect(try get(listedPort, host: "rebound.attacker.example").status == 421)
    }

    @Test func theDefaultFollowsTheAddress() {
        #expect(ServeCommand.hostPolicy(listeningOn: "127.0.0.1", allowed: nil) != .any)
        #expect(ServeCommand.hostPolicy(listeningOn: "::1", allowed: "") != .any)
        #expect(ServeCommand.hostPolicy(listeningOn: "127.0.0.1", allowed: "*") == .any)
        // Beyond loopback a token guards the server and its clients' names are not known: any, unless listed.
        #expect(ServeCommand.hostPolicy(listeningOn: "0.0.0.0", allowed: nil) == .any)
        let listed = ServeCommand.hostPolicy(listeningOn: "0.0.0.0", allowed: "navgraph.internal")
        #expect(listed.admits("navgraph.internal:8080"))
        #expect(!listed.admits("rebound.attacker.example"))
    }
}
