import Foundation
import Testing

@testable import HTTPServer

/// Once its grace period is over a body's rate is measured per window, not averaged since its start: a fast
/// start cannot buy a long dribble, a cut upload frees its thread at once, and no body gets a deadline past
/// `bodyDeadlineMaximum` however long it announces itself.
@Suite struct BodyRateWindowTests {
    /// A streamed upload that sends `burst` bytes at once, then one byte every 0.1 s (10 bytes/s), on a new
    /// client of `server`: averaged since its start it stays above 1,000 bytes/s for `burst / 1000` seconds.
    static func fastStartThenDribble(
        on server: RouterServer, burst: Int = 60_000
    ) throws -> (client: RawClient, dribbler: Dribbler) {
        let client = try server.client(timeout: 30)
        // The burst follows the `100 Continue`, so the server reads it apart from the head.
        try client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\nExpect: 100-continue\r\n\r\n")
        #expect(try client.readResponse().status == 100)
        try client.send(String(repeating: "a", count: burst))
        return (client, Dribbler(fd: client.fd, interval: 0.1))
    }

    /// A server with two upload threads that measures the body rate over windows of 1 s after a grace period of
    /// 1 s, at a minimum of 1,000 bytes/s; `started` is signalled as each upload's handler starts.
    static func windowedServer(started: DispatchSemaphore) throws -> RouterServer {
        try RouterServer(UploadFairnessTests.uploadRouter(started: started)) { configuration in
            configuration.minBodyRate = 1000
            configuration.minBodyRateGrace = 1
            configuration.minBodyRateWindow = 1
            configuration.bodyReadTimeout = 30
            configuration.threadWait = 20
            configuration.streamingWorkerCount = 2
            // Every client here is 127.0.0.1: let it hold both upload threads.
            configuration.uploadsPerClient = 2
        }
    }

    @Test func aBodyThatStartsFastThenDribblesIsCutWithinAWindowWhileOthersAreServed() throws {
        let started = DispatchSemaphore(value: 0)
        let server = try Self.windowedServer(started: started)
        defer { server.stop() }
        let began = Date()
        let (slow, dribbler) = try Self.fastStartThenDribble(on: server)
        defer { dribbler.stop() }
        #expect(started.wait(timeout: .now() + 20) == .success)

        // The other upload thread serves a normal client while the dribbler holds the first.
        let fast = try server.client(timeout: 20).uploadAtOnce()
        #expect(fast.status == 200)
        #expect(fast.text == "got 5000")

        // Averaged since its start (60,000 bytes, then 10 bytes/s) it would pass for a minute; per window of
        // 1 s it fails the second window after the grace period.
        let answer = try slow.readResponse()
        let took = Date().timeIntervalSince(began)
        #expect(answer.status == 408)
        #expect(answer.header("Content-Type") == "application/problem+json")
        #expect(answer.text.contains("bytes/s over the last 1"))
        #expect(answer.text.contains("under the minimum of 1000 bytes/s"))
        #expect(took < 10, "the dribble was cut after \(took) s, not within a few 1 s windows")
        #expect(slow.closesConnection())
    }

    @Test func uploadThreadsAllHeldByDribblersServeAFastUploadOnceTheyAreCut() throws {
        let started = DispatchSemaphore(value: 0)
        let server = try Self.windowedServer(started: started)
        defer { server.stop() }
        let slow = try (0..<2).map { _ in try Self.fastStartThenDribble(on: server) }
        defer { for (_, dribbler) in slow { dribbler.stop() } }
        for _ in 0..<2 { #expect(started.wait(timeout: .now() + 20) == .success) }

        // Both upload threads are held; this upload waits until a cut dribbler's handler reads its error and
        // gives its thread back (it would wait the whole 20 s thread wait and get 503 otherwise).
        let began = Date()
        let fast = try server.client(timeout: 30).uploadAtOnce()
        let waited = Date().timeIntervalSince(began)
        #expect(fast.status == 200)
        #expect(fast.text == "got 5000")
        #expect(waited < 10, "the fast upload waited \(waited) s for a thread")
        for (client, _) in slow {
            #expect(try client.readResponse().status == 408)
        }
    }

    @Test func theOverallBodyDeadlineIsCappedByItsMaximum() {
        var configuration = HTTPServer.Configuration()
        #expect(configuration.bodyDeadlineMaximum == 600)
        // 256 MiB at 64 KiB/s would be 4,096 s.
        #expect(configuration.bodyDeadline(length: 256 << 20) == 600)
        #expect(configuration.bodyDeadline(length: 32 << 20) == 512)
        #expect(configuration.bodyDeadline(length: 1000) == 30)
        // The maximum wins over the minimum.
        configuration.bodyDeadlineMaximum = 10
        #expect(configuration.bodyDeadline(length: 1000) == 10)
        configuration.bodyDeadlineRate = 0
        #expect(configuration.bodyDeadline(length: 256 << 20) == nil)
    }

    @Test func aHugeAnnouncedBodyIsCutAtTheMaximumDeadlineWhichThe408Names() throws {
        let server = try RouterServer(UploadFairnessTests.uploadRouter()) { configuration in
            configuration.minBodyRate = 0
            configuration.bodyReadTimeout = 30
            configuration.bodyDeadlineMinimum = 1
            configuration.bodyDeadlineRate = 1024
            configuration.bodyDeadlineMaximum = 2
            configuration.maxBodyBytes = 512 << 20
        }
        defer { server.stop() }
        let began = Date()
        // 256 MiB at 1 KiB/s would be given 262,144 s; steady bytes keep every other timer quiet.
        let answer = try server.client(timeout: 20).dribbledAnswer(to: "/upload", announcing: 256 << 20)
        #expect(answer.status == 408)
        #expect(answer.header("Content-Type") == "application/problem+json")
        #expect(answer.text.contains("did not arrive whole within its deadline of 2 s"))
        #expect(answer.text.contains("at most 2 s"))
        #expect(Date().timeIntervalSince(began) < 10)
    }
}
