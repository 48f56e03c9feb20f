import Foundation
import PostgresClient
import Testing

/// A lost connection is reported as such, comes back with `reset()`, and no error text shows a password.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresConnectionFailureTests {
    @Test func aTerminatedBackendIsAConnectionFailureAndResetBringsItBack() throws {
        let victim = try ScratchPostgres.connect()
        let admin = try ScratchPostgres.connect()
        try victim.prepare(name: "double_it", sql: "SELECT $1::int8 * 2")
        let pid = victim.backendProcessID
        #expect(try admin.execute("SELECT pg_terminate_backend($1::int4)", [.integer(Int64(pid))]).string(0, 0) == "t")

        let error = try #require(throws: PostgresError.self) { try victim.execute("SELECT 1") }
        #expect(error.isConnectionFailure)
        #expect(!victim.isConnected)

        try victim.reset()
        #expect(victim.isConnected)
        #expect(victim.backendProcessID != pid)
        #expect(try victim.execute("SELECT 1").int(0, 0) == 1)
        // The new session has the statement prepared again.
        #expect(try victim.executePrepared(name: "double_it", parameters: [.integer(21)]).int(0, 0) == 42)
    }

    @Test func aListenerWhoseBackendIsTerminatedThrowsAndListensAgainAfterReset() throws {
        let channel = ScratchPostgres.uniqueName("ch")
        let listener = try ScratchPostgres.connect()
        let admin = try ScratchPostgres.connect()
        try listener.listen(channel: channel)
        try admin.execute("SELECT pg_terminate_backend($1::int4)", [.integer(Int64(listener.backendProcessID))])

        let error = try #require(throws: PostgresError.self) { try listener.waitForNotifications(timeout: 30) }
        #expect(error.isConnectionFailure)

        try listener.reset()
        try admin.notify(channel: channel, payload: "after reset")
        #expect(try listener.waitForNotifications(timeout: 30).map(\.payload) == ["after reset"])
    }

    @Test func aClosedConnectionThrowsAConnectionFailure() throws {
        let connection = try ScratchPostgres.connect()
        connection.close()
        connection.close()
        #expect(!connection.isConnected)
        let error = try #require(throws: PostgresError.self) { try connection.execute("SELECT 1") }
        #expect(error.isConnectionFailure)
        try connection.reset()
        #expect(try connection.execute("SELECT 1").int(0, 0) == 1)
    }

    @Test func aWrongPasswordFailsWithoutTheErrorShowingIt() throws {
        let text = try #require(ScratchPostgres.server)
        let base = try #require(URLComponents(string: text))
        let role = ScratchPostgres.uniqueName("role")
        let password = "Pw-" + UUID().uuidString
        let admin = try ScratchPostgres.connect()
        // The server quotes the role and password (format %I / %L); the values travel as parameters.
        let create = try admin.execute(
            "SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', $1::text, $2::text)", [.text(role), .text(password)])
        try admin.execute(try #require(create.string(0, 0)))
        defer {
            do {
                let drop = try admin.execute("SELECT format('DROP ROLE %I', $1::text)", [.text(role)])
                try admin.execute(drop.string(0, 0) ?? "")
            } catch {
                Issue.record("could not drop role \(role): \(error)")
            }
        }

        func url(password: String) -> String {
            var components = base
            components.user = role
            components.password = password
            return components.string ?? ""
        }
        // The right password connects (so the failure below is about the password, nothing else).
        let good = try PostgresConnection(url: url(password: password))
        #expect(try good.execute("SELECT current_user").string(0, 0) == role)
        good.close()

        let wrong = password + "-wrong"
        let error = try #require(throws: PostgresError.self) { try PostgresConnection(url: url(password: wrong)) }
        #expect(error.isConnectionFailure)
        #expect(error.description.contains("password authentication failed"))
        #expect(error.description.contains(role))
        #expect(!error.description.contains(wrong))
        #expect(!error.description.contains(password))
        #expect(!"\(error)".contains(password))
        #expect(!String(reflecting: error).contains(password))
    }

    @Test func anUnreachableServerIsAConnectionFailureWithoutThePassword() throws {
        let secret = "Unreachable-" + UUID().uuidString
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        let error = try #require(throws: PostgresError.self) {
            try PostgresConnection(url: "postgresql://someone:\(secret)@127.0.0.1:1/navgraph?connect_timeout=5")
        }
        #expect(error.isConnectionFailure)
        #expect(error.description.contains("postgresql://someone:***@127.0.0.1:1/navgraph"))
        #expect(!error.description.contains(secret))
    }
}
