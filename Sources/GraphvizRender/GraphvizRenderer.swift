import Dispatch
import Foundation
import Synchronization

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
        let timer = DispatchWorkItem {
            stopped.set(Data([1]))
            process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let (svg, overflowed) = Self.readAll(output.fileHandleForReading, limit: maxOutput) {
            process.terminate()
        }
        process.waitUntilExit()
        timer.cancel()
        group.wait()
        if !stopped.get().isEmpty { throw GraphvizError.timedOut(seconds: timeout) }
        if overflowed { throw GraphvizError.outputTooLarge(limit: maxOutput) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = String(decoding: stderrBox.get(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw GraphvizError.failed(status: process.terminationStatus, message: message)
        }
        return svg
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
