/// What a loop wants to hear about a descriptor.
enum PollInterest: Equatable {
    case none
    case read
    case write
}

/// One readiness report.
struct PollEvent {
    var fd: Int32
    var readable: Bool
    var writable: Bool
    /// The peer hung up or the socket has an error.
    var failed: Bool
}

/// Readiness notification for one event loop, used by its thread only: `EpollPoller` on Linux,
/// `PollPoller` elsewhere (and on Linux when the configuration asks for it, so tests cover it).
protocol Poller: AnyObject {
    func add(_ fd: Int32, _ interest: PollInterest) throws(SystemError)
    func modify(_ fd: Int32, _ interest: PollInterest) throws(SystemError)
    /// Stops watching `fd`, which stays open.
    func remove(_ fd: Int32)
    /// Forgets `fd` just before it is closed.
    func willClose(_ fd: Int32)
    /// Waits up to `timeout` milliseconds (-1: forever); returns how many events `event(at:)` holds.
    func wait(timeout: Int32) throws(SystemError) -> Int
    func event(at index: Int) -> PollEvent
}

extension HTTPServer {
    /// The readiness mechanism of the event loops.
    public enum EventBackend: Sendable {
        /// `epoll` where the package was built with it (Linux), `poll` elsewhere.
        case automatic
        /// Portable `poll(2)` with a pipe for wake-ups (what macOS uses; selectable on Linux to test it).
        case poll
    }
}

enum Pollers {
    /// A poller of the requested backend.
    static func make(_ backend: HTTPServer.EventBackend) throws(SystemError) -> any Poller {
        #if canImport(CLinuxShim)
        if backend == .automatic { return try EpollPoller() }
        #endif
        return PollPoller()
    }

    /// Whether the backend wakes loops through an eventfd rather than a pipe.
    static func usesEventFD(_ backend: HTTPServer.EventBackend) -> Bool {
        #if canImport(CLinuxShim)
        return backend == .automatic
        #else
        return false
        #endif
    }
}
