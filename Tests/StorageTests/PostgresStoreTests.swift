import Dispatch
import Foundation
import PostgresClient
import PostgresStorage
import StoryboardModel
import Synchronization
import Testing

@testable import SQLiteStorage
@testable import Storage

/// What only the PostgreSQL store has: replicas migrating together, change notifications, reconnecting,
/// and writers in several stores (as in several processes) on one database. The behaviour both stores
/// share is checked by the conformance suites (`StoreBackend`).
@Suite(.enabled(if: StoreBackend.postgresURL != nil, StoreBackend.postgresAbsent))
struct PostgresStoreTests {
    /// Shown as skipped, with its reason, whenever the PostgreSQL cases of the conformance suites are.
    @Test func postgresConformanceCasesRun() throws {
        #expect(try StoreBackend.requirePostgres().hasPrefix("postgres"))
    }

    @Test func storesStartingTogetherOnAnEmptyDatabaseMigrateOnce() throws {
        let database = try TestStore(.postgres)
        let failures = Mutex<[String]>([])
        let opened = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            do {
                let store = try database.openStore()
                if store.isReady() { opened.add(1, ordering: .relaxed) }
                store.close()
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(opened.load(ordering: .relaxed) == 6)
        let connection = try database.postgresConnection()
        let rows = try connection.execute("SELECT version, count(*) FROM schema_migrations GROUP BY version ORDER BY 1")
        let counts = try (0..<rows.count).map { (try rows.int($0, 0), try rows.int($0, 1)) }
        let expected = try Migrator(directory: database.migrationsDirectory).migrations.map(\.version)
        #expect(counts.map { $0.0.map(Int.init) } == expected.map { Optional($0) })
        #expect(counts.allSatisfy { $0.1 == 1 })
    }

    /// A storyboard's source is stored compressed with LZ4 (`Migrations/postgres/0009_cheaper_writes.sql`),
    /// the cheaper of PostgreSQL's two methods; the bytes read back are the ones written. One of a few
    /// kilobytes (examples/Main.storyboard is 6 KB) is compressed too, and stays in its row
    /// (`0010_content_rows.sql`): nothing goes to the TOAST table.
    @Test(arguments: [400, 240]) func sourcesAreCompressedWithLZ4(scenes: Int) throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        // Over PostgreSQL's 2 KB threshold, and compressible, as a storyboard's XML is.
        let source = Data(
            ("<document>" + String(repeating: "<scene id=\"abc-12-xyz\"/>", count: scenes) + "</document>").utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        let connection = try database.postgresConnection()
        let rows = try connection.execute(
            "SELECT pg_column_compression(bytes), length(bytes) FROM revision_contents WHERE kind = 'xml'")
        #expect(rows.count == 1)
        #expect(rows.string(0, 0) == "lz4")
        #expect(try rows.int(0, 1).map(Int.init) == source.count)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == source)
        let stored = try connection.execute(
            "SELECT pg_column_size(bytes) FROM revision_contents WHERE kind = 'xml'")
        #expect(try stored.int(0, 0).map(Int.init) ?? .max < source.count / 2)
        let toast = try connection.execute(
            "SELECT reltoastrelid::regclass::text FROM pg_class WHERE oid = 'revision_contents'::regclass")
        let toastTable = try #require(toast.string(0, 0))
        #expect(try connection.execute("SELECT count(*) FROM \(toastTable)").int(0, 0) == 0)
    }

    /// No index of the schema is the leading part of another (`Migrations/postgres/0010_content_rows.sql` drops
    /// the one there was): the other serves every lookup it did, and each write to the table paid for both.
    @Test func noIndexRepeatsTheLeadingColumnsOfAnother() throws {
        let database = try TestStore(.postgres)
        _ = try database.openStore()
        let connection = try database.postgresConnection()
        defer { connection.close() }
        let redundant = try connection.execute(
            """
            SELECT a.indexrelid::regclass::text || ' (covered by ' || b.indexrelid::regclass::text || ')'
            FROM pg_index AS a JOIN pg_index AS b ON a.indrelid = b.indrelid AND a.indexrelid <> b.indexrelid
            WHERE NOT a.indisunique AND a.indnkeyatts <= b.indnkeyatts
                AND (b.indkey::int2[])[0:a.indnkeyatts - 1] = (a.indkey::int2[])[0:a.indnkeyatts - 1]
                AND a.indpred IS NULL AND b.indpred IS NULL AND a.indexprs IS NULL AND b.indexprs IS NULL
                AND a.indrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
            """)
        #expect((0..<redundant.count).map { redundant.string($0, 0) ?? "" } == [])
        let indexes = try connection.execute(
            "SELECT count(*) FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'storyboards'")
        #expect(try indexes.int(0, 0) == 3, "the key, (project_id, name) and source_hash")
    }

    @Test func everyCommittedWriteIsAnnouncedAndNothingElse() throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        let listener = try database.postgresConnection()
        try listener.listen(channel: StoreChange.channel)
        // Other tests write to the same cluster: this test's project has a name of its own.
        let project = "notify-" + UUID().uuidString.prefix(8).lowercased()
        _ = try store.write { try $0.createProject(Project(name: project)) }
        _ = try store.putStoryboard(project: project, storyboard: Fixtures.main(), source: Data("v1".utf8))
        _ = try store.putStoryboard(project: project, storyboard: Fixtures.main(), source: Data("v1".utf8))
        var broken = Fixtures.main()
        broken.scenes.append(Fixtures.richScene("S0"))
        #expect(throws: StoreError.self) { try store.putStoryboard(project: project, storyboard: broken) }
        #expect(throws: StoreError.withdrawn("gone")) {
            try store.putStoryboard(project: project, storyboard: Fixtures.main(scenes: 2), source: nil, ifMatch: nil) {
                "gone"
            }
        }
        try store.deleteProject(project)
        var heard: [StoreChange] = []
        let deadline = Date().addingTimeInterval(20)
        while heard.count < 3, Date() < deadline {
            for notification in try listener.waitForNotifications(timeout: 1) {
                guard let change = StoreChange(payload: notification.payload), change.project == project else {
                    continue
                }
                heard.append(change)
            }
        }
        // Created (1), stored (2); the identical put, the invalid one and the withdrawn one said nothing.
        #expect(
            heard == [
                StoreChange(project: project, revision: 1), StoreChange(project: project, revision: 2),
                StoreChange(project: project, revision: 0),
            ])
        #expect(try listener.waitForNotifications(timeout: 0.3).filter { $0.payload.hasPrefix(project + " ") } == [])
    }

    @Test func theChangePayloadReadsBackAndRefusesOtherText() {
        #expect(StoreChange(payload: "my.app-1 42") == StoreChange(project: "my.app-1", revision: 42))
        #expect(StoreChange(project: "x", revision: 0).payload == "x 0")
        #expect(StoreChange(payload: "x 0")?.isDeletion == true)
        for bad in ["", "x", "x -1", " 3", "x 3.5", "x three"] {
            #expect(StoreChange(payload: bad) == nil, "\(bad)")
        }
    }

    @Test func connectionsTheServerDroppedAreMadeAgainByTheNextCall() throws {
        let database = try TestStore(.postgres)
        let application = "navgraph_test_" + UUID().uuidString.prefix(8).lowercased()
        let url = (database.postgresURL ?? "") + "&application_name=" + application
        let store = try PostgresStore(url: url, migrator: Migrator(directory: database.migrationsDirectory))
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.readOne { try $0.listProjects() }
        let admin = try database.postgresConnection()
        let killed = try admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [.text(application)])
        #expect(killed.count >= 2, "the writer and a reader were connected")
        // Both the reader pool and the writer find their connection gone and connect again.
        #expect(try store.readOne { try $0.listProjects() }.map(\.name) == ["app"])
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
        store.close()
    }

    /// A read of one round trip on a pooled connection the server dropped, whose statement that connection
    /// has not prepared yet (preparing is the first thing it sends), is run again on a new connection, as any
    /// read whose first round trip finds the connection gone.
    @Test func aDroppedReaderIsMadeAgainForAStatementNewToIt() throws {
        let database = try TestStore(.postgres)
        let application = "navgraph_test_" + UUID().uuidString.prefix(8).lowercased()
        let url = (database.postgresURL ?? "") + "&application_name=" + application
        let store = try PostgresStore(
            url: url, migrator: Migrator(directory: database.migrationsDirectory), readerPoolSize: 1)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        // The pooled reader has prepared the project list, not the project.
        #expect(try store.readOne { try $0.listProjects() }.map(\.name) == ["app"])
        let admin = try database.postgresConnection()
        let killed = try admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [.text(application)])
        #expect(killed.count >= 2, "the writer and a reader were connected")
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        store.close()
    }

    @Test func anUnreachableServerIsUnavailableNotACrash() throws {
        // A port nothing listens on (1 is reserved, and this test runs unprivileged or without a server there).
        #expect {
            try PostgresStore(
                url: "postgres://nobody:secret-word@127.0.0.1:1/none?connect_timeout=2", migrator: Migrator.embedded())
        } throws: { error in
            guard case .unavailable(let why) = error as? StoreError else { return false }
            return !why.contains("secret-word")
        }
    }

    /// Two stores (two replicas) change one project with `If-Match` from many threads: every write that
    /// succeeded moved the revision by one, none was lost, and a stale condition always failed.
    @Test func conditionalWritersInTwoStoresNeverLoseAWrite() throws {
        let database = try TestStore(.postgres)
        let first = try database.openStore()
        let second = try database.openStore()
        _ = try first.write { try $0.createProject(Project(name: "app")) }
        let succeeded = Atomic<Int>(0)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            let store = worker % 2 == 0 ? first : second
            for step in 0..<10 {
                do {
                    let revision = try store.readOne { try $0.project("app") }.revision
                    let updated = try store.write {
                        try $0.updateProject(
                            "app", module: .some("W\(worker)-\(step)"), platform: nil,
                            ifMatch: .revision(in: [revision]))
                    }
                    // Met at `revision`, so nothing came between: the write made exactly the next one.
                    if updated.revision != revision + 1 {
                        failures.withLock { $0.append("If-Match \(revision) wrote revision \(updated.revision)") }
                    }
                    succeeded.add(1, ordering: .relaxed)
                } catch StoreError.preconditionFailed {
                    continue
                } catch {
                    failures.withLock { $0.append("worker \(worker): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let wins = succeeded.load(ordering: .relaxed)
        #expect(wins >= 1)
        #expect(try second.readOne { try $0.project("app") }.revision == 1 + wins)
        #expect(try first.read { try $0.revisions(project: "app") }.count == 1 + wins)
    }

    /// Storyboard PUTs with `If-Match` from two stores: a PUT reads the storyboard's revision in the round trip
    /// that locks the project, after the lock is granted, so one that waited sees the write it waited for and
    /// fails its stale condition; no two PUTs succeed from one revision.
    @Test func conditionalStoryboardPutsInTwoStoresNeverLoseAWrite() throws {
        let database = try TestStore(.postgres)
        let first = try database.openStore()
        let second = try database.openStore()
        _ = try first.write { try $0.createProject(Project(name: "app")) }
        _ = try first.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("start".utf8))
        let metAt = Mutex<[Int]>([])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            let store = worker % 2 == 0 ? first : second
            for step in 0..<10 {
                do {
                    let revision = try store.read { try $0.storyboard(project: "app", name: "Main") }.revision
                    let put = try store.putStoryboard(
                        project: "app", storyboard: Fixtures.main(), source: Data("w\(worker) s\(step)".utf8),
                        ifMatch: .revision(in: [revision]))
                    if put.storyboard.revision != revision + 1 {
                        failures.withLock { $0.append("If-Match \(revision) wrote \(put.storyboard.revision)") }
                    }
                    metAt.withLock { $0.append(revision) }
                } catch StoreError.preconditionFailed {
                    continue
                } catch {
                    failures.withLock { $0.append("worker \(worker): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let met = metAt.withLock { $0 }
        #expect(!met.isEmpty)
        #expect(Set(met).count == met.count, "two PUTs succeeded from one revision: one write was lost")
        #expect(try second.read { try $0.storyboard(project: "app", name: "Main") }.revision == 1 + met.count)
    }

    /// A project row held elsewhere longer than the writer wait limit makes the write `busy` (503 with
    /// Retry-After), changing nothing; once it is free the same write goes through.
    @Test func aRowHeldElsewherePastTheWaitLimitIsBusy() throws {
        let database = try TestStore(.postgres)
        let store = try PostgresStore(
            url: database.postgresURL ?? "", migrator: Migrator(directory: database.migrationsDirectory),
            writerWaitLimit: 0.3)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let other = try database.postgresConnection()
        // Should the store wait for ever, the server ends this session (and its lock) after 20 s: the test
        // then fails instead of hanging.
        try other.execute("SET idle_in_transaction_session_timeout = '20s'")
        try other.execute("BEGIN")
        try other.execute("SELECT id FROM projects WHERE name = 'app' FOR UPDATE")
        #expect(throws: StoreError.busy(waited: 0.3)) {
            try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        }
        try other.execute("COMMIT")
        #expect(try store.read { try $0.listStoryboards(project: "app") }.isEmpty)
        #expect(try store.putStoryboard(project: "app", storyboard: Fixtures.main()).created)
        store.close()
    }

    /// A write waits for the project row another process holds (as a replica's write in progress does)
    /// instead of failing, and commits after it.
    @Test func aWriteWaitsForTheProjectRowLockedElsewhere() throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let other = try database.postgresConnection()
        try other.execute("BEGIN")
        try other.execute("SELECT id FROM projects WHERE name = 'app' FOR UPDATE")
        let watcher = try database.postgresConnection()
        let released = ReleasedFlag()
        let thread = Thread {
            // Lets go only once the write is seen waiting on the row lock (a lock request not granted), so
            // the write cannot have slipped in before the lock was taken or after it was released.
            if !Self.eventuallyWaitsOnALock(watcher) { Issue.record("the write never waited on the locked row") }
            released.value.store(true, ordering: .sequentiallyConsistent)
            do { try other.execute("COMMIT") } catch { Issue.record("commit failed: \(error)") }
        }
        thread.start()
        let put = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(put.created)
        // The write could only have committed after the other connection let go of the row.
        let wasReleased = released.value.load(ordering: .sequentiallyConsistent)
        #expect(wasReleased)
    }
    /// A read of one round trip (the project, a catch-up's headers: `readOne`) leaves no transaction open on
    /// its pooled connection, which would hold its snapshot and its table locks until the connection's next
    /// use: the tables it read can be had alone at once.
    @Test func aReadOfOneRoundTripLeavesNoTransactionOpen() throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("a".utf8))
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
        #expect(try store.readOne { try $0.storyboardChanges("app", known: ["Main": 1]) }.changed.isEmpty)
        let other = try database.postgresConnection()
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE projects, storyboards IN ACCESS EXCLUSIVE MODE NOWAIT")
        try other.execute("ROLLBACK")
        store.close()
    }

    /// The writer compresses the large values it writes (a storyboard's source, stored once in the history's
    /// content row) with LZ4 where the server has it, else with PostgreSQL's default (pglz); it reads back byte
    /// for byte.
    @Test func largeSourcesAreCompressedWithLZ4WhereTheServerHasIt() throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        // 19 KB of repetitive XML: far above the 2 KB at which a row's values are compressed.
        let source = Data(String(repeating: "<scene sceneID=\"abc-de-fgh\"/>\n", count: 600).utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        let connection = try database.postgresConnection()
        let hasLZ4 = try connection.execute(
            "SELECT count(*) FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)")
        let expected = try hasLZ4.int(0, 0) == 1 ? "lz4" : "pglz"
        let rows = try connection.execute(
            """
            SELECT pg_column_compression(c.bytes), s.source IS NULL
            FROM storyboards AS s JOIN revision_contents AS c ON c.hash = s.source_hash
            """)
        #expect(rows.count == 1)
        #expect(rows.string(0, 0) == expected)
        #expect(rows.string(0, 1) == "t")
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == source)
        store.close()
    }

    /// A PUT reads the storyboard's rows with the project's lock, in one round trip, but only once the lock is
    /// granted: a PUT that waited for another process's write compares its rows with what that write left, so
    /// a scene the other write changed is written back to the PUT's contents (rows read before the lock would
    /// look unchanged and be left as the other write made them).
    @Test func aPutThatWaitedForTheLockComparesWithTheRowsTheHolderLeft() throws {
        let database = try TestStore(.postgres)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("first".utf8))
        let other = try database.postgresConnection()
        try other.execute("SET idle_in_transaction_session_timeout = '20s'")
        try other.execute("BEGIN")
        try other.execute("SELECT id FROM projects WHERE name = 'app' FOR UPDATE")
        let changed = try other.execute(
            """
            UPDATE scenes SET title = 'changed elsewhere' WHERE ib_id = 'S1' AND storyboard_id =
                (SELECT s.id FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id
                 WHERE p.name = 'app' AND s.name = 'Main')
            """)
        #expect(changed.affectedRows == 1)
        let watcher = try database.postgresConnection()
        let thread = Thread {
            if !Self.eventuallyWaitsOnALock(watcher) { Issue.record("the PUT never waited on the locked row") }
            do { try other.execute("COMMIT") } catch { Issue.record("commit failed: \(error)") }
        }
        thread.start()
        let put = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("second".utf8))
        #expect(!put.unchanged)
        let stored = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(stored.scenes.map(\.title) == Fixtures.main().scenes.map(\.title))
        store.close()
    }
}

extension PostgresStoreTests {
    /// Whether a session of the test database is seen waiting for a lock (a request not granted) before
    /// `eventually` gives up, as seen on `watcher`.
    static func eventuallyWaitsOnALock(_ watcher: PostgresConnection) -> Bool {
        eventually {
            let sql =
                "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE NOT l.granted"
                + " AND a.datname = current_database()"
            guard let rows = try? watcher.execute(sql) else { return false }
            return ((try? rows.int(0, 0)) ?? 0) > 0
        }
    }
}

/// A flag another thread sets.
private final class ReleasedFlag: Sendable {
    let value = Atomic<Bool>(false)
}
