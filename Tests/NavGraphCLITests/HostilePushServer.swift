import Foundation
import TestSupport
import Testing

/// `Tests/HostileServer/push_server.py` (python3), started through `ProcessRunner`: a server that redirects,
/// trickles, answers without end or records what reached it, over http or (with a `TestCA`) https.
final class HostilePushServer {
    static let script = CLITest.root.appendingPathComponent("Tests/HostileServer/push_server.py")
    static let python = TestEnvironment.path(of: "python3")

    let process: RunningProcess
    let port: Int
    let scheme: String

    /// Starts the script with `arguments` (a mode and its values), serving https with `tls`'s certificate.
    init(_ arguments: [String], tls: TestCA? = nil) throws {
        let python = try #require(Self.python, "python3 is not installed")
        let serving = tls.map { ["--tls", $0.certificate.path, $0.key.path] } ?? []
        process = try ProcessRunner.start(
            URL(fileURLWithPath: python), [Self.script.path] + serving + arguments)
        let seen = try process.waitForOutput(containing: "listening on ", onStandardOutput: true, within: 30)
        let tail = seen[seen.range(of: "listening on ")!.upperBound...]
        port = Int(tail.prefix { $0.isNumber }) ?? 0
        scheme = tls == nil ? "http" : "https"
    }

    /// Its base URL.
    var url: String { "\(scheme)://127.0.0.1:\(port)" }

    /// The requests that reached it, one line each: "received PUT /path authorization=Bearer ...".
    var received: [String] {
        process.stdout.split(separator: "\n").filter { $0.hasPrefix("received ") }.map(String.init)
    }

    deinit { process.stop() }
}

/// A certificate authority made at test time (openssl), its server certificate for 127.0.0.1, and a launcher
/// that makes one process trust it: libcurl (FoundationNetworking's https) reads only the CA file it was built
/// with, not `SSL_CERT_FILE`, so the launcher mounts the test CA over that file in a mount namespace of that
/// process alone (`unshare`). Nil, with the reason, when openssl or unshare cannot.
final class TestCA: Sendable {
    /// The CA file FoundationNetworking's libcurl reads (Debian and Ubuntu's).
    static let systemBundle = "/etc/ssl/certs/ca-certificates.crt"

    let folder: URL
    var authority: URL { folder.appendingPathComponent("ca.pem") }
    var certificate: URL { folder.appendingPathComponent("server.pem") }
    var key: URL { folder.appendingPathComponent("server.key") }

    /// The command that runs what follows it trusting this CA only.
    var launcher: [String] {
        [
            "/usr/bin/unshare", "-rm", "/bin/sh", "-c", "mount --bind \"$0\" \(Self.systemBundle) && exec \"$@\"",
            authority.path,
        ]
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-ca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(to: folder.appendingPathComponent("san"))
        for step in [
            "req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 1 -subj /CN=NavGraph-test-CA",
            "req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj /CN=127.0.0.1",
            "x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 1 -extfile san",
        ] {
            let made = try ProcessRunner.run(
                tool: "openssl", step.split(separator: " ").map(String.init), in: folder, timeout: 60)
            guard made.status == 0 else { throw Unavailable(reason: "openssl \(step): \(made.output)") }
        }
        let trusted = try ProcessRunner.run(
            URL(fileURLWithPath: launcher[0]), Array(launcher.dropFirst()) + ["/bin/cat", Self.systemBundle],
            timeout: 60)
        guard trusted.status == 0, trusted.stdout == (try String(contentsOf: authority, encoding: .utf8)) else {
            throw Unavailable(reason: "cannot mount a test CA over \(Self.systemBundle): \(trusted.output)")
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    struct Unavailable: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// One CA for the whole test run, or why there is none.
    static let shared: Result<TestCA, any Error> = Result { try TestCA() }
    static var reasonMissing: String {
        if case .failure(let error) = shared { return "no test CA for https: \(error)" }
        return ""
    }
}
