import Foundation
import TestSupport
import Testing

/// Issue 20, item 6, end to end: the real `navgraph serve` on PostgreSQL with the password spelled the way
/// libpq decodes but a plain comparison misses (`pass%77ord=`). While the database is up, and after it
/// stops (the change feed's reconnect messages, the readiness log, `/readyz`), nothing it writes shows it.
@Suite(
    .enabled(if: NavGraphBinary.isBuilt, "no navgraph binary beside the tests"),
    .enabled(if: PrivateCluster.isInstallable, Comment(rawValue: PrivateCluster.absent)))
struct ReplicaSecretTests {
    static let secret = "SECRET-5d21"

    @Test func theLogAndReadyzNeverShowAPercentEncodedPassword() throws {
        let cluster = try PrivateCluster()
        defer { cluster.remove() }
        // The cluster trusts its superuser, so the password is sent but not needed: the URL works as given.
        let url = cluster.url + (cluster.url.contains("?") ? "&" : "?") + "pass%77ord=\(Self.secret)"
        let server = try ReplicaServer(database: url)
        defer { server.stop() }
        // Ready once its change feed listens.
        #expect(try eventually(within: 20) { try server.request("GET", "/readyz").status == 200 })
        #expect(server.output.contains("pass%77ord=***"), "\(server.output)")

        try cluster.stop()
        var body = ""
        #expect(
            try eventually(within: 20) {
                let ready = try server.request("GET", "/readyz")
                body = ready.text
                return ready.status == 503
            })
        // Without tokens every caller may read the details: masked, they name the database.
        #expect(body.contains("pass%77ord=***"), "\(body)")
        #expect(!body.contains(Self.secret))
        #expect(eventually(within: 20) { server.output.contains("navgraph: not ready: ") }, "\(server.output)")
        #expect(!server.output.contains(Self.secret), "\(server.output)")
    }
}
