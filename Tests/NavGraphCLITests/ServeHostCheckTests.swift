import Foundation
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
