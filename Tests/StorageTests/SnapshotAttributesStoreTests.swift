import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A snapshot (or an import) sets the project attributes its input states (module, main storyboards,
/// platform) on an existing project, in its own revision, and leaves the others as they are; a label naming a
/// revision with other attributes is a conflict, as one naming other storyboards is.
@Suite struct SnapshotAttributesStoreTests {
    private static let files = [file("Main", "v1"), file("Intro", "v1")]

    private static func file(_ name: String, _ version: String) -> SnapshotFile {
        var storyboard = Fixtures.main(scenes: 2)
        storyboard.name = name
        return SnapshotFile(storyboard: storyboard, source: Data("<document>\(name) \(version)</document>".utf8))
    }

    /// A project made by a snapshot stating module `OldApp`, main storyboard `Main`, platform iOS.
    private static func created(_ database: TestStore) throws -> (any NavigationStore, SnapshotResult) {
        let store = try database.openStore()
        let result = try store.write {
            try $0.replaceStoryboards(
                project: "app", with: files,
                stating: ProjectAttributes(module: "OldApp", mainStoryboards: ["Main"], platform: .ios))
        }
        #expect(result.createdProject)
        #expect(result.attributes == [])
        return (store, result)
    }

    private static func project(_ store: any NavigationStore) throws -> Project {
        try store.readOne { try $0.project("app") }
    }

    @Test(arguments: StoreBackend.allCases) func statedAttributesAreSetInTheSnapshotsOwnRevision(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let (store, first) = try Self.created(database)
        #expect(try Self.project(store).module == "OldApp")
        // The same storyboards, a renamed module and another main storyboard: one revision, nothing else.
        let result = try store.write {
            try $0.replaceStoryboards(
                project: "app", with: Self.files,
                stating: ProjectAttributes(module: "NewApp", mainStoryboards: ["Intro"]))
        }
        #expect(!result.isUnchanged)
        #expect(result.revision == first.revision + 1)
        #expect(result.unchanged == ["Intro", "Main"])
        #expect(
            result.attributes == [
                .module(old: "OldApp", new: "NewApp"), .mainStoryboards(old: ["Main"], new: ["Intro"]),
            ])
        let project = try Self.project(store)
        #expect(project.revision == result.revision)
        #expect(project.module == "NewApp")
        #expect(project.mainStoryboards == ["Intro"])
        // Not stated, the platform stays.
        #expect(project.platform == .ios)
        #expect(result.project == project)
        // The history's revision has the new module; the one before the old.
        let revisions = try store.read { try $0.revisions(project: "app") }
        #expect(revisions.prefix(2).map(\.revision) == [result.revision, first.revision])
        #expect(revisions.first?.summary.contains("project's module, mainStoryboards changed") == true)
        for (revision, module) in [(result.revision, "NewApp"), (first.revision, "OldApp")] {
            guard case .kept(let snapshot) = try store.read({ try $0.revision(revision, project: "app") }) else {
                Issue.record("revision \(revision) is not kept")
                continue
            }
            #expect(snapshot.project.module == module)
        }
        // The platform its files name now, alone.
        let platform = try store.write {
            try $0.replaceStoryboards(project: "app", with: Self.files, stating: ProjectAttributes(platform: .tvos))
        }
        #expect(platform.attributes == [.platform(old: .ios, new: .tvos)])
        #expect(try Self.project(store).platform == .tvos)
        #expect(try Self.project(store).module == "NewApp")
    }

    @Test(arguments: StoreBackend.allCases) func unstatedOrIdenticalAttributesChangeNothing(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let (store, _) = try Self.created(database)
        let before = try Self.project(store)
        let kept = try store.read { try $0.revisions(project: "app") }.count
        // A bare folder of the same storyboards: no Xcode project, no module, no main storyboards, no platform.
        let bare = try store.write { try $0.replaceStoryboards(project: "app", with: Self.files) }
        #expect(bare.isUnchanged)
        #expect(bare.attributes == [])
        let same = try store.write {
            try $0.replaceStoryboards(
                project: "app", with: Self.files,
                stating: ProjectAttributes(module: "OldApp", mainStoryboards: ["Main"], platform: .ios))
        }
        #expect(same.isUnchanged)
        #expect(same.revision == before.revision)
        #expect(try Self.project(store) == before)
        #expect(try store.read { try $0.revisions(project: "app") }.count == kept)
    }

    @Test(arguments: StoreBackend.allCases) func anImportSetsTheAttributesItStates(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let (store, first) = try Self.created(database)
        let result = try store.write {
            try $0.putStoryboards(
                project: "app", with: [Self.file("Main", "v1")],
                stating: ProjectAttributes(module: "Renamed", mainStoryboards: [], platform: .ios))
        }
        #expect(result.revision == first.revision + 1)
        #expect(
            result.attributes == [.module(old: "OldApp", new: "Renamed"), .mainStoryboards(old: ["Main"], new: [])])
        let project = try Self.project(store)
        #expect(project.module == "Renamed")
        #expect(project.mainStoryboards == [])
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["Intro", "Main"])
    }

    @Test(arguments: StoreBackend.allCases) func aLabelNamingARevisionWithOtherAttributesIsAConflict(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let old = ProjectAttributes(module: "OldApp", mainStoryboards: ["Main"], platform: .ios)
        let base = try RevisionLabel.naming("base") {
            try store.write { try $0.replaceStoryboards(project: "app", with: Self.files, stating: old) }
        }
        // The label names the project's current revision: every stated attribute must be its own.
        for other in [
            ProjectAttributes(module: "NewApp"), ProjectAttributes(mainStoryboards: ["Intro"]),
            ProjectAttributes(platform: .tvos),
        ] {
            let before = try Self.project(store)
            #expect {
                try RevisionLabel.naming("base") {
                    try store.write { try $0.replaceStoryboards(project: "app", with: Self.files, stating: other) }
                }
            } throws: { error in
                guard case StoreError.conflict(let detail) = error else { return false }
                return detail.contains("label 'base' already names revision \(base.revision)")
                    && detail.contains("project attributes")
            }
            #expect(try Self.project(store) == before)
        }
        // Renamed at a later revision, the older one labelled still has the old module and platform.
        _ = try RevisionLabel.naming("head") {
            try store.write {
                try $0.replaceStoryboards(
                    project: "app", with: Self.files, stating: ProjectAttributes(module: "NewApp", platform: .tvos))
            }
        }
        let head = try Self.project(store)
        let again = try RevisionLabel.naming("base") {
            try store.write { try $0.replaceStoryboards(project: "app", with: Self.files, stating: old) }
        }
        #expect(again.revision == base.revision)
        #expect(again.isUnchanged)
        #expect(try Self.project(store) == head)
        for other in [ProjectAttributes(module: "NewApp"), ProjectAttributes(platform: .tvos)] {
            #expect(throws: StoreError.self) {
                try RevisionLabel.naming("base") {
                    try store.write { try $0.replaceStoryboards(project: "app", with: Self.files, stating: other) }
                }
            }
            #expect(try Self.project(store) == head)
        }
    }

    /// The change a snapshot tells carries the project as it left it, its new attributes included: the graph
    /// cache builds from it with no read back.
    @Test(arguments: StoreBackend.allCases) func theToldChangeCarriesTheNewAttributes(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let (store, _) = try Self.created(database)
        let recorder = StoreChangesTests.Recorder()
        store.changes.subscribe(recorder)
        let result = try store.write {
            try $0.replaceStoryboards(
                project: "app", with: Self.files, stating: ProjectAttributes(module: "NewApp", mainStoryboards: []))
        }
        let changes = StoreChangesTests.Recorder.changes(recorder.take())
        try #require(changes.count == 1)
        guard case .everything(let project, _, _, _) = changes[0].written else {
            Issue.record("the snapshot told \(String(describing: changes[0].written))")
            return
        }
        #expect(project.module == "NewApp")
        #expect(project.mainStoryboards == [])
        #expect(project.revision == result.revision)
        #expect(project == (try Self.project(store)))
    }
}
