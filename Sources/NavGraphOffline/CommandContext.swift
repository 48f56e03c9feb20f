import Foundation

/// What a command may use from its process: environment, working directory, output streams.
public struct CommandContext: Sendable {
    /// The environment variables.
    public var environment: [String: String]
    /// The working directory.
    public var currentDirectory: URL
    /// The running executable's path, for finding files installed beside it.
    public var executablePath: String
    /// Writes to standard output.
    public var output: @Sendable (String) -> Void
    /// Writes to standard error.
    public var errorOutput: @Sendable (String) -> Void

    /// `path` as an absolute file URL: relative paths are taken from `currentDirectory`.
    public func resolve(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// The context of this process.
    public static func current() -> CommandContext {
        CommandContext(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            executablePath: Bundle.main.executableURL?.path ?? CommandLine.arguments.first ?? "navgraph",
            output: { StandardStreams.writeOutput($0) },
            errorOutput: { StandardStreams.writeError($0) })
    }

    /// Creates a context (tests pass their own streams).
    public init(
        environment: [String: String], currentDirectory: URL, executablePath: String,
        output: @escaping @Sendable (String) -> Void, errorOutput: @escaping @Sendable (String) -> Void
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executablePath = executablePath
        self.output = output
        self.errorOutput = errorOutput
    }
}
