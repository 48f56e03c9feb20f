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
        _ = try store.createProject(Project(name: "app"))
        // 6 MB of source: about 1,500 WAL pages of 4 KiB, past the 1,000-page threshold.
        let source = Data((0..<6_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        #expect(eventually { Self.size(database.path) >= source.count }, "the WAL was never checkpointed")
        #expect(Self.size(database.path + "-wal") >= source.count)
        // What a new connection reads is the write, whether from the WAL or the file.
        let reopened = try database.openStore()
        defer { reopened.close() }
        #expect(try reopened.storyboardSource(project: "app", name: "Main") == source)
    }

    @Test func smallWritesLeaveTheWALAloneUntilItReachesTheThreshold() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        defer { store.close() }
        _ = try store.createProject(Project(name: "app"))
        let before = Self.size(database.path)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("small".utf8))
        store.checkpointer.drain()
        #expect(Self.size(database.path) == before)
    }
}
