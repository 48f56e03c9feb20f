import Dispatch
import Foundation
import NavGraphLog

/// Polls the database for writes made by other processes and brings the graph cache up to date.
///
/// The timer holds the cache weakly: when the service goes away, the next tick cancels the timer.
enum ExternalChangeWatcher {
    static func start(graphs: GraphCache, every seconds: Double) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "navgraph.external-changes"))
        let interval = DispatchTimeInterval.milliseconds(max(10, Int(seconds * 1000)))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        // The handler keeps the timer alive until it cancels it (which releases the handler).
        timer.setEventHandler { [weak graphs] in
            guard let graphs else {
                timer.cancel()
                return
            }
            do {
                try graphs.reconcile()
            } catch {
                serviceLog.warning("cannot check for external changes: \(error)")
            }
        }
        timer.resume()
    }
}
