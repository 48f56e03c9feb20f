import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child started by `ProcessRunner.start` that the test talks to while it runs (a `navgraph serve`):
/// its output so far, a wait for a line, `terminate`, `kill`, and `wait(timeout:)` for how it ended.
///
/// `@unchecked Sendable`: `Process` is only asked for what it hands out safely from any thread (its
/// identifier, `isRunning`), and its exit status is read only after the termination handler has
/// signalled `exited`.
public final class RunningProcess: @unchecked Sendable {
    /// The command line, for messages.
    public let command: String
    private let process: Process
    private let exited = DispatchSemaphore(value: 0)
    private let printed: OutputDrain
    private let complained: OutputDrain?

    init(
        _ executable: URL, _ arguments: [String], environment: [String: String]?, in directory: URL?,
        input: Data?, mergingOutput: Bool, standardOutput: FileHandle? = nil
    ) throws {
        command = ([executable.path] + arguments).joined(separator: " ")
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let stdout = Pipe()
        let stderr = mergingOutput ? stdout : Pipe()
        let stdin = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        process.standardInput = stdin
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Output sent to the caller's handle leaves the pipe empty: closing its writing end ends the drain.
        if standardOutput != nil { try stdout.fileHandleForWriting.close() }
        printed = OutputDrain(stdout.fileHandleForReading)
        complained = mergingOutput ? nil : OutputDrain(stderr.fileHandleForReading)
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
    }

    /// Its process identifier.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether it has not exited yet.
    public var isRunning: Bool { process.isRunning }

    /// Standard output so far (with `mergingOutput`, standard error too).
    public var stdout: String { printed.text }

    /// Standard error so far; empty with `mergingOutput`.
    public var stderr: String { complained?.text ?? "" }

    /// Standard output then standard error, so far.
    public var output: String { stdout + stderr }

    /// Waits until the text it wrote to standard error (or to standard output, with `onStandardOutput`)
    /// contains `text`; that text. Throws, carrying what it printed, when it exits or `seconds` pass first.
    @discardableResult
    public func waitForOutput(
        containing text: String, onStandardOutput: Bool = false, within seconds: Double = 60
    )
        throws -> String
    {
        let drain = onStandardOutput || complained == nil ? printed : complained!
        let seen = drain.wait(within: seconds) { $0.contains(text) }
        guard seen.held else {
            throw ProcessRunner.NotSeen(command: command, expected: text, seconds: seconds, output: output)
        }
        return seen.text
    }

    /// Asks it to stop with SIGTERM.
    public func terminate() {
        kill(SIGTERM)
    }

    /// Ends it with `signal` (SIGKILL by default, as a crashed machine would) without waiting.
    public func kill(_ signal: Int32 = SIGKILL) {
        if process.isRunning {
            #if canImport(Glibc)
            _ = Glibc.kill(process.processIdentifier, signal)
            #elseif canImport(Musl)
            _ = Musl.kill(process.processIdentifier, signal)
            #elseif canImport(Darwin)
            _ = Darwin.kill(process.processIdentifier, signal)
            #endif
        }
    }

    /// Waits for it to exit; how it ended and everything it printed. When it outlives `timeout` it gets
    /// SIGTERM, then SIGKILL five seconds later, and `ProcessRunner.Timeout` carries the output until then.
    @discardableResult
    public func wait(timeout: Double = 600) throws -> ProcessRunner.Outcome {
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            terminate()
            if exited.wait(timeout: .now() + 5) == .timedOut {
                kill()
                exited.wait()
            }
            exited.signal()
            throw ProcessRunner.Timeout(command: command, seconds: timeout, output: output)
        }
        exited.signal()
        let out = printed.all()
        return ProcessRunner.Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stdoutData: out, stdout: String(decoding: out, as: UTF8.self),
            stderr: complained.map { String(decoding: $0.all(), as: UTF8.self) } ?? "")
    }

    /// Stops it with SIGTERM and waits for it (SIGKILL after `seconds`); for `defer`.
    public func stop(within seconds: Double = 30) {
        terminate()
        // On a timeout `wait` has already sent SIGKILL; either way the child is gone.
        _ = try? wait(timeout: seconds)
    }
}
