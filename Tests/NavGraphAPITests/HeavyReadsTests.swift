import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import NavGraphAPI

/// Heavy reads cannot starve the rest (issue 20, docs/http-api.md, "Limits"): Graphviz drawings run on
/// their own threads, one `dot` per revision however many ask, failures remembered; old revisions are built
/// off the event loop into a cache bounded in bytes; a body past its overall deadline stores nothing.
@Suite(.serialized) struct HeavyReadsTests {
    static func options(_ dot: StandInDot, timeout: Double = 60) -> HeavyReadOptions {
        var options = HeavyReadOptions()
        options.dot = dot.executable
        options.renderTimeout = timeout
        return options
    }

    @Test func slowDrawingsLeaveWritesAndHealthChecksPrompt() throws {
        let dot = try StandInDot()
        defer { dot.remove() }
        let server = try TestServer.heavyReads(.socket, Self.options(dot)) { configuration in
            configuration.workerCount = 2
            configuration.heavyWorkerCount = 4
        }
        defer { server.tearDown() }
        for name in ["a", "b", "c", "d"] { try server.seed(name) }
        // Four drawings of four projects: one runs `dot` (held at the gate), three wait for the layout slot.
        var drawings: [TestHTTPClient] = []
        for name in ["a", "b", "c", "d"] {
            let client = try server.client(timeout: 60)
            try client.send("GET /v1/projects/\(name)/graph?format=svg HTTP/1.1\r\nHost: x\r\n\r\n")
            drawings.append(client)
        }
        #expect(eventually { dot.runs == 1 })

        // Once the two offload threads drew, this create waited for all four drawings (issue 20: 42 s).
        let writer = try server.client(timeout: 10)
        let created = try writer.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"e"}"#.utf8))
        #expect(created.status == 201, "\(created.text)")
        #expect(try server.client(timeout: 10).request("GET", "/healthz").status == 200)

        try dot.open()
        for client in drawings {
            let answer = try client.readResponse()
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "image/svg+xml")
        }
    }

    @Test func concurrentDrawingsOfOneRevisionRunDotOnce() throws {
        let dot = try StandInDot()
        defer { dot.remove() }
        let server = try TestServer.heavyReads(.socket, Self.options(dot)) { configuration in
            configuration.heavyWorkerCount = 4
        }
        defer { server.tearDown() }
        try server.seed("p")
        let revision = try #require(server.request("GET", "/v1/projects/p").object["revision"] as? Int)
        var drawings: [TestHTTPClient] = []
        for _ in 0..<4 {
            let client = try server.client(timeout: 60)
            try client.send("GET /v1/projects/p/graph?format=svg HTTP/1.1\r\nHost: x\r\n\r\n")
            drawings.append(client)
        }
        // All four are asking before the drawing can finish: one draws, three wait for it.
        let key = NavGraphService.drawingKey("p", revision: revision)
        #expect(eventually { server.service.renders.askers(for: key) == 4 })
        try dot.open()
        var bodies: Set<Data> = []
        for client in drawings {
            let answer = try client.readResponse()
            #expect(answer.status == 200)
            bodies.insert(answer.body)
        }
        #expect(bodies.count == 1)
        #expect(dot.runs == 1)
        #expect(try server.metric("navgraph_graphviz_layouts_total") == 1)
    }

    @Test func aTimedOutDrawingIsNotRunAgainWithinTheRememberedWindow() throws {
        // The gate never opens: every layout runs into the 1 s timeout.
        let dot = try StandInDot()
        defer { dot.remove() }
        var options = Self.options(dot, timeout: 1)
        options.renderFailureMemory = 600
        let server = try TestServer.heavyReads(.socket, options)
        defer { server.tearDown() }
        try server.seed("p")
        let first = try server.request("GET", "/v1/projects/p/graph?format=svg")
        #expect(first.status == 503)
        #expect(first.text.contains("did not finish the layout within 1 s"))
        #expect(first.header("Retry-After") == "600")
        #expect(dot.runs == 1)

        let again = try server.request("GET", "/v1/projects/p/graph?format=svg")
        #expect(again.status == 503)
        #expect(again.header("Content-Type") == "application/problem+json")
        #expect(again.text.contains("did not finish the layout within 1 s"))
        #expect(again.text.contains("remembered"))
        #expect(Int(again.header("Retry-After") ?? "") ?? 0 >= 1)
        #expect(dot.runs == 1)
    }

    @Test func aBodyPastItsOverallDeadlineGets408AndStoresNothing() throws {
        let server = try TestServer.heavyReads { configuration in
            configuration.minBodyRate = 0
            configuration.bodyDeadlineMinimum = 1
            configuration.bodyDeadlineRate = 1 << 30
        }
        defer { server.tearDown() }
        try server.seed("p")
        let body = TestServer.storyboard(className: "LateViewController")
        let client = try server.client(timeout: 30)
        try client.send(
            "PUT /v1/projects/p/storyboards/Late HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\n"
                + "Content-Length: \(body.count)\r\n\r\n")
        // One byte every 20 ms: steady, and far from done at the 1 s deadline. The sender ends when the
        // server has closed the connection (its send fails) or the body is out.
        let fd = client.fd
        let sender = Thread {
            for byte in body {
                var value = byte
                #if os(Linux)
                if send(fd, &value, 1, Int32(MSG_NOSIGNAL)) != 1 { break }
                #else
                if send(fd, &value, 1, 0) != 1 { break }
                #endif
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        sender.start()
        let answer = try client.readResponse()
        #expect(answer.status == 408)
        #expect(answer.text.contains("did not arrive whole within its deadline"))
        #expect(try server.request("GET", "/v1/projects/p/storyboards/Late").status == 404)
    }

    /// Project `p` with `count` revisions of `Main` after its creation (revisions 2...count+1), each one scene.
    static func seedRevisions(_ server: TestServer, count: Int) throws {
        try server.seed("p", className: "Version1ViewController")
        for version in 2...count {
            let put = try server.request(
                "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/xml"],
                body: TestServer.storyboard(className: "Version\(version)ViewController"))
            #expect(put.status == 200, "\(put.text)")
        }
    }

    @Test func theOldRevisionCacheEvictsByBytes() throws {
        // One scene, no segue: 2 KiB each by the estimate; 5 KiB holds two graphs, far below the count of 4.
        var options = HeavyReadOptions()
        options.revisionCacheBytes = 5 * 1024
        let server = try TestServer.heavyReads(.socket, options)
        defer { server.tearDown() }
        try Self.seedRevisions(server, count: 4)
        for revision in 2...4 {
            let read = try server.request(
                "GET", "/v1/projects/p/lookup?class=Version\(revision - 1)ViewController&revision=\(revision)")
            #expect(read.status == 200, "\(read.text)")
        }
        #expect(try server.metric("navgraph_revision_cache_graphs") == 2)
        #expect(try server.metric("navgraph_revision_cache_bytes") == 2 * RevisionGraphs.bytesPerScene)
        #expect(try server.metric("navgraph_revision_cache_evictions_total") == 1)
        #expect(try server.metric("navgraph_revision_cache_limit_bytes") == 5 * 1024)
    }

    @Test func aDiffKeepsNeitherOfItsGraphs() throws {
        let server = try TestServer.heavyReads()
        defer { server.tearDown() }
        try Self.seedRevisions(server, count: 3)
        let diff = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(diff.status == 200, "\(diff.text)")
        #expect(try server.metric("navgraph_revision_cache_graphs") == 0)
        #expect(try server.metric("navgraph_revision_cache_bytes") == 0)
    }

    @Test func concurrentReadsOfOneOldRevisionBuildItOnce() throws {
        let server = try TestServer.heavyReads()
        defer { server.tearDown() }
        try Self.seedRevisions(server, count: 3)
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        server.service.graphs.revisions.beforeBuild.withLock { $0 = { release.wait() } }
        var readers: [TestHTTPClient] = []
        for _ in 0..<3 {
            let reader = try server.client(timeout: 60)
            try reader.send("GET /v1/projects/p/scenes?revision=2 HTTP/1.1\r\nHost: x\r\n\r\n")
            readers.append(reader)
        }
        // One builds (held), two wait for its graph.
        #expect(eventually { server.service.graphs.revisions.askers(project: "p", revision: 2) == 3 })
        release.signal()
        for reader in readers {
            let answer = try reader.readResponse()
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.text.contains("Version1ViewController"))
        }
        #expect(server.service.graphs.revisions.builds == 1)
    }

    @Test func anOldRevisionIsBuiltOffTheEventLoop() throws {
        let server = try TestServer.heavyReads { configuration in
            // One loop: a build on it would hold every connection, the health check's too.
            configuration.eventLoopCount = 1
        }
        defer { server.tearDown() }
        try Self.seedRevisions(server, count: 3)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // Runs before the server's tear-down, so a failing check cannot leave the build (and shutdown) waiting.
        defer { release.signal() }
        server.service.graphs.revisions.beforeBuild.withLock {
            $0 = {
                entered.signal()
                release.wait()
            }
        }
        let reader = try server.client(timeout: 60)
        try reader.send("GET /v1/projects/p/lookup?class=Version1ViewController&revision=2 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(entered.wait(timeout: .now() + 20) == .success)
        let health = try server.client(timeout: 10).request("GET", "/healthz")
        #expect(health.status == 200)
        release.signal()
        let answer = try reader.readResponse()
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.text.contains("Version1ViewController"))
    }
}
