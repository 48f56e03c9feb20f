import Foundation
import Synchronization
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Slow request bodies cannot hold the server: a body must keep arriving (a timeout between reads) and
/// at a minimum average rate; upload threads outnumber cores; a handler can tell its client has gone.
@Suite struct UploadFairnessTests {
    /// A router with a buffered and a streamed upload route; the streamed one signals when it starts.
    static func uploadRouter(started: DispatchSemaphore? = nil) -> Router {
        var router = Router()
        router.add(.post, "/buffered", execution: .offload) { request, _ in .text("got \(request.body.count)") }
        router.addStreamedUpload(started: started)
        return router
    }

    @Test(arguments: ["/buffered", "/upload"])
    func aBodyThatStopsArrivingGets408AfterTheBodyTimeout(path: String) throws {
        let server = try RouterServer(Self.uploadRouter()) { configuration in
            configuration.bodyReadTimeout = 0.5
            configuration.minBodyRate = 0
            configuration.idleTimeout = 60
        }
        defer { server.stop() }
        let client = try server.client(timeout: 20)
        try client.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc")
        // Well before the 60 s idle timeout that used to be the only limit.
        let answer = try client.readResponse()
        #expect(answer.status == 408)
        #expect(answer.text.contains("no byte of the request body arrived"))
        #expect(client.closesConnection())
    }

    @Test(arguments: ["/buffered", "/upload"])
    func aDribblingBodyGets408UnderTheMinimumRate(path: String) throws {
        let server = try RouterServer(Self.uploadRouter()) { configuration in
            configuration.bodyReadTimeout = 30
            configuration.minBodyRate = 1000
            configuration.minBodyRateGrace = 0.5
        }
        defer { server.stop() }
        let client = try server.client(timeout: 20)
        try client.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n")
        // A byte every 50 ms resets any between-reads timer, but averages 20 bytes/s.
        let dribbler = Dribbler(fd: client.fd, interval: 0.05)
        defer { dribbler.stop() }
        let answer = try client.readResponse()
        #expect(answer.status == 408)
        #expect(answer.text.contains("under the minimum of 1000 bytes/s"))
    }

    @Test func moreDribblersThanUploadThreadsDoNotBlockAFastUpload() throws {
        let started = DispatchSemaphore(value: 0)
        let server = try RouterServer(Self.uploadRouter(started: started)) { configuration in
            configuration.streamingWorkerCount = 2
            // All three come from 127.0.0.1: let two of them take the two threads.
            configuration.uploadsPerClient = 2
            configuration.minBodyRate = 1000
            configuration.minBodyRateGrace = 1
        }
        defer { server.stop() }
        // Three dribblers for two upload threads: both threads are taken and one dribbler waits.
        let dribblers = try Dribbler.uploads(3, interval: 0.1) { try server.client(timeout: 30) }
        defer { for (_, dribbler) in dribblers { dribbler.stop() } }
        for _ in 0..<2 { #expect(started.wait(timeout: .now() + 20) == .success) }

        // Were the dribblers allowed to go on, this upload would wait for a thread until the client gives up.
        let answer = try server.client(timeout: 30).uploadAtOnce()
        #expect(answer.status == 200)
        #expect(answer.text == "got 5000")
        for (client, _) in dribblers {
            #expect(try client.readResponse().status == 408)
        }
    }

    @Test func uploadThreadsOutnumberCores() {
        let configuration = HTTPServer.Configuration()
        #expect(configuration.streamingWorkerCount >= 8)
        #expect(configuration.streamingWorkerCount > HTTPServer.Configuration.processorCount)
    }

    @Test func aHandlerSeesItsClientGo() throws {
        let started = DispatchSemaphore(value: 0)
        let observed = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        var router = Router()
        router.add(.post, "/slow", execution: .offload) { request, _ in
            started.signal()
            // Waits (with a generous deadline) for the loop to notice the close; `observed` says if it did.
            _ = eventually(within: 20) { request.client?.isConnected != true }
            observed.withLock { $0 = request.client.map { $0.isConnected } }
            done.signal()
            return .text("late")
        }
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi")
        #expect(started.wait(timeout: .now() + 20) == .success)
        shutdown(client.fd, Int32(SHUT_RDWR))
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(observed.withLock { $0 } == false)
    }

    @Test func aConnectedClientStaysConnectedForItsHandler() throws {
        var router = Router()
        router.add(.post, "/check", execution: .offload) { request, _ in
            .text(request.client.map { $0.isConnected ? "connected" : "gone" } ?? "none")
        }
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        try client.send("POST /check HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi")
        let answer = try client.readResponse()
        #expect(answer.status == 200)
        #expect(answer.text == "connected")
    }
}
