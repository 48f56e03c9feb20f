import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// Threads are shared out fairly (docs/http-api.md, "Limits"): one client's slow uploads cannot take every
/// upload thread, a body has an overall deadline whatever its rate, a request no thread takes in time is
/// answered `503` with `Retry-After`, and heavy reads run on their own threads.
@Suite struct WorkerShareTests {
    /// Whether 127.0.0.2 is a loopback address here (all of 127/8 is on Linux; macOS has only 127.0.0.1).
    static let secondLoopback: Bool = {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }()

    /// `/upload` reads its body as it arrives and signals `started`; `/hold` (offload) and `/stream-hold`
    /// (streaming) wait for `release`; `/heavy` runs `.heavy` when asked `?slow`, waiting for `release`.
    static func router(started: DispatchSemaphore? = nil, release: DispatchSemaphore? = nil) -> Router {
        var router = Router()
        router.addStreamedUpload(started: started)
        router.add(.post, "/hold", execution: .offload) { _, _ in
            started?.signal()
            release?.wait()
            return .text("held")
        }
        router.add(.post, "/stream-hold", execution: .streaming) { request, _ in
            started?.signal()
            release?.wait()
            _ = try request.bodyStream?.readAll()
            return .text("held")
        }
        router.add(.post, "/write", execution: .offload) { _, _ in .text("written") }
        router.add(.get, "/heavy", execution: .offload, heavyWhen: { $0.mayHaveQueryItem("slow") }) { request, _ in
            if request.query["slow"] != nil {
                started?.signal()
                release?.wait()
            }
            return .text("heavy")
        }
        return router
    }

    /// A server over `router(started:release:)` whose first request `first` (sent on `holder`) has started
    /// and waits for `release`.
    static func holding(
        _ first: String, started: DispatchSemaphore, release: DispatchSemaphore,
        configure: (inout HTTPServer.Configuration) -> Void
    ) throws -> (RouterServer, RawClient) {
        let server = try RouterServer(router(started: started, release: release), configure: configure)
        let holder = try server.client(timeout: 30)
        try holder.send(first)
        #expect(started.wait(timeout: .now() + 20) == .success)
        return (server, holder)
    }

    @Test(.enabled(if: secondLoopback, "needs a second loopback address (127.0.0.2), which Linux has"))
    func oneClientsTricklingUploadsLeaveUploadThreadsForAnother() throws {
        let started = DispatchSemaphore(value: 0)
        let server = try RouterServer(Self.router(started: started)) { configuration in
            configuration.streamingWorkerCount = 4
            configuration.uploadsPerClient = 2
            // Trickles above any minimum rate and no overall deadline: only the share can protect the others.
            configuration.minBodyRate = 0
            configuration.bodyDeadlineRate = 0
            configuration.threadWait = 120
        }
        defer { server.stop() }
        let tricklers = try Dribbler.uploads(4, interval: 0.02) {
            try RawClient(port: server.port, timeout: 30, source: "127.0.0.2")
        }
        defer { for (_, dribbler) in tricklers { dribbler.stop() } }
        for _ in 0..<2 { #expect(started.wait(timeout: .now() + 20) == .success) }

        // Four threads, four trickling uploads from 127.0.0.2: without a share they would hold all of them.
        let answer = try server.client(timeout: 20).uploadAtOnce()
        #expect(answer.status == 200)
        #expect(answer.text == "got 5000")
    }

    @Test(arguments: ["/upload", "/hold"])
    func aBodyPastItsOverallDeadlineIsCutWith408(path: String) throws {
        let server = try RouterServer(Self.router()) { configuration in
            configuration.minBodyRate = 0
            configuration.bodyReadTimeout = 30
            configuration.bodyDeadlineMinimum = 1
            configuration.bodyDeadlineRate = 1 << 30
        }
        defer { server.stop() }
        // 50 bytes/s: steady (no gap reaches the body timeout), but the whole body would take half an hour.
        let answer = try server.client(timeout: 20).dribbledAnswer(to: path, announcing: 100_000)
        #expect(answer.status == 408)
        #expect(answer.header("Content-Type") == "application/problem+json")
        #expect(answer.text.contains("did not arrive whole within its deadline of 1 s"))
    }

    @Test func theBodyDeadlineGrowsWithTheAnnouncedLength() {
        var configuration = HTTPServer.Configuration()
        configuration.bodyDeadlineMinimum = 30
        configuration.bodyDeadlineRate = 64 * 1024
        #expect(configuration.bodyDeadline(length: 1000) == 30)
        // 32 MiB at 64 KiB/s: 512 s; a chunked body is allowed what the largest body would be.
        #expect(configuration.bodyDeadline(length: 32 << 20) == 512)
        #expect(configuration.bodyDeadline(length: nil) == 512)
        configuration.bodyDeadlineRate = 0
        #expect(configuration.bodyDeadline(length: 1000) == nil)
    }

    @Test(arguments: ["/hold", "/stream-hold"])
    func aRequestNoThreadTakesWithinTheWaitGets503WithRetryAfter(path: String) throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let (server, holder) = try Self.holding(
            "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi", started: started, release: release
        ) { configuration in
            configuration.workerCount = 1
            configuration.streamingWorkerCount = 1
            configuration.threadWait = 1
        }
        defer { server.stop() }

        let waiting = try server.client(timeout: 20)
        try waiting.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi")
        let answer = try waiting.readResponse()
        #expect(answer.status == 503)
        #expect(answer.header("Retry-After") == "1")
        #expect(answer.text.contains("no worker thread was free for this request within 1 s"))
        release.signal()
        #expect(try holder.readResponse().status == 200)
        // The withdrawn request never ran: its handler would have signalled `started` a second time.
        release.signal()
        let next = try server.client(timeout: 20)
        try next.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi")
        #expect(try next.readResponse().status == 200)
        #expect(started.wait(timeout: .now() + 20) == .success)
        #expect(started.wait(timeout: .now()) == .timedOut)
    }

    @Test func heavyReadsLeaveTheOffloadThreadsFree() throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let server = try RouterServer(Self.router(started: started, release: release)) { configuration in
            configuration.workerCount = 1
            configuration.heavyWorkerCount = 2
        }
        defer { server.stop() }
        var heavy: [RawClient] = []
        for _ in 0..<2 {
            let client = try server.client(timeout: 30)
            try client.send("GET /heavy?slow HTTP/1.1\r\nHost: x\r\n\r\n")
            heavy.append(client)
        }
        for _ in 0..<2 { #expect(started.wait(timeout: .now() + 20) == .success) }
        let writer = try server.client(timeout: 20)
        try writer.send("POST /write HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi")
        let written = try writer.readResponse()
        #expect(written.status == 200)
        #expect(written.text == "written")
        for _ in 0..<2 { release.signal() }
        for client in heavy { #expect(try client.readResponse().text == "heavy") }
    }

    @Test func aFullHeavyQueueIsAnswered503AtOnce() throws {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let (server, running) = try Self.holding(
            "GET /heavy?slow HTTP/1.1\r\nHost: x\r\n\r\n", started: started, release: release
        ) { configuration in
            configuration.heavyWorkerCount = 1
            configuration.heavyQueueLimit = 1
            configuration.heavyQueueWait = 60
        }
        defer { server.stop() }
        let queued = try server.client(timeout: 30)
        try queued.send("GET /heavy?slow HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(eventually { server.server.heavyQueued == 1 })
        let refused = try server.client(timeout: 20)
        try refused.send("GET /heavy?slow HTTP/1.1\r\nHost: x\r\n\r\n")
        let answer = try refused.readResponse()
        #expect(answer.status == 503)
        #expect(answer.header("Retry-After") == "60")
        #expect(answer.header("Content-Type") == "application/problem+json")
        release.signal()
        release.signal()
        #expect(try running.readResponse().status == 200)
        #expect(try queued.readResponse().status == 200)
    }

    @Test func anEscapedQueryNameCountsAsPossiblyPresent() {
        #expect(HTTPRequest(method: .get, target: "/g?revision=2").mayHaveQueryItem("revision"))
        #expect(HTTPRequest(method: .get, target: "/g?revisio%6E=2").mayHaveQueryItem("revision"))
        #expect(!HTTPRequest(method: .get, target: "/g?format=json").mayHaveQueryItem("revision"))
        #expect(!HTTPRequest(method: .get, target: "/g").mayHaveQueryItem("revision"))
    }
}
