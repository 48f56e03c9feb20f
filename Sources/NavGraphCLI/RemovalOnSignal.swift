import Dispatch
import Foundation

/// Removes a temporary file when SIGINT, SIGTERM or SIGHUP ends the process (Ctrl-C, a CI job cancelled), which
/// no `defer` sees: `push`'s archive must not be left in TMPDIR. The process then exits 128 + the signal's number.
final class RemovalOnSignal {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private let sources: [any DispatchSourceSignal]

    /// Watches the signals for as long as the value lives; `path` is removed when one comes.
    init(removing path: String) {
        // Dispatch sources see a signal only when its default action (ending the process) is set aside.
        for number in Self.signals { signal(number, SIG_IGN) }
        let queue = DispatchQueue(label: "navgraph.push.signals")
        sources = Self.signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                unlink(path)
                // Exit 128 + the signal, as a shell reports a command a signal ended. Sending the signal again
                // would not end the process where a parent left it blocked in the main thread.
                exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
