import Foundation
import HTTPServer
import NavGraphAPI
import PostgresStorage
import SQLiteStorage
import Storage
import TestSupport
import Testing

/// Issue 20, item 6: `/readyz` needs no token, so it must never show the database URL's password, however
/// the URL spells it; without a valid token it says only ready or not and a general reason, and the masked
/// details go to callers presenting a token. Driven by a real change listener whose libpq connection to a
/// closed port fails, so the text is what libpq and the listener really produce.
@Suite struct ReadinessSecretTests {
    static let secret = "SECRET-b41c"
    /// libpq reads `pass%77ord` as `password` (see PostgresSecretMaskingTests).
    static let url = "postgresql://navgraph@127.0.0.1:1/none?pass%77ord=\(secret)&connect_timeout=1"

    @Test
    func readyzNeverShowsTheDatabasePasswordAndOnlyTokenHoldersSeeDetails() throws {
        let feed = PostgresChangeListener(url: Self.url, backoff: 0.05...0.2)
        defer { feed.close() }
        let server = try TestServer(token: "tok", readToken: "reader", externalChangeInterval: nil, changeFeed: feed)
        defer { server.tearDown() }

        // The listener has tried libpq and failed: its problem now carries libpq's message.
        #expect(eventually(within: 20) { feed.problem?.contains("could not connect") == true })
        #expect(!feed.location.contains(Self.secret))

        let anonymous = try server.request("GET", "/readyz")
        #expect(anonymous.status == 503)
        #expect(!anonymous.text.contains(Self.secret))
        #expect(anonymous.object["status"] as? String == "not ready")
        #expect(anonymous.object["reason"] as? String == "not following other replicas' changes")
        #expect(!anonymous.text.contains("127.0.0.1"))

        let wrong = try server.request("GET", "/readyz", headers: ["Authorization": "Bearer tox"])
        #expect(wrong.status == 503)
        #expect(wrong.object["reason"] as? String == "not following other replicas' changes")

        for token in ["tok", "reader"] {
            let trusted = try server.request(
                "GET", "/readyz", headers: ["Authorization": "Bearer \(token)"])
            #expect(trusted.status == 503)
            #expect(!trusted.text.contains(Self.secret))
            let reason = try #require(trusted.object["reason"] as? String)
            #expect(reason.contains("navgraph@127.0.0.1:1/none?pass%77ord=***"), "\(reason)")
        }
    }
}
