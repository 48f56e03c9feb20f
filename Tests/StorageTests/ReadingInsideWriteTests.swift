import Dispatch
import Foundation
import PostgresClient
import PostgresStorage
import StoryboardModel
import Testing

@testable import Storage

/// A storyboard PUT whose body is still to be parsed (`putStoryboard(project:named:...reading:)`): on
/// PostgreSQL the write's first reads go to the server before the body is read, so the database answers them
/// while the server parses; on SQLite, whose writes make no round trips, the body is read before the write
/// begins. Either way the body is read once and what is stored is what a PUT of the parsed storyboard stores.
@Suite struct ReadingInsideWriteTests {
    private static let source = Data("<document>Main, version 2</document>".utf8)

    private static func put(
        _ store: any NavigationStore, project: String = "app", reading: () -> (storyboard: Storyboard, source: Data?)?
    ) throws(StoreError) -> StoryboardPut {
        try store.putStoryboard(
            project: project, named: "Main", ifMatch: nil, lastSeen: nil, reading: reading, withdrawal: { nil })
    }

    @Test(arguments: StoreBackend.allCases) func storesWhatAPutOfTheReadStoryboardStores(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        for name in ["read", "given"] { _ = try store.write({ try $0.createProject(Project(name: name)) }) }
        let storyboard = Fixtures.main(scenes: 3)
        var reads = 0
        let read = try Self.put(store, project: "read") {
            reads += 1
            return (storyboard, Self.source)
        }
        let given = try store.putStoryboard(project: "given", storyboard: storyboard, source: Self.source)
        #expect(reads == 1)
        #expect(read.created && given.created)
        #expect(read.storyboard == given.storyboard)
        #expect(read.project.revision == given.project.revision)
        #expect(
            try store.read { try $0.storyboard(project: "read", name: "Main") }
                == store.read { try $0.storyboard(project: "given", name: "Main") })
        #expect(try store.read { try $0.storyboardSource(project: "read", name: "Main") } == Self.source)
        // The same body again writes nothing.
        let again = try Self.put(store, project: "read") { (storyboard, Self.source) }
        #expect(again.unchanged)
        #expect(try store.readOne { try $0.project("read") }.revision == read.project.revision)
    }

    /// The rows that differ from the caller's last seen copy are worked out while the body is read, before the
    /// store knows whether that copy is still what is stored. When another process wrote meanwhile, they are not
    /// what the write applies: what is stored afterwards is the PUT's storyboard, not the other write's rows
    /// with the PUT's differences from the old copy on top.
    @Test(arguments: StoreBackend.allCases) func aStaleLastSeenCopyIsNotWhatTheWriteApplies(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let other = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let first = try Self.put(store) { (Fixtures.main(scenes: 3), nil) }.storyboard
        var meanwhile = Fixtures.main(scenes: 3)
        meanwhile.scenes[0].title = "Changed by another process"
        _ = try other.putStoryboard(project: "app", storyboard: meanwhile)
        var mine = Fixtures.main(scenes: 3)
        mine.scenes[1].title = "Changed by this one"
        let put = try store.putStoryboard(
            project: "app", named: "Main", ifMatch: nil, lastSeen: first, reading: { (mine, nil) },
            withdrawal: { nil })
        #expect(put.storyboard.revision == 3)
        var expected = mine
        expected.revision = 3
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == expected)
    }

    /// `reading` answering nil (the body was bad) ends the write with nothing changed, and the store's writer
    /// takes the next write as before (on PostgreSQL its transaction, opened before the body was read, was
    /// rolled back).
    @Test(arguments: StoreBackend.allCases) func anUnreadableBodyChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var reads = 0
        #expect(throws: StoreError.withdrawn("storyboard 'Main' could not be read; nothing was changed")) {
            try Self.put(store) {
                reads += 1
                return nil
            }
        }
        #expect(reads == 1)
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.isEmpty)
        #expect(try database.count("revision_contents") == 0)
        let next = try Self.put(store) { (Fixtures.main(), Self.source) }
        #expect(next.project.revision == 2)
    }

    /// A storyboard read for another name than the write's is refused, nothing written.
    @Test(arguments: StoreBackend.allCases) func aStoryboardOfAnotherNameIsRefused(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var other = Fixtures.main()
        other.name = "Other"
        #expect(throws: StoreError.invalid("storyboard 'Other' was read for storyboard 'Main'")) {
            try Self.put(store) { (other, nil) }
        }
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.isEmpty)
    }

    /// Where the body is read: on PostgreSQL inside the write, once its first reads (the project's row lock
    /// first) are with the server, so another session finds the project's row locked while the body is read;
    /// on SQLite before the write, with the database free for other writers meanwhile.
    @Test(arguments: StoreBackend.allCases) func theBodyIsReadWhileTheDatabaseRunsTheFirstReads(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var seen: Bool?
        _ = try Self.put(store) {
            do {
                seen = try Self.projectRowIsLocked(database)
            } catch {
                Issue.record(error, "looking at the project's row from another session")
            }
            return (Fixtures.main(), Self.source)
        }
        #expect(seen == (backend == .postgres))
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
    }

    /// Whether another session finds the project's row locked: on PostgreSQL, polled for up to 10 seconds
    /// (the write's first reads were sent, not necessarily run yet), `FOR UPDATE NOWAIT` failing with
    /// `lock_not_available`; on SQLite, whether a second store on the file cannot write.
    private static func projectRowIsLocked(_ database: TestStore) throws -> Bool {
        guard database.backend == .postgres else {
            let other = try database.openStore()
            _ = try other.write { try $0.createProject(Project(name: "meanwhile")) }
            return false
        }
        let connection = try database.postgresConnection()
        defer { connection.close() }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            do {
                _ = try connection.execute("SELECT id FROM projects WHERE name = 'app' FOR UPDATE NOWAIT")
            } catch  where error.sqlState == "55P03" {
                return true
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// A write whose connection the server dropped runs again on a new one (`PostgresSession.Stale`); the body
    /// it read inside the first attempt is not read again.
    @Test func theBodyIsReadOnceWhenTheWriteRunsAgain() throws {
        let database = try TestStore(.postgres)
        let application = "navgraph_test_" + UUID().uuidString.prefix(8).lowercased()
        let url = (database.postgresURL ?? "") + "&application_name=" + application
        let store = try PostgresStore(url: url, migrator: Migrator(directory: database.migrationsDirectory))
        defer { store.close() }
        // The writer connects with its first write.
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let admin = try database.postgresConnection()
        defer { admin.close() }
        let killed = try admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [.text(application)])
        #expect(killed.count >= 1, "the writer was connected")
        var reads = 0
        let put = try Self.put(store) {
            reads += 1
            return (Fixtures.main(), Self.source)
        }
        #expect(reads == 1)
        #expect(put.project.revision == 2)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == Self.source)
    }
}

/// The writer's turn taken only when free (`WriterTurn.runIfFree`), as a PostgreSQL PUT takes it to read its
/// body inside the write.
@Suite struct WriterTurnTests {
    @Test func runsOnlyWhenNoWriteHoldsTheTurn() throws {
        let turn = WriterTurn(waitLimit: 5)
        #expect(try turn.runIfFree { 1 } == 1)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? turn.run {
                holding.signal()
                release.wait()
            }
            done.signal()
        }
        holding.wait()
        var ran = false
        #expect(try turn.runIfFree { ran = true } == nil)
        #expect(!ran)
        release.signal()
        done.wait()
        #expect(try turn.runIfFree { 2 } == 2)
    }
}
