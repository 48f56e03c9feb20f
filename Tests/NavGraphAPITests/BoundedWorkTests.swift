import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 8, point 3, over HTTP: `routes?all=true` on a dense storyboard answers a truncated result, runs
/// off the event loop so `/healthz` keeps answering, and SIGTERM stops the real binary within its drain.
@Suite struct BoundedWorkTests {
    private static let routes = "/v1/projects/p/routes?from=Main/S&to=Main/T&all=true"

    private func denseProject(on server: TestServer) throws {
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/json"],
            body: TestServer.denseModel(k: 12))
        #expect(put.status == 201)
    }

    /// Starts the real `navgraph serve` with `options` on an ephemeral port; returns it and the port.
    static func serve(database: String, options: [String]) throws -> (Process, Int) {
        try CrashSafetyTests.serve(database: database, options: options)
    }

    @Test func allRoutesOnADenseStoryboardSaysItWasTruncated() throws {
        let server = try TestServer.bounded()
        defer { server.tearDown() }
        try denseProject(on: server)
        let response = try server.request("GET", Self.routes)
        #expect(response.status == 200)
        #expect(response.object["truncated"] as? Bool == true)
        #expect((response.object["truncationReason"] as? String)?.contains("budget") == true)
        let routes = response.object["routes"] as? [[Any]]
        #expect(routes?.count == 1)
        // A route the search completes is not called truncated.
        let short = try server.request("GET", "/v1/projects/p/routes?from=Main/X&to=Main/T&all=true&limit=1")
        #expect(short.status == 200)
        #expect(short.object["truncated"] as? Bool == false)
    }

    @Test func aBudgetTooSmallForAnyRouteAnswers422() throws {
        let server = try TestServer.bounded(searchBudget: .init(maxExpansions: 1))
        defer { server.tearDown() }
        try denseProject(on: server)
        let response = try server.request("GET", Self.routes)
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.object["truncated"] as? Bool == true)
    }

    @Test func healthzAnswersWhileTwoDenseSearchesRun() throws {
        // A budget large enough that each search takes a while even in an optimized build; one event loop,
        // so a search run on it would hold /healthz behind it.
        let server = try TestServer.bounded(searchBudget: .init(maxExpansions: 3_000_000))
        defer { server.tearDown() }
        try denseProject(on: server)
        let order = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        for index in 0..<2 {
            Thread {
                do {
                    let response = try server.request("GET", Self.routes)
                    order.withLock { $0.append("routes\(index) \(response.status)") }
                } catch {
                    order.withLock { $0.append("routes\(index) failed: \(error)") }
                }
                done.signal()
            }.start()
        }
        let health = try server.request("GET", "/healthz")
        order.withLock { $0.append("healthz \(health.status)") }
        #expect(health.status == 200)
        for _ in 0..<2 { #expect(done.wait(timeout: .now() + 120) == .success) }
        let seen = order.withLock { $0 }
        #expect(seen.first == "healthz 200", "answers in order: \(seen)")
        #expect(seen.filter { $0.hasSuffix(" 200") }.count == 3, "\(seen)")
    }

    @Test func sigtermStopsTheBinaryWithinItsDrainWhileSearchesRun() throws {
        guard FileManager.default.isExecutableFile(atPath: CrashSafetyTests.binary.path) else {
            Issue.record("no navgraph binary beside the tests at \(CrashSafetyTests.binary.path)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-term-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // An effectively unbounded search and a 2 s drain: only the drain deadline can end these requests.
        let (process, port) = try Self.serve(
            database: folder.appendingPathComponent("navgraph.sqlite").path,
            options: ["--search-budget", "1000000000000", "--drain-timeout", "2"])
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let client = try TestHTTPClient(port: port)
        #expect(
            try client.request(
                "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
                body: Data(#"{"name":"p"}"#.utf8)
            ).status == 201)
        #expect(
            try client.request(
                "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/json"],
                body: TestServer.denseModel(k: 12)
            ).status == 201)
        let searching = (0..<2).map { _ in try? TestHTTPClient(port: port) }
        for search in searching {
            try search?.send(Data("GET \(Self.routes) HTTP/1.1\r\nHost: test\r\n\r\n".utf8))
        }
        // The server still answers while both searches run on its workers.
        #expect(try TestHTTPClient(port: port).request("GET", "/healthz").status == 200)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        kill(process.processIdentifier, SIGTERM)
        // 2 s of drain plus a second for the workers; 15 s is where the issue saw it hang.
        #expect(exited.wait(timeout: .now() + 15) == .success, "navgraph did not exit after SIGTERM")
    }
}
