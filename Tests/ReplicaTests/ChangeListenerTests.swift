import Foundation
import PostgresClient
import PostgresStorage
import Synchronization
import TestSupport
import Testing

/// The change feed of a replica: what PostgreSQL announces reaches the callbacks, a lost connection is
/// found again and followed by a catch-up, and `problem` says when changes may be missed.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct ChangeListenerTests {
    /// What the callbacks saw, and a semaphore per kind of call.
    final class Recorder: Sendable {
        let changes = Mutex<[String]>([])
        let resyncs = Mutex(0)
        let changed = DispatchSemaphore(value: 0)
        let resynced = DispatchSemaphore(value: 0)

        func start(_ listener: PostgresChangeListener) {
            listener.start(
                changed: { [self] project, revision in
                    changes.withLock { $0.append("\(project) \(revision)") }
                    changed.signal()
                },
                resynchronize: { [self] in
                    resyncs.withLock { $0 += 1 }
                    resynced.signal()
                })
        }
    }

    @Test func aCommittedNotificationReachesTheCallbackAndARolledBackOneDoesNot() throws {
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        let listener = PostgresChangeListener(url: url)
        defer { listener.close() }
        let recorder = Recorder()
        recorder.start(listener)
        // The first catch-up comes once LISTEN is in place: from then on no commit is missed.
        #expect(recorder.resynced.wait(timeout: .now() + 20) == .success)
        // `problem` clears just after the catch-up callback returns.
        #expect(eventually(within: 20) { listener.problem == nil })

        let writer = try PostgresConnection(url: url)
        defer { writer.close() }
        try writer.execute("BEGIN")
        try writer.notify(channel: PostgresChangeListener.channel, payload: "ghost 9")
        try writer.execute("ROLLBACK")
        try writer.notify(channel: PostgresChangeListener.channel, payload: "demo 3")
        try writer.notify(channel: PostgresChangeListener.channel, payload: "not a change")
        #expect(recorder.changed.wait(timeout: .now() + 20) == .success)
        #expect(recorder.changes.withLock { $0 } == ["demo 3"])
    }

    @Test func aDeletionAndARecreationArrivingTogetherAreBothDelivered() throws {
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        let listener = PostgresChangeListener(url: url)
        defer { listener.close() }
        let recorder = Recorder()
        recorder.start(listener)
        #expect(recorder.resynced.wait(timeout: .now() + 20) == .success)
        let writer = try PostgresConnection(url: url)
        defer { writer.close() }
        // One transaction: the three arrive in one batch.
        try writer.execute("BEGIN")
        for payload in ["demo 5", "demo 6", "demo 0", "demo 1"] {
            try writer.notify(channel: PostgresChangeListener.channel, payload: payload)
        }
        try writer.execute("COMMIT")
        for _ in 0..<3 { #expect(recorder.changed.wait(timeout: .now() + 20) == .success) }
        #expect(recorder.changes.withLock { $0 } == ["demo 6", "demo 0", "demo 1"])
    }

    @Test func aTerminatedConnectionIsReconnectedAndCaughtUp() throws {
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        let listener = PostgresChangeListener(url: url, backoff: 0.05...0.5)
        defer { listener.close() }
        let recorder = Recorder()
        recorder.start(listener)
        #expect(recorder.resynced.wait(timeout: .now() + 20) == .success)

        // The server ends the listener's session, as a restart or a failover would.
        let admin = try PostgresConnection(url: url)
        defer { admin.close() }
        let ended = try admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
                + "AND pid <> pg_backend_pid() AND backend_type = 'client backend'")
        #expect(ended.count == 1)
        // It listens again and catches up (a second resynchronize), then hears new commits.
        #expect(recorder.resynced.wait(timeout: .now() + 20) == .success)
        #expect(recorder.resyncs.withLock { $0 } == 2)
        #expect(eventually(within: 20) { listener.problem == nil })
        try admin.notify(channel: PostgresChangeListener.channel, payload: "after 2")
        #expect(recorder.changed.wait(timeout: .now() + 20) == .success)
        #expect(recorder.changes.withLock { $0 } == ["after 2"])
    }

    @Test func anUnreachableServerIsReportedAndCloseStopsTheRetries() throws {
        // Port 1 on loopback: nothing listens there, so every attempt is refused at once.
        let listener = PostgresChangeListener(url: "postgres://nobody@127.0.0.1:1/none", backoff: 0.01...0.05)
        let recorder = Recorder()
        recorder.start(listener)
        #expect(eventually(within: 20) { listener.problem?.contains("reconnecting") == true })
        listener.close()
        #expect(recorder.resyncs.withLock { $0 } == 0)
    }

}
