import Dispatch
import Foundation
import StoryboardModel
import Synchronization
import Testing

@testable import Storage

@Suite struct ConcurrencyTests {
    /// Writers replace storyboards while readers read them from other threads. Every operation must succeed
    /// (no SQLITE_BUSY surfaces), and every read must see a whole storyboard of one revision, never a mix.
    @Test(arguments: StoreBackend.allCases)
    func readersAndWritersOnManyThreadsNeverFailOrSeeHalfAWrite(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Self.storyboard(generation: 0))
        let failures = Mutex<[String]>([])
        let reads = Atomic<Int>(0)
        let writesPerWriter = 15
        let readsPerReader = 40

        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            do {
                if worker < 2 {
                    for step in 1...writesPerWriter {
                        let generation = worker * 1000 + step
                        _ = try store.putStoryboard(project: "app", storyboard: Self.storyboard(generation: generation))
                        _ = try store.write {
                            try $0.updateProject("app", module: .some("M\(generation)"), platform: nil)
                        }
                    }
                } else {
                    for _ in 0..<readsPerReader {
                        let storyboard = try store.read { try $0.storyboard(project: "app", name: "Main") }
                        // A consistent snapshot: every scene and segue carries the same generation tag.
                        let tags = Set(
                            storyboard.scenes.compactMap(\.title) + storyboard.segues.compactMap(\.identifier))
                        if tags.count != 1 || storyboard.scenes.count != 60 || storyboard.segues.count != 60 {
                            failures.withLock { $0.append("mixed snapshot: \(tags.sorted().prefix(3))") }
                        }
                        _ = try store.read { try $0.allStoryboards(project: "app") }
                        _ = try store.readOne { try $0.listProjects() }
                        reads.add(1, ordering: .relaxed)
                    }
                }
            } catch {
                failures.withLock { $0.append("worker \(worker): \(error)") }
            }
        }

        #expect(failures.withLock { $0 } == [])
        #expect(reads.load(ordering: .relaxed) == 6 * readsPerReader)
        // Every write landed: creation, initial put, and 2 writers × (put + update).
        #expect(try store.readOne { try $0.project("app") }.revision == 2 + 2 * writesPerWriter * 2)
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.revision == 1 + 2 * writesPerWriter)
    }

    /// Two stores on one database (as with `navgraph import` beside a running server, or two replicas)
    /// write without failing: each waits for the other.
    @Test(arguments: StoreBackend.allCases)
    func twoStoresOnOneDatabaseWaitForEachOther(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let first = try database.openStore()
        let second = try database.openStore()
        _ = try first.write { try $0.createProject(Project(name: "app")) }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let store = worker % 2 == 0 ? first : second
            do {
                for step in 0..<10 {
                    var storyboard = Self.storyboard(generation: step)
                    storyboard.name = "W\(worker)"
                    _ = try store.putStoryboard(project: "app", storyboard: storyboard)
                }
            } catch {
                failures.withLock { $0.append("worker \(worker): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(try second.read { try $0.listStoryboards(project: "app") }.map(\.revision) == [10, 10, 10, 10])
    }

    /// While another connection is half-way through a write, readers see the last committed storyboard.
    @Test func sqliteReadersSeeTheLastCommitWhileAWriteIsOpen() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        let other = try database.openConnection()
        try other.run("BEGIN IMMEDIATE")
        try other.run("DELETE FROM segues")
        try other.run("DELETE FROM scenes WHERE ib_id = ?", [.text("S2")])
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == Fixtures.main())
        try other.run("ROLLBACK")
    }

    /// A write waits for a lock another process holds (within the busy timeout) instead of failing.
    @Test func sqliteWriteWaitsForALockHeldElsewhere() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let other = try database.openConnection()
        try other.run("BEGIN IMMEDIATE")
        let released = Flag()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            released.value.store(true, ordering: .sequentiallyConsistent)
            do { try other.run("COMMIT") } catch { Issue.record("commit failed: \(error)") }
        }
        thread.start()
        let put = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(put.created)
        // The write could only have committed after the other connection let go of the lock.
        let wasReleased = released.value.load(ordering: .sequentiallyConsistent)
        #expect(wasReleased)
    }

    /// 60 scenes and 60 segues, each tagged with `generation`.
    static func storyboard(generation: Int) -> Storyboard {
        let tag = "gen-\(generation)"
        let scenes = (0..<60).map { Scene(id: "S\($0)", kind: "viewController", title: tag) }
        let segues = (0..<60).map {
            Segue(id: "G\($0)", source: "S\($0)", destination: "S\(($0 + 1) % 60)", kind: "show", identifier: tag)
        }
        return Storyboard(name: "Main", initialScene: "S0", scenes: scenes, segues: segues)
    }
}

/// A flag shared with another thread.
private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
}
