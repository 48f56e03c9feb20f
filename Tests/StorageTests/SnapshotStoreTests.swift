import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A whole-project snapshot replaces every storyboard as one revision; labels name revisions, survive a
/// restart, and a label reused for other content is refused with nothing changed.
@Suite struct SnapshotStoreTests {
    private static func file(_ name: String, _ version: String, scenes: Int = 2) -> SnapshotFile {
        var storyboard = Fixtures.main(scenes: scenes)
        storyboard.name = name
        return SnapshotFile(storyboard: storyboard, source: Data("<document>\(name) \(version)</document>".utf8))
    }

    /// A project holding A, B and C, one storyboard PUT each (revisions 2, 3, 4).
    private static func seeded(_ database: TestStore) throws -> any NavigationStore {
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        for name in ["A", "B", "C"] {
            let file = file(name, "v1")
            _ = try store.putStoryboard(project: "app", storyboard: file.storyboard, source: file.source)
        }
        return store
    }

    private static func sources(_ store: any NavigationStore, revision: Int) throws -> [String: String] {
        guard case .kept(let snapshot) = try store.read({ try $0.revision(revision, project: "app") }) else {
            Issue.record("revision \(revision) is not kept")
            return [:]
        }
        var sources: [String: String] = [:]
        for item in snapshot.storyboards {
            guard case .source(let bytes) = item.content else { continue }
            sources[item.name] = String(decoding: bytes, as: UTF8.self)
        }
        return sources
    }

    @Test(arguments: StoreBackend.allCases) func aSnapshotAddsReplacesAndRemovesAsOneRevision(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        #expect(try store.readOne { try $0.project("app") }.revision == 4)
        let result = try store.write {
            try $0.replaceStoryboards(
                project: "app", with: [Self.file("A", "v1"), Self.file("B", "v2"), Self.file("D", "v1")])
        }
        #expect(result.revision == 5)
        #expect(result.previousRevision == 4)
        #expect(result.added == ["D"])
        #expect(result.replaced == ["B"])
        #expect(result.removed == ["C"])
        #expect(result.unchanged == ["A"])
        #expect(try store.readOne { try $0.project("app") }.revision == 5)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["A", "B", "D"])
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [5, 4, 3, 2, 1])
        // The history of revision 5 holds exactly the snapshot; revision 4 still the three PUTs.
        #expect(
            try Self.sources(store, revision: 5) == [
                "A": "<document>A v1</document>", "B": "<document>B v2</document>", "D": "<document>D v1</document>",
            ])
        #expect(try Self.sources(store, revision: 4).keys.sorted() == ["A", "B", "C"])
    }

    @Test(arguments: StoreBackend.allCases) func theSameSnapshotAgainChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let files = [Self.file("A", "v1"), Self.file("B", "v1"), Self.file("C", "v1")]
        let before = try store.readOne { try $0.project("app") }
        let result = try store.write { try $0.replaceStoryboards(project: "app", with: files) }
        #expect(result.isUnchanged)
        #expect(result.unchanged == ["A", "B", "C"])
        #expect(result.revision == before.revision)
        #expect(try store.readOne { try $0.project("app") } == before)
        #expect(try store.read { try $0.revisions(project: "app") }.count == 4)
    }

    @Test(arguments: StoreBackend.allCases) func aMissingProjectIsCreatedFromTheTemplate(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let result = try store.write {
            try $0.replaceStoryboards(
                project: "fresh", with: [Self.file("Main", "v1")],
                creating: Project(name: "ignored", module: "FreshApp", platform: .tvos))
        }
        #expect(result.createdProject)
        #expect(result.previousRevision == nil)
        #expect(result.added == ["Main"])
        let project = try store.readOne { try $0.project("fresh") }
        #expect(project.module == "FreshApp")
        #expect(project.platform == .tvos)
        #expect(project.revision == result.revision)
    }

    @Test(arguments: StoreBackend.allCases) func aBadStoryboardOrAFailedConditionChangesNothing(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let before = try store.readOne { try $0.project("app") }
        var broken = Self.file("B", "v2")
        broken.storyboard.scenes.append(broken.storyboard.scenes[0])
        #expect(throws: StoreError.self) {
            try store.write {
                try $0.replaceStoryboards(project: "app", with: [Self.file("A", "v2"), broken, Self.file("Z", "v1")])
            }
        }
        #expect {
            try store.write {
                try $0.replaceStoryboards(
                    project: "app", with: [Self.file("A", "v2")], ifMatch: .revision(in: [before.revision - 1]))
            }
        } throws: { error in
            guard case StoreError.preconditionFailed = error else { return false }
            return true
        }
        #expect(try store.readOne { try $0.project("app") } == before)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["A", "B", "C"])
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "A") } == Self.file("A", "v1").source)
        #expect(try store.read { try $0.revisions(project: "app") }.count == 4)
    }

    @Test(arguments: StoreBackend.allCases) func aLabelNamesItsRevisionAndSurvivesARestart(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let base = try RevisionLabel.naming("3f2a9c1") {
            try store.write {
                try $0.replaceStoryboards(
                    project: "app", with: [Self.file("A", "v1"), Self.file("B", "v2")])
            }
        }
        let head = try RevisionLabel.naming("feature/login-2") {
            try store.write {
                try $0.replaceStoryboards(
                    project: "app", with: [Self.file("A", "v3")])
            }
        }
        #expect(head.revision == base.revision + 1)
        store.close()
        let reopened = try database.openStore()
        #expect(try reopened.read { try $0.revision(labelled: "3f2a9c1", project: "app") } == base.revision)
        #expect(try reopened.read { try $0.revision(labelled: "feature/login-2", project: "app") } == head.revision)
        let listed = try reopened.read { try $0.revisions(project: "app") }
        #expect(listed.first { $0.revision == base.revision }?.labels == ["3f2a9c1"])
        #expect(listed.first { $0.revision == head.revision }?.labels == ["feature/login-2"])
        #expect(listed.first { $0.revision == 1 }?.labels == [])
        #expect(throws: StoreError.notFound("label 'nope' in project 'app'")) {
            try reopened.read { try $0.revision(labelled: "nope", project: "app") }
        }
    }

    @Test(arguments: StoreBackend.allCases) func aReusedLabelIsThatRevisionForItsContentAndAConflictOtherwise(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let baseFiles = [Self.file("A", "v1"), Self.file("B", "v2")]
        let base = try RevisionLabel.naming("base") {
            try store.write { try $0.replaceStoryboards(project: "app", with: baseFiles) }
        }
        _ = try RevisionLabel.naming("head") {
            try store.write { try $0.replaceStoryboards(project: "app", with: [Self.file("A", "v3")]) }
        }
        let before = try store.readOne { try $0.project("app") }
        // CI pushing the base again: that revision, and the project stays at the head.
        let again = try RevisionLabel.naming("base") {
            try store.write { try $0.replaceStoryboards(project: "app", with: baseFiles) }
        }
        #expect(again.revision == base.revision)
        #expect(again.isUnchanged)
        #expect(try store.readOne { try $0.project("app") } == before)
        #expect {
            try RevisionLabel.naming("base") {
                try store.write { try $0.replaceStoryboards(project: "app", with: [Self.file("A", "v4")]) }
            }
        } throws: { error in
            guard case StoreError.conflict(let detail) = error else { return false }
            return detail.contains("label 'base' already names revision \(base.revision)")
        }
        #expect(try store.readOne { try $0.project("app") } == before)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["A"])
        // A new label for what is already stored names the current revision and writes no revision.
        let same = try RevisionLabel.naming("head-again") {
            try store.write {
                try $0.replaceStoryboards(project: "app", with: [Self.file("A", "v3")])
            }
        }
        #expect(same.isUnchanged)
        #expect(same.revision == before.revision)
        #expect(try store.read { try $0.revision(labelled: "head-again", project: "app") } == before.revision)
        #expect(try store.readOne { try $0.project("app") } == before)
    }

    @Test(arguments: ["", "12345", "has space", "a;b", String(repeating: "a", count: 129), "é"])
    func aBadLabelIsRefused(_ label: String) throws {
        let database = try TestStore(.sqlite)
        let store = try Self.seeded(database)
        let before = try store.readOne { try $0.project("app") }
        #expect {
            try RevisionLabel.naming(label) {
                try store.write { try $0.replaceStoryboards(project: "app", with: [Self.file("A", "v2")]) }
            }
        } throws: { error in
            guard case StoreError.invalid(let detail) = error else { return false }
            return detail.contains("label")
        }
        #expect(try store.readOne { try $0.project("app") } == before)
    }

    @Test func labelsTakeShasAndPathsButNotNumbers() {
        #expect(RevisionLabel.isValid("0123abc"))
        #expect(RevisionLabel.isValid(String(repeating: "f", count: 128)))
        #expect(RevisionLabel.isValid("release/1.2.0_rc-1"))
        #expect(!RevisionLabel.isValid("0042"))
        #expect(!RevisionLabel.isValid(String(repeating: "f", count: 129)))
    }
}
