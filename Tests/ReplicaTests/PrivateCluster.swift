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

    /// Runs scripts/postgres-cluster.sh through `PlainSpawn` (the server it starts outlives it).
    private static func script(_ arguments: String...) throws -> String {
        let script = NavGraphBinary.repositoryRoot.appendingPathComponent("scripts/postgres-cluster.sh").path
        let ended = try PlainSpawn.run(["/bin/bash", script] + arguments)
        guard ended.exitedNormally, ended.status == 0 else {
            throw ClusterFailure(
                description: "postgres-cluster.sh \(arguments.joined(separator: " ")) failed: \(ended.output)")
        }
        return ended.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct ClusterFailure: Error, CustomStringConvertible {
        var description: String
    }
}
