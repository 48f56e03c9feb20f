import Foundation
import HTTPServer
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

extension Dribbler {
    /// `count` uploads to `path` announcing `length` bytes, each on a client from `connect` and trickled one
    /// byte every `interval` seconds by its own dribbler (stop them all when done).
    static func uploads(
        _ count: Int, to path: String = "/upload", length: Int = 100_000, interval: Double,
        connect: () throws -> RawClient
    ) throws -> [(client: RawClient, dribbler: Dribbler)] {
        try (0..<count).map { _ in
            let client = try connect()
            try client.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n\r\n")
            return (client, Dribbler(fd: client.fd, interval: interval))
        }
    }
}

extension Router {
    /// `POST /upload` on the streaming threads: signals `started`, reads the whole body as it arrives and
    /// answers `got <byte count>`.
    mutating func addStreamedUpload(started: DispatchSemaphore?) {
        add(.post, "/upload", execution: .streaming) { request, _ in
            started?.signal()
            let body = try request.bodyStream?.readAll() ?? request.body
            return .text("got \(body.count)")
        }
    }
}

extension RawClient {
    /// Sends the head of a `POST` to `path` announcing `length` bytes, then one byte every 20 ms (steady, so
    /// no gap reaches a body timeout), and reads the answer that cuts it.
    func dribbledAnswer(to path: String, announcing length: Int) throws -> WireResponse {
        try send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n\r\n")
        let dribbler = Dribbler(fd: fd, interval: 0.02)
        defer { dribbler.stop() }
        return try readResponse()
    }

    /// Sends a `POST /upload` of `count` bytes all at once (the fast client beside the slow ones) and reads
    /// its answer.
    func uploadAtOnce(_ count: Int = 5000) throws -> WireResponse {
        let body = String(repeating: "z", count: count)
        try send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        return try readResponse()
    }
}
