import Foundation
import TestSupport

@testable import NavGraphCLI
@testable import NavGraphOffline

/// Paths and a runner shared by the CLI tests of bundles, formats and polish.
enum CLITest {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// A fresh temp folder holding a copy of `Tests/Fixtures/<fixture>` as `<name>` when given.
    static func workspace(copying fixture: String? = nil, as name: String = "Repo") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let fixture {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Runs `navgraph arguments` in-process with `folder` as the working directory.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = NavGraphCommand.main(
            arguments, context: captured.context(environment: environment, directory: folder))
        return (code, captured.stdout, captured.stderr)
    }

    /// The executable `name` SwiftPM built beside the test bundle (debug or release), if any.
    static func builtExecutable(_ name: String) -> URL? {
        var candidates: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
        }
        let build = root.appendingPathComponent(".build")
        candidates += [build.appendingPathComponent("debug"), build.appendingPathComponent("release")]
        return candidates.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The real `navgraph serve` on a free loopback port, its database and working folder in `folder`; stopped
    /// when the value goes. `arguments` follow `serve --port 0 --log off`; the environment holds only `PATH`,
    /// `HOME` and `environment`.
    final class ServedBinary {
        let process: RunningProcess
        let port: Int

        init(_ arguments: [String] = [], in folder: URL, environment: [String: String] = [:]) throws {
            guard let binary = CLITest.builtExecutable("navgraph") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "navgraph is not built"])
            }
            process = try ProcessRunner.start(
                binary, ["serve", "--port", "0", "--log", "off"] + arguments,
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path].merging(environment) { $1 },
                inheritEnvironment: false, in: folder)
            let text = try process.waitForOutput(containing: "listening on http://127.0.0.1:")
            let announced = text.range(of: "listening on http://127.0.0.1:").flatMap {
                Int(text[$0.upperBound...].prefix { $0.isNumber })
            }
            guard let announced else {
                process.stop()
                throw CocoaError(
                    .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve did not start: \(text)"])
            }
            port = announced
        }

        deinit { process.stop() }
    }

    /// Writes `text` to `relative` under `folder`, creating folders.
    static func write(_ text: String, to relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The JSON array `check --format json` printed.
    static func findings(_ text: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
    }

    /// The findings of `code` in what `check --format json` printed, each as "path:line message".
    static func findingLines(_ text: String, code: String) throws -> [String] {
        try findings(text).filter { $0["code"] as? String == code }.map {
            "\($0["path"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["message"] as? String ?? "")"
        }
    }
}
