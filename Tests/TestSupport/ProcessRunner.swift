import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tests run another program (compilers, `curl`, `bash`, the `navgraph` binary, `nginx`) and
/// capture what it printed: both pipes are drained while it runs, so a chatty child never blocks on a full
/// pipe, and a child that outlives `timeout` is killed and reported instead of hanging the suite.
public enum ProcessRunner {
    /// How a finished program exited and what it printed.
    public struct Outcome: Sendable {
        /// The exit status (or the signal number, for a program killed by one).
        public var status: Int32
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

    /// Runs `executable` with `arguments` and waits for it. `environment` is added to this process's
    /// environment (or replaces it, with `inheritEnvironment: false`); `input` is written to its standard
    /// input (which is otherwise empty); with `mergingOutput`, standard error goes to the standard output
    /// pipe, so the two stay in the order they were written.
    public static func run(
        _ executable: URL, _ arguments: [String] = [], environment: [String: String] = [:],
        inheritEnvironment: Bool = true, in directory: URL? = nil, input: Data? = nil, timeout: Double = 600,
        mergingOutput: Bool = false
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if inheritEnvironment {
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
        } else {
            process.environment = environment
        }
        let stdout = Pipe()
        let stderr = mergingOutput ? stdout : Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let printed = Drain(stdout.fileHandleForReading)
        let complained = mergingOutput ? nil : Drain(stderr.fileHandleForReading)
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if exited.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
            throw Timeout(
                command: ([executable.path] + arguments).joined(separator: " "), seconds: timeout,
                output: printed.text() + (complained?.text() ?? ""))
        }
        return Outcome(status: process.terminationStatus, stdout: printed.text(), stderr: complained?.text() ?? "")
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
}

/// Reads one pipe to its end on a thread of its own, so the child never waits on a full pipe.
private final class Drain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
        thread.start()
    }

    /// Everything read, once the pipe has closed (every writer, grandchildren included, has exited); a
    /// note instead when a writer still holds it open after `seconds`.
    func text(within seconds: Double = 30) -> String {
        guard done.wait(timeout: .now() + seconds) == .success else {
            return "<the output pipe was still open \(seconds) s after the program ended>"
        }
        done.signal()
        return String(decoding: data.withLock { $0 }, as: UTF8.self)
    }
}
