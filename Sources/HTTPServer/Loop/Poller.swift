import Foundation

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
    /// Which mechanism this is (constant).
    var mechanism: HTTPServer.EventMechanism { get }
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
        /// `epoll` where the package was built with it (Linux), `poll` elsewhere; `NAVGRAPH_TEST_POLLER=poll`
        /// makes it `poll` on Linux too (see `EventMechanism.automatic`).
        case automatic
        /// Portable `poll(2)` with a pipe for wake-ups (what macOS uses; selectable on Linux to test it).
        case poll

        /// The mechanism loops of this backend really use.
        public var mechanism: EventMechanism {
            self == .poll ? .poll : EventMechanism.automatic
        }
    }

    /// What an event loop waits with, as it runs.
    public enum EventMechanism: String, Sendable {
        /// `epoll(7)` and an `eventfd` for wake-ups, one `SO_REUSEPORT` listener per loop (Linux).
        case epoll
        /// `poll(2)` and a pipe for wake-ups, the loops sharing one listening socket (macOS; Linux on request).
        case poll

        /// What `.automatic` resolves to in this process, read once: epoll on Linux, poll elsewhere. The
        /// environment variable `NAVGRAPH_TEST_POLLER=poll` turns it to poll on Linux as well, so a whole
        /// test run (scripts/test-both-backends.sh) exercises the backend macOS builds use.
        public static let automatic: EventMechanism = {
            #if os(Linux) && canImport(CLinuxShim)
            let requested = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POLLER"]
            return requested == "poll" ? .poll : .epoll
            #else
            return .poll
            #endif
        }()
    }
}

enum Pollers {
    /// A poller of the requested backend.
    static func make(_ backend: HTTPServer.EventBackend) throws(SystemError) -> any Poller {
        #if os(Linux) && canImport(CLinuxShim)
        if backend.mechanism == .epoll { return try EpollPoller() }
        #endif
        return PollPoller()
    }

    /// Whether the backend wakes loops through an eventfd rather than a pipe.
    static func usesEventFD(_ backend: HTTPServer.EventBackend) -> Bool {
        backend.mechanism == .epoll
    }
}
