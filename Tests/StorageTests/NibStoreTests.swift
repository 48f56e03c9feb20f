import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// The nibs a project keeps (`putNib`, `deleteNib`): bytes byte for byte, a revision per change (the nib's own
/// is the project revision of its last write), every kept revision naming the nibs it had whatever write made
/// it, nothing for equal bytes, contents shared by hash and released with the last revision naming them.
@Suite struct NibStoreTests {
    private func nib(_ name: String, identifier: String) -> (nib: Nib, source: Data) {
        let cell = NibObject(
            id: "c1", kind: .tableViewCell, elementName: "tableViewCell", customClass: "ProductCell",
            reuseIdentifier: identifier, line: 6)
        return (Nib(name: name, objects: [cell]), Data("<document reuse=\"\(identifier)\"/>\n".utf8))
    }

    private func put(
        _ store: any NavigationStore, _ name: String, identifier: String, ifMatch: RevisionCondition? = nil
    ) throws -> NibPut {
        let (nib, source) = nib(name, identifier: identifier)
        return try store.write { try $0.putNib(project: "app", nib: nib, source: source, ifMatch: ifMatch) }
    }

    @Test(arguments: StoreBackend.allCases) func nibsMoveTheRevisionAndEachKeptRevisionKeepsItsOwn(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(try store.read { try $0.listNibs(project: "app") }.nibs.isEmpty)

        let first = try put(store, "ProductCell", identifier: "A", ifMatch: .absent)
        #expect(first.created && first.changed && first.project.revision == 2 && first.nib.revision == 2)
        let same = try put(store, "ProductCell", identifier: "A")
        #expect(!same.changed && same.project.revision == 2 && same.nib.revision == 2)
        // A storyboard write later: the nib stays at its revision and the new revision holds it.
        _ = try store.write {
            try $0.putStoryboard(
                project: "app", storyboard: Storyboard(name: "Main"), source: nil, ifMatch: nil, withdrawal: { nil })
        }
        let second = try put(store, "ProductCell", identifier: "B", ifMatch: .revision(in: [2]))
        #expect(!second.created && second.changed && second.project.revision == 4 && second.nib.revision == 4)

        let stored = try store.read { try $0.nibSource(project: "app", nib: "ProductCell") }
        #expect(
            stored == StoredNib(name: "ProductCell", revision: 4, source: nib("ProductCell", identifier: "B").source))
        #expect(
            try store.read { try $0.listNibs(project: "app") }.nibs == [
                NibSummary(name: "ProductCell", revision: 4, objectCount: 1)
            ])
        #expect(try store.read { try $0.nibSources(project: "app", revision: 1) }.isEmpty)
        #expect(try store.read { try $0.nibSources(project: "app", revision: 3) }.map(\.revision) == [2])
        #expect(
            try store.read { try $0.nibSources(project: "app", revision: 3) }.first?.source
                == nib("ProductCell", identifier: "A").source)
        #expect(try store.read { try $0.revisions(project: "app") }.first?.summary == "replaced nib 'ProductCell'")

        let after = try store.write {
            try $0.deleteNib(project: "app", nib: "ProductCell", ifMatch: .revision(in: [4]))
        }
        #expect(after.revision == 5)
        #expect(throws: StoreError.notFound("nib 'ProductCell' in project 'app'")) {
            try store.read { try $0.nibSource(project: "app", nib: "ProductCell") }
        }
        #expect(try store.read { try $0.nibSources(project: "app", revision: 5) }.isEmpty)
        #expect(try store.read { try $0.nibSources(project: "app", revision: 4) }.count == 1)
        #expect(try store.read { try $0.revisions(project: "app") }.first?.summary == "deleted nib 'ProductCell'")
        #expect(throws: StoreError.self) { try store.read { try $0.nibSources(project: "app", revision: 6) } }
    }

    /// What a graph's catch-up asks of the history (`storyboardChanges(_:known:after:)`): whether the revision
    /// after the known one holds the same nibs; `nil` when the history does not keep both.
    @Test(arguments: StoreBackend.allCases) func theHistoryTellsWhetherAWriteLeftTheNibs(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let unchanged: (Int) throws -> Bool? = { revision in
            try store.read { try $0.storyboardChanges("app", known: [:], after: revision - 1) }.nibsUnchanged
        }
        _ = try put(store, "ProductCell", identifier: "A")
        #expect(try unchanged(2) == false)
        _ = try store.write {
            try $0.putStoryboard(
                project: "app", storyboard: Storyboard(name: "Main"), source: nil, ifMatch: nil, withdrawal: { nil })
        }
        #expect(try unchanged(3) == true)
        _ = try put(store, "ProductCell", identifier: "B")
        #expect(try unchanged(4) == false)
        _ = try store.write { try $0.deleteNib(project: "app", nib: "ProductCell", ifMatch: nil) }
        #expect(try unchanged(5) == false)
        #expect(try unchanged(6) == nil)
        #expect(try store.read { try $0.nibsUnchanged(project: "app", at: 1) } == nil)
    }

    @Test(arguments: StoreBackend.allCases) func aStaleETagChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(throws: StoreError.self) { try put(store, "Cell", identifier: "A", ifMatch: .revision(in: [1])) }
        #expect(throws: StoreError.self) {
            try store.write { try $0.deleteNib(project: "app", nib: "Cell", ifMatch: nil) }
        }
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        #expect(try database.count("nib_contents") == 0)
        _ = try put(store, "Cell", identifier: "A")
        #expect(throws: StoreError.self) { try put(store, "Cell", identifier: "B", ifMatch: .absent) }
        #expect(throws: StoreError.self) {
            try store.write { try $0.deleteNib(project: "app", nib: "Cell", ifMatch: .revision(in: [1])) }
        }
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
    }

    @Test(arguments: StoreBackend.allCases) func contentsAreSharedAndReleasedWithTheirLastRevision(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        store.historyLimit = 2
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try put(store, "One", identifier: "A")
        _ = try put(store, "Two", identifier: "A")
        #expect(try database.count("nib_contents") == 1)
        for identifier in ["B", "C", "D", "E", "F", "G"] { _ = try put(store, "One", identifier: identifier) }
        // The history keeps two revisions (and up to one batch of pruning more): old contents went.
        #expect(try database.count("nib_contents") <= 4)
        try store.deleteProject("app", ifMatch: nil)
        #expect(try database.count("nib_contents") == 0)
        #expect(try database.count("revision_nibs") == 0)
    }

    @Test(arguments: StoreBackend.allCases) func aWriteTellsTheNibItStored(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let heard = StoreChangesTests.Recorder()
        store.changes.subscribe(heard)
        let put = try put(store, "Cell", identifier: "A")
        _ = try store.write { try $0.deleteNib(project: "app", nib: "Cell", ifMatch: nil) }
        let changes = StoreChangesTests.Recorder.changes(heard.take())
        #expect(changes.map(\.revision) == [2, 3])
        #expect(changes.first?.written == .nib(name: "Cell", put.nib, project: put.project))
        guard case .nib(let name, let removed, _) = changes.last?.written else {
            Issue.record("the delete told no nib")
            return
        }
        #expect(name == "Cell" && removed == nil)
    }
}
