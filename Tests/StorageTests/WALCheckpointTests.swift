import Foundation
import StoryboardModel
import TestSupport
import Testing

@testable import SQLiteStorage
@testable import Storage

/// Commits no longer checkpoint the WAL themselves (issue 22); the store's checkpointer folds it into the
/// database file after the commits that grew it past SQLite's threshold, as the automatic checkpoint did.
@Suite struct WALCheckpointTests {
    /// The size of the file at `path` in bytes (0 when it does not exist).
    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    @Test func aLargeWriteReachesTheDatabaseFileWithoutACheckpointInItsCommit() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        defer { store.close() }
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        // 6 MB of source: about 1,500 WAL pages of 4 KiB, past the 1,000-page threshold.
        let source = Data((0..<6_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        #expect(eventually { Self.size(database.path) >= source.count }, "the WAL was never checkpointed")
        #expect(Self.size(database.path + "-wal") >= source.count)
        // What a new connection reads is the write, whether from the WAL or the file.
        let reopened = try database.openStore()
        defer { reopened.close() }
        #expect(try reopened.read { try $0.storyboardSource(project: "app", name: "Main") } == source)
    }

    @Test func smallWritesLeaveTheWALAloneUntilItReachesTheThreshold() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        defer { store.close() }
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let before = Self.size(database.path)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("small".utf8))
        store.checkpointer.drain()
        #expect(Self.size(database.path) == before)
    }

    /// A storyboard source of about 8 KB, different for each `version` (so every PUT writes it).
    static func source(_ version: Int) -> Data {
        Data((0..<8_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ version &* 13) })
    }

    /// Under sustained writes the passive checkpoints never catch up with the last commit, so the WAL never
    /// started over and its file kept growing (45 MB at 1,000 writes/s); past the limit the writer truncates it.
    @Test func sustainedWritesKeepTheWALNearItsLimit() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        defer { store.close() }
        store.walPageLimit.store(40, ordering: .relaxed)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var largest = 0
        for version in 1...300 {
            _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Self.source(version))
            largest = max(largest, Self.size(database.path + "-wal"))
        }
        // 300 PUTs of 8 KB sources put well over the 1,000-page threshold through the WAL; the file never held
        // more than the limit and one write's pages.
        #expect(largest > 0)
        #expect(largest <= 80 * 4096, "the WAL reached \(largest) bytes")
        let reopened = try database.openStore()
        defer { reopened.close() }
        #expect(try reopened.read { try $0.storyboardSource(project: "app", name: "Main") } == Self.source(300))
    }

    /// A reader still on the WAL's pages keeps it from being truncated, and no write waits for that reader (the
    /// busy timeout, 5 s, is off for the truncation); the first commit after the reader is done truncates it.
    @Test func aReaderOnTheWALDelaysNoWriteAndTheNextCommitTruncates() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        defer { store.close() }
        store.walPageLimit.store(10, ordering: .relaxed)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Self.source(0))
        let reader = try database.openConnection()
        try reader.execute("BEGIN")
        #expect(try reader.queryFirst("SELECT name FROM projects") { $0.text(0) } == "app")
        let started = Date()
        for version in 1...10 {
            _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Self.source(version))
        }
        // Ten truncations that waited for the reader would have taken 50 s.
        #expect(Date().timeIntervalSince(started) < 25)
        #expect(Self.size(database.path + "-wal") > 10 * 4096, "the WAL was truncated under a reader")
        try reader.execute("COMMIT")
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Self.source(11))
        #expect(Self.size(database.path + "-wal") == 0)
    }
}
