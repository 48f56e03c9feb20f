import Foundation
import StoryboardModel
import Synchronization
import Testing

@testable import Storage

/// Every committed write tells the store's subscribers its change, once, after the commit (`StoreChanges`):
/// the project, the revision it made (0: deleted), its label and what it wrote; a write rolled back tells none.
@Suite struct StoreChangesTests {
    /// What a subscriber was told, in order.
    final class Recorder: StoreChangeSubscriber {
        enum Event: Equatable {
            case changing(String)
            case changed(StoreChange)
            case settled(String)
        }

        private let recorded = Mutex<[Event]>([])

        func changing(_ project: String) { recorded.withLock { $0.append(.changing(project)) } }
        func changed(_ change: StoreChange) { recorded.withLock { $0.append(.changed(change)) } }
        func settled(_ project: String) { recorded.withLock { $0.append(.settled(project)) } }

        /// What was told since the last call.
        func take() -> [Event] {
            recorded.withLock { events in
                defer { events = [] }
                return events
            }
        }

        /// The changes among `events`.
        static func changes(_ events: [Event]) -> [StoreChange] {
            events.compactMap { if case .changed(let change) = $0 { change } else { nil } }
        }
    }

    /// Creating, a labelled storyboard PUT, an element write and a delete: one change each, between the
    /// project's `changing` and `settled`, with the revision the write made and what it wrote.
    @Test(arguments: StoreBackend.allCases) func eachCommittedWriteTellsOneChange(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let recorder = Recorder()
        store.changes.subscribe(recorder)

        let created = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(
            recorder.take() == [
                .changing("app"), .changed(StoreChange(project: "app", revision: created.revision)), .settled("app"),
            ])

        let put = try RevisionLabel.naming("v1.0") {
            try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("<document/>".utf8))
        }
        let told = StoreChange(
            project: "app", revision: put.project.revision, label: "v1.0",
            written: .storyboard(put.storyboard, project: put.project))
        #expect(recorder.take() == [.changing("app"), .changed(told), .settled("app")])
        #expect(put.project.revision == created.revision + 1)
        #expect(try store.readOne { try $0.project("app") } == put.project)

        // The same content again writes nothing and tells nothing.
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("<document/>".utf8))
        #expect(recorder.take() == [])

        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "S0") }
        #expect(
            Recorder.changes(recorder.take()) == [StoreChange(project: "app", revision: put.project.revision + 1)])

        try store.deleteProject("app", ifMatch: nil)
        #expect(
            recorder.take() == [.changing("app"), .changed(StoreChange(project: "app", revision: 0)), .settled("app")])
    }

    /// A snapshot tells every storyboard of the project as stored, with the project it left.
    @Test(arguments: StoreBackend.allCases) func aSnapshotTellsEveryStoryboard(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let recorder = Recorder()
        store.changes.subscribe(recorder)
        var other = Fixtures.main(scenes: 2)
        other.name = "Other"
        let files = [
            SnapshotFile(storyboard: Fixtures.main(), source: Data("<main/>".utf8)),
            SnapshotFile(storyboard: other, source: Data("<other/>".utf8)),
        ]
        let result = try RevisionLabel.naming("abc123") {
            try store.write { try $0.replaceStoryboards(project: "app", with: files) }
        }
        let changes = Recorder.changes(recorder.take())
        try #require(changes.count == 1)
        #expect(changes[0].project == "app")
        #expect(changes[0].revision == result.project.revision)
        #expect(changes[0].label == "abc123")
        let stored = try store.read { try $0.allStoryboards(project: "app") }
        #expect(
            changes[0].written == .everything(result.project, storyboards: stored, code: CodeNavigation(), nibs: []))
    }

    /// A write that throws after making its revision rolls back: its `changing` is settled, and no change is
    /// told; the next write tells its own as usual.
    @Test(arguments: StoreBackend.allCases) func aRolledBackWriteTellsNoChange(_ backend: StoreBackend) throws {
        struct Abandoned: Error {}
        let database = try TestStore(backend)
        let store = try database.openStore()
        let recorder = Recorder()
        store.changes.subscribe(recorder)
        #expect(throws: StoreError.self) {
            try store.write { operations in
                _ = try operations.createProject(Project(name: "app"))
                throw Abandoned()
            }
        }
        #expect(recorder.take() == [.changing("app"), .settled("app")])
        #expect(throws: StoreError.notFound("project 'app'")) { try store.readOne { try $0.project("app") } }

        // A write refused before it changed anything tells nothing at all.
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = recorder.take()
        #expect(throws: StoreError.self) {
            try store.putStoryboard(project: "app", storyboard: Fixtures.main(), ifMatch: .revision(in: [7]))
        }
        #expect(recorder.take() == [])
    }

    /// With no subscriber (the CLI), writes commit as always; a subscriber gone is no longer told.
    @Test func aStoreWithoutSubscribersWrites() throws {
        let database = try TestStore(.sqlite)
        let store = try database.openStore()
        var recorder: Recorder? = Recorder()
        store.changes.subscribe(try #require(recorder))
        weak let gone = recorder
        recorder = nil
        #expect(gone == nil)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
    }
}
