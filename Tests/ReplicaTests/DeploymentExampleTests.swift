import Foundation
import TestSupport
import Testing

/// `examples/compose.yaml` and `examples/nginx.conf`: nginx accepts the configuration, it balances over the
/// replicas compose defines, and compose accepts the file where its client exists.
@Suite struct DeploymentExampleTests {
    static let examples = NavGraphBinary.repositoryRoot.appendingPathComponent("examples")

    /// The path of `tool` on PATH (or in /usr/sbin, where Debian puts nginx), if installed.
    static func tool(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/sbin:/usr/local/sbin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The command that checks a compose file: the `docker compose` plugin, or else the standalone
    /// `docker-compose` (Debian's package, what CI installs); nil when neither is installed.
    static var composeCommand: [String]? {
        if let docker = tool("docker"), (try? run(docker, ["compose", "version"]).status) == 0 {
            return [docker, "compose"]
        }
        return tool("docker-compose").map { [$0] }
    }

    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (
        status: Int32, output: String
    ) {
        let outcome = try ProcessRunner.run(
            tool, arguments, environment: environment, timeout: 600, mergingOutput: true)
        return (outcome.status, outcome.stdout)
    }

    @Test(.enabled(if: tool("nginx") != nil, "nginx is not installed (Debian: apt-get install nginx-light)"))
    func nginxAcceptsTheConfiguration() throws {
        let nginx = try #require(Self.tool("nginx"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // nginx resolves upstream names when it checks a configuration: the compose service names exist only
        // inside compose's network, so the check runs on a copy that names loopback instead.
        let text = try String(contentsOf: Self.examples.appendingPathComponent("nginx.conf"), encoding: .utf8)
        let local = text.replacingOccurrences(of: "replica-a:", with: "127.0.0.1:")
            .replacingOccurrences(of: "replica-b:", with: "127.0.0.1:")
        #expect(local != text)
        let copy = folder.appendingPathComponent("nginx.conf")
        try Data(local.utf8).write(to: copy)
        let checked = try Self.run(nginx, ["-t", "-p", folder.path, "-c", copy.path])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains("test is successful"))
    }

    @Test func nginxBalancesOverTheReplicasComposeDefinesAndComposeChecksReadiness() throws {
        let nginx = try String(contentsOf: Self.examples.appendingPathComponent("nginx.conf"), encoding: .utf8)
        let compose = try String(contentsOf: Self.examples.appendingPathComponent("compose.yaml"), encoding: .utf8)
        for replica in ["replica-a", "replica-b"] {
            #expect(nginx.contains("server \(replica):8080"))
            #expect(compose.contains("\n  \(replica):"))
        }
        #expect(compose.contains("NAVGRAPH_DB: postgres://"))
        #expect(compose.contains(#"["CMD", "navgraph", "healthcheck", "--path", "/readyz"]"#))
        // The command the healthcheck runs exists with that flag.
        if NavGraphBinary.isBuilt {
            let help = try NavGraphBinary.run(["healthcheck", "--help"])
            #expect(help.status == 0)
            #expect(help.out.contains("--path"))
        }
    }

    @Test(
        .enabled(
            if: composeCommand != nil,
            "neither the docker compose plugin nor docker-compose is installed (Debian: apt-get install docker-compose)"
        ))
    func composeAcceptsTheFile() throws {
        let command = try #require(Self.composeCommand)
        let file = Self.examples.appendingPathComponent("compose.yaml").path
        let checked = try Self.run(
            command[0], Array(command.dropFirst()) + ["-f", file, "config", "--quiet"],
            environment: ["NAVGRAPH_TOKEN": "test-token"])
        #expect(checked.status == 0, "\(checked.output)")
        // The token is required: without it compose refuses the file instead of starting open replicas.
        let unset = try Self.run(
            "/usr/bin/env",
            ["-u", "NAVGRAPH_TOKEN", command[0]] + Array(command.dropFirst()) + ["-f", file, "config", "--quiet"])
        #expect(unset.status != 0)
        #expect(unset.output.contains("NAVGRAPH_TOKEN"))
    }
}
