import Foundation
import TestSupport
import Testing

/// PostgreSQL stopped under two serving replicas: reads keep answering from memory, writes answer 503 with
/// Retry-After, /readyz says why; started again, writes work, the replicas catch up and are ready again.
@Suite(
    .enabled(if: NavGraphBinary.isBuilt, "no navgraph binary beside the tests"),
    .enabled(if: PrivateCluster.isInstallable, Comment(rawValue: PrivateCluster.absent)))
struct ReplicaOutageTests {
    /// Reads answered from memory: the project, its storyboards, one storyboard, a scene, lookups, the graph.
    static let reads = [
        "/v1/projects", "/v1/projects/app", "/v1/projects/app/storyboards", "/v1/projects/app/storyboards/Main",
        "/v1/projects/app/storyboards/Main/scenes/Pro-VC-001", "/v1/projects/app/lookup?class=ProfileViewController",
        "/v1/projects/app/graph?format=json", "/v1/projects/app/diagnostics", "/v1/projects/app/codegen/scenes",
    ]

    @Test func aStoppedDatabaseKeepsReadsAndFailsWritesWith503ThenRecovers() throws {
        let cluster = try PrivateCluster()
        defer { cluster.remove() }
        let a = try ReplicaServer(database: cluster.url)
        let b = try ReplicaServer(database: cluster.url)
        defer {
            a.stop()
            b.stop()
        }
        let xml = try Data(contentsOf: NavGraphBinary.repositoryRoot.appendingPathComponent("examples/Main.storyboard"))
        #expect(try a.createProject("app") == 201)
        let put = try a.request(
            "PUT", "/v1/projects/app/storyboards/Main", headers: ["Content-Type": "application/xml"], body: xml)
        #expect(put.status == 201)
        let revision = try #require(try a.projectRevision("app"))
        #expect(try eventually(within: 10) { try b.projectRevision("app") == revision })
        var before: [String: Data] = [:]
        for path in Self.reads {
            let response = try b.request("GET", path)
            #expect(response.status == 200, "\(path)")
            before[path] = response.body
        }

        try cluster.stop()

        for replica in [a, b] {
            // The feed hears the server go: /readyz says so at once, without waiting on the database.
            var reason = ""
            #expect(
                try eventually(within: 20) {
                    let ready = try replica.request("GET", "/readyz")
                    reason = ready.json["reason"] as? String ?? ""
                    return ready.status == 503
                })
            #expect(!reason.isEmpty)
            // What the compose file's healthcheck runs fails too, so the orchestrator sees it.
            let probe = try NavGraphBinary.run(["healthcheck", "--port", "\(replica.port)", "--path", "/readyz"])
            #expect(probe.status == 1)
            for path in Self.reads {
                let response = try replica.request("GET", path)
                #expect(response.status == 200, "\(path) while the database is down")
                if replica === b { #expect(response.body == before[path], "\(path)") }
            }
            let metrics = try replica.request("GET", "/metrics")
            #expect(metrics.status == 200)
            let write = try replica.putModel(project: "app", storyboard: "Down", title: "down")
            #expect(write.status == 503)
            #expect(write.header("Retry-After") != nil)
            #expect(write.header("Content-Type") == "application/problem+json")
            #expect((write.json["detail"] as? String ?? "").contains("database"))
        }

        try cluster.start()

        // Writes work again (the store connects anew), and the other replica catches up with them.
        var status = 0
        #expect(
            try eventually(within: 30) {
                status = try a.putModel(project: "app", storyboard: "Up", title: "up").status
                return status == 201
            }, "last status \(status)")
        let after = try #require(try a.projectRevision("app"))
        #expect(after == revision + 1)
        #expect(try eventually(within: 30) { try b.projectRevision("app") == after })
        #expect(try b.request("GET", "/v1/projects/app/storyboards/Up").status == 200)
        for replica in [a, b] {
            #expect(try eventually(within: 30) { try replica.request("GET", "/readyz").status == 200 })
            let probe = try NavGraphBinary.run(["healthcheck", "--port", "\(replica.port)", "--path", "/readyz"])
            #expect(probe.status == 0)
        }
        // The write the outage refused was never applied.
        #expect(try b.request("GET", "/v1/projects/app/storyboards/Down").status == 404)
    }
}
