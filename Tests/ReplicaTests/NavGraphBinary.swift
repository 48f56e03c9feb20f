import Foundation

/// The real `navgraph` executable built beside the test bundle, run as a child process.
enum NavGraphBinary {
    /// Its path.
    static let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navgraph")

    /// Whether it was built.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// The repository's root (for `Migrations/` and `examples/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `navgraph arguments` to the end; its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both to the end before waiting, so a full pipe never blocks the child.
        let errors = Mutexed()
        let reader = Thread { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = errors.wait()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// One value handed from a reader thread.
    private final class Mutexed: @unchecked Sendable {
        private var value = Data()
        private let done = DispatchSemaphore(value: 0)
        func set(_ data: Data) {
            value = data
            done.signal()
        }
        func wait() -> Data {
            done.wait()
            return value
        }
    }
}
