import Foundation
import HTTPServer
import Synchronization
import Testing

/// Offloaded handlers run on workers without blocking the event loops; shutdown drains in-flight work.
@Suite struct OffloadAndShutdownTests {
    /// A latch a test opens to let a blocked handler finish.
    final class Gate: Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let entered = DispatchSemaphore(value: 0)
        func arrive() { entered.signal() }
        func waitForArrival() -> Bool { entered.wait(timeout: .now() + 10) == .success }
        func open() { semaphore.signal() }
        func pass() { _ = semaphore.wait(timeout: .now() + 10) }
    }

    private func router(gate: Gate) -> Router {
        var router = RouterServer.echoRouter()
        router.add(.get, "/slow", execution: .offload) { _, _ in
            gate.arrive()
            gate.pass()
            return .text("slow done")
        }
        router.add(.post, "/offloaded-echo", execution: .offload) { request, parameters in
            .text("\(parameters.pattern): \(String(decoding: request.body, as: UTF8.self))")
        }
        return router
    }

    @Test func offloadedHandlerAnswersOnTheSameConnection() throws {
        let server = try RouterServer(router(gate: Gate()))
        defer { server.stop() }
        let client = try server.client()
        for index in 0..<3 {
            try client.send(
                "POST /offloaded-echo HTTP/1.1\r\nHost: test\r\nContent-Length: 5\r\n\r\nbody\(index)"
                    + "GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(try client.readResponse().text == "/offloaded-echo: body\(index)")
            #expect(try client.readResponse().text == "hello")
        }
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func inlineRequestsFlowWhileASlowOffloadedOneRuns(backend: HTTPServer.EventBackend) throws {
        let gate = Gate()
        let server = try RouterServer(router(gate: gate), backend: backend) { $0.eventLoopCount = 1 }
        defer { server.stop() }
        let slow = try server.client()
        try slow.send("GET /slow HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(gate.waitForArrival())
        let fast = try server.client()
        for _ in 0..<10 {
            try fast.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(try fast.readResponse().text == "hello")
        }
        gate.open()
        #expect(try slow.readResponse().text == "slow done")
    }

    @Test func pipelinedRequestsAfterAnOffloadedOneWaitTheirTurn() throws {
        let gate = Gate()
        let server = try RouterServer(router(gate: gate))
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /slow HTTP/1.1\r\nHost: test\r\n\r\nGET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(gate.waitForArrival())
        gate.open()
        #expect(try client.readResponse().text == "slow done")
        #expect(try client.readResponse().text == "hello")
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func shutdownFinishesAnInFlightRequestAndClosesIdleConnections(backend: HTTPServer.EventBackend) throws {
        let gate = Gate()
        let gateOpened = Atomic(false)
        let server = try RouterServer(router(gate: gate), backend: backend)
        let idle = try server.client()
        try idle.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(try idle.readResponse().status == 200)
        let busy = try server.client()
        try busy.send("GET /slow HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(gate.waitForArrival())
        let stopped = DispatchSemaphore(value: 0)
        let stopReturnedEarly = Atomic(false)
        Thread {
            server.stop()
            // The gate is still shut: the in-flight request cannot have been answered yet.
            stopReturnedEarly.store(
                !gateOpened.load(ordering: .sequentiallyConsistent), ordering: .sequentiallyConsistent)
            stopped.signal()
        }.start()
        // The idle connection goes at once; the busy one is still waiting for its answer. Give a wrong
        // `stop()` that does not wait a moment to return (no assertion rides on this wait).
        #expect(idle.closesConnection())
        _ = stopped.wait(timeout: .now() + 0.3)
        gateOpened.store(true, ordering: .sequentiallyConsistent)
        gate.open()
        let response = try busy.readResponse()
        #expect(response.text == "slow done")
        #expect(response.header("Connection") == "close")
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        let early = stopReturnedEarly.load(ordering: .sequentiallyConsistent)
        #expect(!early, "stop() returned before the in-flight request was answered")
        #expect(throws: (any Error).self) { try RawClient(port: server.port) }
    }

    @Test func waitUntilStoppedReturnsAfterShutdown() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        let done = DispatchSemaphore(value: 0)
        let stopCalled = Atomic(false)
        let returnedBeforeStop = Atomic(false)
        Thread {
            server.server.waitUntilStopped()
            returnedBeforeStop.store(
                !stopCalled.load(ordering: .sequentiallyConsistent), ordering: .sequentiallyConsistent)
            done.signal()
        }.start()
        // Give a wrong `waitUntilStopped()` that does not wait a moment to return (no assertion rides on it).
        _ = done.wait(timeout: .now() + 0.1)
        stopCalled.store(true, ordering: .sequentiallyConsistent)
        server.stop()
        #expect(done.wait(timeout: .now() + 30) == .success)
        let early = returnedBeforeStop.load(ordering: .sequentiallyConsistent)
        #expect(!early, "waitUntilStopped() returned before stop()")
    }

    /// A second server on a taken port fails to start with `EADDRINUSE`: with one loop, and with loops that each
    /// listen with `SO_REUSEPORT`, which must not let another server (a second `navgraph serve` on the same port)
    /// bind beside them and silently take a share of the connections.
    @Test(arguments: [1, 2])
    func startReportsABindFailureAsSystemError(loops: Int) throws {
        let first = try RouterServer(RouterServer.echoRouter()) { $0.eventLoopCount = loops }
        defer { first.stop() }
        let second = HTTPServer(
            configuration: .init(port: first.port, eventLoopCount: loops, accessLog: false),
            responder: RouterServer.echoRouter())
        #expect {
            try second.start()
        } throws: { error in
            (error as? SystemError)?.syscall == "bind" && (error as? SystemError)?.errno == EADDRINUSE
        }
    }
}
