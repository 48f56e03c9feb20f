import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A write's label (`RevisionLabel.ofWrite`, what the HTTP `NavGraph-Label` header binds) and an import's
/// `putStoryboards`, on both backends: the label names the revision the write makes inside its transaction, a
/// reused one rolls the write back whole, and an import adds or replaces without removing.
@Suite struct WriteLabelStoreTests {
    private static func file(_ name: String, _ version: String) -> SnapshotFile {
        var storyboard = Fixtures.main(scenes: 2)
        storyboard.name = name
        return SnapshotFile(storyboard: storyboard, source: Data("<document>\(name) \(version)</document>".utf8))
    }

    private static func put(_ store: any NavigationStore, _ file: SnapshotFile, label: String?) throws -> Bool {
        try RevisionLabel.naming(label) {
            try store.putStoryboard(project: "app", storyboard: file.storyboard, source: file.source).unchanged
        }
    }

    @Test(arguments: StoreBackend.allCases) func aWritesLabelNamesItsRevisionAndAReuseRollsBack(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try RevisionLabel.naming("created") { try store.write { try $0.createProject(Project(name: "app")) } }
        #expect(try store.read { try $0.revision(labelled: "created", project: "app") } == 1)
        #expect(try Self.put(store, Self.file("A", "v1"), label: "a1") == false)
        #expect(try store.read { try $0.revision(labelled: "a1", project: "app") } == 2)
        // Retried: unchanged, the label stays on revision 2.
        #expect(try Self.put(store, Self.file("A", "v1"), label: "a1") == true)
        // Other content under it: a conflict, and the storyboard is not replaced.
        #expect(throws: StoreError.self) { try Self.put(store, Self.file("A", "v2"), label: "a1") }
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "A") } == Self.file("A", "v1").source)
        // Without a label bound, later writes carry none.
        #expect(try Self.put(store, Self.file("B", "v1"), label: nil) == false)
        #expect(try store.read { try $0.revisions(project: "app") }.first?.labels == [])
    }

    @Test(arguments: StoreBackend.allCases) func anImportIsOneRevisionThatKeepsTheOtherStoryboards(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        let first = try RevisionLabel.naming("base") {
            try store.write {
                try $0.putStoryboards(
                    project: "app", with: [Self.file("A", "v1"), Self.file("B", "v1")],
                    creating: Project(name: "app"))
            }
        }
        #expect(first.createdProject)
        #expect(first.revision == 2)
        #expect(first.storyboardRevisions == ["A": 1, "B": 1])
        let second = try RevisionLabel.naming(nil) {
            try store.write {
                try $0.putStoryboards(
                    project: "app", with: [Self.file("B", "v2"), Self.file("C", "v1")],
                    creating: Project(name: "app"))
            }
        }
        #expect(second.revision == 3)
        #expect(second.replaced == ["B"])
        #expect(second.added == ["C"])
        #expect(second.removed == [])
        #expect(second.storyboardRevisions == ["B": 2, "C": 1])
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["A", "B", "C"])
        #expect(try store.read { try $0.revision(labelled: "base", project: "app") } == 2)
    }
}
