import Foundation
import Testing

/// Issue 8, point 2, over HTTP: reads with junk parameters share one cache entry, the cache's bytes (in
/// `/metrics`) stay under its budget, and a write drops the old revision's answers.
@Suite struct BoundedMemoryTests {
    static let budget = 256 * 1024

    private func project(on server: TestServer) throws {
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: ["Content-Type": "application/json"],
            body: TestServer.denseModel(k: 6))
        #expect(put.status == 201)
    }

    @Test func junkParameterReadsShareOneEntryAndStayUnderTheBudget() throws {
        let server = try TestServer.bounded(.inProcess, cacheBytes: Self.budget)
        defer { server.tearDown() }
        try project(on: server)
        let client = server
        let plain = try client.request("GET", "/v1/projects/p/graph?format=dot")
        #expect(plain.status == 200)
        let entries = try #require(try server.metric("navgraph_response_cache_entries"))
        for index in 0..<200 {
            let response = try client.request("GET", "/v1/projects/p/graph?format=dot&junk=\(index)&x\(index)=y")
            #expect(response.status == 200)
            // A parameter the route does not read changes nothing in the answer.
            #expect(response.header("ETag") == plain.header("ETag"))
        }
        #expect(try server.metric("navgraph_response_cache_entries") == entries)
        let bytes = try #require(try server.metric("navgraph_response_cache_bytes"))
        #expect(bytes > 0)
        #expect(bytes <= Self.budget)
        #expect(try server.metric("navgraph_response_cache_limit_bytes") == Self.budget)
    }

    @Test func manyDistinctReadsStayUnderTheBudget() throws {
        let budget = 32 * 1024
        let server = try TestServer.bounded(.inProcess, cacheBytes: budget)
        defer { server.tearDown() }
        try project(on: server)
        let client = server
        // Distinct keys a route does read: each is a new entry, so the budget must evict.
        for index in 0..<300 {
            let response = try client.request("GET", "/v1/projects/p/scenes?class=Missing\(index)")
            #expect(response.status == 200)
        }
        let bytes = try #require(try server.metric("navgraph_response_cache_bytes"))
        #expect(bytes <= budget)
        #expect(bytes > budget / 2)
    }

    @Test func aWriteDropsTheOldRevisionsAnswers() throws {
        let server = try TestServer.bounded(.inProcess, cacheBytes: Self.budget)
        defer { server.tearDown() }
        try project(on: server)
        for format in ["json", "dot", "mermaid"] {
            #expect(try server.request("GET", "/v1/projects/p/graph?format=\(format)").status == 200)
        }
        #expect(try #require(try server.metric("navgraph_response_cache_entries")) >= 3)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Other", headers: ["Content-Type": "application/json"],
            body: TestServer.denseModel(k: 2))
        #expect(put.status == 201)
        #expect(try server.metric("navgraph_response_cache_entries") == 0)
        #expect(try server.metric("navgraph_response_cache_bytes") == 0)
    }
}
