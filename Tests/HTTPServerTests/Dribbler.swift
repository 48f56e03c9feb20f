import Foundation
import Synchronization
import TestSupport

/// Sends one byte at a time on a raw client from its own thread until told to stop or the server
/// closes: the slow upload an attacker (or a dying link) makes.
final class Dribbler: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let ended = DispatchSemaphore(value: 0)

    /// Starts sending `byte` every `interval` seconds on `fd` (a connected socket the caller keeps open).
    init(fd: Int32, interval: Double, byte: UInt8 = UInt8(ascii: "a")) {
        let thread = Thread { [self] in
            var value = byte
            while !stopped.load(ordering: .relaxed) {
                let sent = TestSocket.send(fd, &value, 1)
                if sent != 1 { break }
                Thread.sleep(forTimeInterval: interval)
            }
            ended.signal()
        }
        thread.start()
    }

    /// Stops sending and waits for the thread to end.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        ended.wait()
    }
}
