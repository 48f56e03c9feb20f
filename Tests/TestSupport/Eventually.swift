import Foundation

/// Asks `condition` again every few milliseconds until it holds or `seconds` pass; `true` when it held.
///
/// Only for a state that no event announces (the server noticing that a client closed): the deadline is
/// generous so a loaded machine waits longer, and running out of time is a failure, never a pass.
public func eventually(within seconds: Double = 30, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        usleep(5_000)
    }
}
