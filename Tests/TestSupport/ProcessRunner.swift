import Foundation

/// The one way tests run another program (compilers, `curl`, `bash`, the `navgraph` binary, `nginx`) and
/// capture what it printed: both pipes are drained while it runs, so a chatty child never blocks on a full
/// pipe, and a child that outlives `timeout` is killed and reported instead of hanging the suite. `start`
/// hands back a `RunningProcess` for a child the test talks to while it runs.
public enum ProcessRunner {
    /// How a finished program exited and what it printed.
    public struct Outcome: Sendable {
        /// The exit status (or the signal number, for a program killed by one).
        public var status: Int32
        /// Whether a signal ended it (`status` is then the signal's number).
        public var signalled: Bool
        /// Standard output as bytes (for a tool whose output is binary: `tar`, `gzip`).
        public var stdoutData: Data
        /// Standard output; with `mergingOutput`, standard error too, interleaved as written.
        public var stdout: String
        /// Standard error; empty with `mergingOutput`.
        public var stderr: String

        /// Standard output then standard error.
        public var output: String { stdout + stderr }
    }

    /// The program ran past its deadline and was killed; what it printed until then.
    public struct Timeout: Error, CustomStringConvertible {
        /// The command line.
        public var command: String
        /// The deadline, in seconds.
        public var seconds: Double
        /// What it printed before it was killed.
        public var output: String

        /// The command, the deadline and the output.
        public var description: String { "`\(command)` ran longer than \(seconds) s and was killed:\n\(output)" }
    }

    /// A running program exited, or let `seconds` pass, before printing what the test waited for.
    public struct NotSeen: Error, CustomStringConvertible {
        /// The command line.
        public var command: String
        /// The text waited for.
        public var expected: String
        /// The deadline, in seconds.
        public var seconds: Double
        /// What it printed until then.
        public var output: String

        /// The command, what was expected and what it printed.
        public var description: String {
            "`\(command)` did not print \"\(expected)\" within \(seconds) s (or exited first):\n\(output)"
        }
    }

    /// Runs `executable` with `arguments` and waits for it. `environment` is added to this process's
    /// environment (or replaces it, with `inheritEnvironment: false`); `input` is written to its standard
    /// input (which is otherwise empty); with `mergingOutput`, standard error goes to the standard output
    /// pipe, so the two stay in the order they were written. With `standardOutput`, standard output goes to that
    /// handle instead (a full device, a closed pipe) and `Outcome.stdout` is empty.
    public static func run(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String] = [:],
        inheritEnvironment: Bool = true, in directory: URL? = nil, input: Data? = nil, timeout: Double = 600,
        mergingOutput: Bool = false, standardOutput: FileHandle? = nil
    ) throws -> Outcome {
        try start(
            executable, arguments, environment: environment, inheritEnvironment: inheritEnvironment, in: directory,
            input: input, mergingOutput: mergingOutput, standardOutput: standardOutput
        ).wait(timeout: timeout)
    }

    /// `run` for a tool named by path.
    public static func run(
        _ path: String, _ arguments: [String] = [], environment: [String: String] = [:],
        inheritEnvironment: Bool = true, in directory: URL? = nil, input: Data? = nil, timeout: Double = 600,
        mergingOutput: Bool = false
    ) throws -> Outcome {
        try run(
            URL(fileURLWithPath: path), arguments, environment: environment, inheritEnvironment: inheritEnvironment,
            in: directory, input: input, timeout: timeout, mergingOutput: mergingOutput)
    }

    /// Starts `executable` and returns at once, for a child that runs while the test talks to it; the
    /// arguments are those of `run`. The caller ends it (`stop`, `kill`, `wait`).
    public static func start(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String] = [:],
        inheritEnvironment: Bool = true, in directory: URL? = nil, input: Data? = nil, mergingOutput: Bool = false,
        standardOutput: FileHandle? = nil
    ) throws -> RunningProcess {
        let merged: [String: String]? =
            inheritEnvironment
            ? (environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 })
            : environment
        return try RunningProcess(
            executable, arguments, environment: merged, in: directory, input: input, mergingOutput: mergingOutput,
            standardOutput: standardOutput)
    }

    /// Runs a tool found on `PATH`; the arguments are those of `run`. Throws when it is not installed.
    public static func run(
        tool: String, _ arguments: [String] = [], environment: [String: String] = [:], in directory: URL? = nil,
        input: Data? = nil, timeout: Double = 600, mergingOutput: Bool = false
    ) throws -> Outcome {
        guard let path = TestEnvironment.path(of: tool) else {
            throw NotInstalled(tool: tool)
        }
        return try run(
            path, arguments, environment: environment, in: directory, input: input, timeout: timeout,
            mergingOutput: mergingOutput)
    }

    /// A tool asked for by name is not on `PATH`.
    public struct NotInstalled: Error, CustomStringConvertible {
        /// Its name.
        public var tool: String

        /// Which tool.
        public var description: String { "\(tool) is not installed (not on PATH)" }
    }
}
