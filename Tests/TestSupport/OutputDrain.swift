import Foundation

/// Reads one pipe to its end on a thread of its own, so the child never waits on a full pipe, and keeps
/// what it read so far for a test that waits on a line (a server saying where it listens).
final class OutputDrain: Sendable {
    /// Guards `state`; broadcast on every chunk and at the end, so waiters wake on events, not timers.
    private let condition = NSCondition()
    /// What was read and whether the pipe has closed; only touched with `condition` locked.
    nonisolated(unsafe) private var state = (data: Data(), closed: false)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty { state.closed = true } else { state.data.append(chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { break }
            }
        }
        thread.start()
    }

    /// Everything read until now.
    var data: Data {
        condition.lock()
        defer { condition.unlock() }
        return state.data
    }

    /// Everything read until now, as text.
    var text: String { String(decoding: data, as: UTF8.self) }

    /// Waits until `satisfied` holds for the text read so far, the pipe closes, or `seconds` pass; the text
    /// and whether `satisfied` held.
    func wait(within seconds: Double, until satisfied: (String) -> Bool) -> (text: String, held: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let text = String(decoding: state.data, as: UTF8.self)
            if satisfied(text) { return (text, true) }
            if state.closed || !condition.wait(until: deadline) { return (text, satisfied(text)) }
        }
    }

    /// Everything read, once the pipe has closed (every writer, grandchildren included, has exited); a
    /// note instead when a writer still holds it open after `seconds`.
    func all(within seconds: Double = 30) -> Data {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !state.closed {
            if !condition.wait(until: deadline) {
                return state.data + Data("<the output pipe was still open \(seconds) s after the program ended>".utf8)
            }
        }
        return state.data
    }
}
