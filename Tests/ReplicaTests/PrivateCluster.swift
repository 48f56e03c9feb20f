import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL cluster of the test's own (scripts/postgres-cluster.sh in a temp folder), so that it can be
/// stopped and started again while replicas use it. Started again, it keeps its port and URL.
final class PrivateCluster {
    /// Whether initdb and pg_ctl are installed (Debian: `postgresql`).
    static var isInstallable: Bool {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        if versions.contains(where: {
            FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
        }) {
            return true
        }
        return (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/initdb")
        }
    }

    /// Why the tests that stop PostgreSQL are skipped.
    static let absent = "initdb is not installed (Debian: apt-get install postgresql)"

    let folder: URL
    /// The URL of its `navgraph` database.
    private(set) var url = ""

    /// Creates and starts the cluster.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-cluster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try start()
    }

    /// Starts it (again).
    func start() throws {
        let output = try Self.script("start", folder.path)
        url = output.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Stops it (fast shutdown: sessions are ended, as in a restart or failover).
    func stop() throws {
        _ = try Self.script("stop", folder.path)
    }

    /// Stops it and removes its folder.
    func remove() {
        _ = try? Self.script("stop", folder.path)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs scripts/postgres-cluster.sh through posix_spawn and waitpid: Foundation's `Process` can miss the
    /// exit of a script whose grandchild (the server) lives on, and wait forever.
    private static func script(_ arguments: String...) throws -> String {
        let script = NavGraphBinary.repositoryRoot.appendingPathComponent("scripts/postgres-cluster.sh").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        // Darwin declares the file actions as an opaque pointer, glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ["/bin/bash", script] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // The environment passed explicitly: Darwin does not export `environ` to Swift.
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, &cArguments, &environment)
        guard spawned == 0 else { throw ClusterFailure(description: "cannot run \(script): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        // WIFEXITED and WEXITSTATUS by hand (Swift does not import the macros).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw ClusterFailure(description: "postgres-cluster.sh \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct ClusterFailure: Error, CustomStringConvertible {
        var description: String
    }
}
