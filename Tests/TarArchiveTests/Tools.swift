import Foundation
import TestSupport

/// The real `tar`, `gzip` and `git`, run in a temp folder the test fills.
enum Tools {
    static let hasTar = TestEnvironment.path(of: "tar") != nil
    static let hasGzip = TestEnvironment.path(of: "gzip") != nil
    static let hasGit = TestEnvironment.path(of: "git") != nil
    /// GNU tar (`--format`, `--sort`); bsdtar spells these differently.
    static let hasGNUTar: Bool = {
        guard hasTar, let version = try? run("tar", ["--version"], in: FileManager.default.temporaryDirectory) else {
            return false
        }
        return String(decoding: version, as: UTF8.self).contains("GNU tar")
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `tool` with `arguments` in `folder`: its stdout, or a failure carrying its stderr.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> [UInt8] {
        guard let path = TestEnvironment.path(of: tool) else { throw Failure(description: "\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = environment
        // Stderr goes to a file outside `folder` (which may be what is archived), so no pipe can fill and block.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("tar-tests-\(UUID()).err")
        guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(errorsFile.path)")
        }
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(message)")
        }
        return [UInt8](data)
    }

    /// A new empty temp folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tar-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `files` (relative path to text) under `folder`, making their folders.
    static func write(_ files: [String: String], under folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
