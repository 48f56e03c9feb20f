import Foundation
import Testing

/// Runs the README's curl session, as written, against a live server: the front door must not lie.
@Suite struct READMETests {
    /// The shell block that follows the `<!-- curl-session` marker in README.md.
    static func curlSession() throws -> String {
        let readme = try String(
            contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let marker = readme.range(of: "<!-- curl-session"),
            let open = readme.range(of: "```sh\n", range: marker.upperBound..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else { throw TestHTTPClient.Failure(description: "README.md has no curl-session block") }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func curlSessionRunsAsWritten() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            Issue.record("curl is not installed; .ci/run installs it")
            return
        }
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let script = try Self.curlSession()
        // Run in a scratch folder holding a copy of examples/, so the files the session writes stay out of the tree.
        let scratch = server.directory.appendingPathComponent("readme")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestEnvironment.repositoryRoot.appendingPathComponent("examples"),
            to: scratch.appendingPathComponent("examples"))
        let session = try ProcessRunner.run(
            "/bin/bash", ["-euo", "pipefail", "-c", script],
            environment: ["BASE": "http://127.0.0.1:\(server.port)", "PATH": "/usr/bin:/bin", "OUT": scratch.path],
            inheritEnvironment: false, in: scratch, timeout: 300, mergingOutput: true)
        let text = session.stdout
        #expect(session.status == 0, "README session failed:\n\(text)")
        // What a reader of the README sees: the project, both storyboards, and a scene of Main.
        #expect(text.contains("\"name\":\"demo\""))
        #expect(text.contains("\"name\":\"Settings\""))
        #expect(text.contains("\"customClass\":\"ProfileViewController\""))
        #expect(text.contains("\"instantiation\":\"identifier\""))
        #expect(text.contains("\"content\":{"))
        let generated = try String(contentsOf: scratch.appendingPathComponent("Storyboards.swift"), encoding: .utf8)
        #expect(generated.contains("ProfileViewController"))
        let dot = try String(contentsOf: scratch.appendingPathComponent("navgraph.dot"), encoding: .utf8)
        #expect(dot.hasPrefix("digraph"))
        let stored = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(stored.array.compactMap { $0["name"] as? String } == ["Main", "Settings"])
    }
}
