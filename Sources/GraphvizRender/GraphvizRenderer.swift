import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lays out DOT text as SVG with Graphviz's `dot`, run as a subprocess.
///
/// A subprocess rather than `libgvc` in-process: a layout that runs away (Graphviz has no cancellation API)
/// can be killed after `timeout`, a crash in Graphviz cannot take the server down, and its output is read
/// with a bound. Process start-up costs a few milliseconds against a layout of hundreds (README, "Viewer").
public struct GraphvizRenderer: Sendable {
    /// The `dot` executable.
    public let executable: URL
    /// How long a layout may take before `dot` is stopped.
    public var timeout: Double
    /// The most SVG bytes accepted.
    public var maxOutput: Int
    /// Asked every `watchInterval` seconds while `dot` runs: `true` stops it (`GraphvizError.abandoned`),
    /// as for nobody waiting for the drawing any more.
    public var abandoned: (@Sendable () -> Bool)?

    /// Seconds between two looks at the timeout and `abandoned` while `dot` runs.
    static let watchInterval = 0.05
    /// Seconds `dot` has to exit after `SIGTERM` before it gets `SIGKILL`.
    static let killGrace = 0.25

    /// A renderer using `executable`.
    public init(executable: URL, timeout: Double = 20, maxOutput: Int = 64 << 20) {
        self.executable = executable
        self.timeout = timeout
        self.maxOutput = maxOutput
    }

    /// The renderer for the `dot` found on `PATH` (from `environment`), or `notInstalled`.
    public static func located(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(GraphvizError) -> GraphvizRenderer {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return GraphvizRenderer(executable: candidate)
            }
        }
        throw GraphvizError.notInstalled(searched: "PATH (\(path))")
    }

    /// The SVG of `dot`, fed to `dot -Tsvg` on stdin.
    public func svg(fromDOT dot: String) throws(GraphvizError) -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GraphvizError.launchFailed(String(describing: error))
        }
        let group = DispatchGroup()
        // stdin is written and stderr drained on their own threads, so a full pipe on any side cannot
        // block `dot` while this thread reads stdout.
        let bytes = Data(dot.utf8)
        let stderrBox = Box()
        DispatchQueue.global().async(group: group) {
            let handle = input.fileHandleForWriting
            do {
                try handle.write(contentsOf: bytes)
            } catch {
                // `dot` exited early (a syntax error, or stopped); its status and stderr say why.
            }
            do { try handle.close() } catch {}
        }
        DispatchQueue.global().async(group: group) {
            stderrBox.set(Self.readAll(errors.fileHandleForReading, limit: 4096).data)
        }
        let stopped = Box()
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: group) { [timeout, abandoned] in
            let deadline = DispatchTime.now() + timeout
            while exited.wait(timeout: .now() + Self.watchInterval) == .timedOut {
                let why: UInt8? = DispatchTime.now() >= deadline ? 1 : abandoned?() == true ? 2 : nil
                guard let why else { continue }
                stopped.set(Data([why]))
                Self.stop(process, exited: exited)
                return
            }
        }
        let (svg, overflowed) = Self.readAll(output.fileHandleForReading, limit: maxOutput) {
            process.terminate()
        }
        process.waitUntilExit()
        exited.signal()
        group.wait()
        switch stopped.get().first {
        case 1: throw GraphvizError.timedOut(seconds: timeout)
        case 2: throw GraphvizError.abandoned
        default: break
        }
        if overflowed { throw GraphvizError.outputTooLarge(limit: maxOutput) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = String(decoding: stderrBox.get(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw GraphvizError.failed(status: process.terminationStatus, message: message)
        }
        return svg
    }

    /// Stops `process`: `SIGTERM`, then `SIGKILL` when it has not exited within `killGrace` seconds (a
    /// layout stuck where it does not look at signals, or a `dot` that ignores them).
    private static func stop(_ process: Process, exited: DispatchSemaphore) {
        process.terminate()
        guard exited.wait(timeout: .now() + killGrace) == .timedOut, process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
    }

    /// Reads `handle` to its end, keeping at most `limit` bytes; calls `overflow` once when more arrive.
    private static func readAll(
        _ handle: FileHandle, limit: Int, overflow: () -> Void = {}
    ) -> (data: Data, overflowed: Bool) {
        var data = Data()
        var overflowed = false
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if data.count + chunk.count > limit {
                if !overflowed { overflow() }
                overflowed = true
                continue
            }
            data.append(chunk)
        }
        return (data, overflowed)
    }
}

/// Bytes handed from a reader thread to the rendering thread; the mutex makes the hand-over safe.
private final class Box: Sendable {
    private let value = Mutex(Data())

    func set(_ data: Data) { value.withLock { $0 = data } }

    func get() -> Data { value.withLock { $0 } }
}
