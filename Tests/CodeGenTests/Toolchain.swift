import Foundation

/// Runs the toolchain's compilers for the compile-and-run tests.
enum Toolchain {
    /// What a finished process printed and how it exited.
    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }

    /// A tool that failed, with its command line and output.
    struct Failure: Error, CustomStringConvertible {
        var command: String
        var outcome: Outcome
        var description: String { "`\(command)` exited \(outcome.status):\n\(outcome.output)" }
    }

    /// `swiftc` from `PATH`.
    static let swiftc: URL? = find("swiftc")

    /// The toolchain's `clang` (beside `swiftc`), else one from `PATH`.
    static let clang: URL? = {
        if let swiftc {
            let beside = swiftc.deletingLastPathComponent().appendingPathComponent("clang")
            if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        }
        return find("clang")
    }()

    private static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, output and errors merged.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let outcome = try ProcessRunner.run(
            executable, arguments, environment: environment, timeout: 900, mergingOutput: true)
        return Outcome(status: outcome.status, output: outcome.stdout)
    }

    /// Runs a tool and throws its output when it fails.
    @discardableResult
    static func require(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let outcome = try run(executable, arguments)
        guard outcome.status == 0 else {
            throw Failure(
                command: ([executable.lastPathComponent] + arguments).joined(separator: " "), outcome: outcome)
        }
        return outcome
    }

    /// A fresh temporary folder.
    /// A folder that lives for the whole test run (the compiled stand-ins). No hook runs when a run ends,
    /// so each run first removes such folders that earlier runs left more than an hour ago (a run takes
    /// minutes; a younger folder may belong to a run in progress in another worktree).
    static func runFolder(_ label: String) throws -> URL {
        let manager = FileManager.default
        let temporary = manager.temporaryDirectory
        let prefix = "navgraph-codegen-run-"
        for name in try manager.contentsOfDirectory(atPath: temporary.path) where name.hasPrefix(prefix) {
            let url = temporary.appendingPathComponent(name)
            let modified = try manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            if let modified, modified.timeIntervalSinceNow < -3600 {
                try manager.removeItem(at: url)
            }
        }
        return try temporaryFolder("run-\(label)")
    }

    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-codegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
