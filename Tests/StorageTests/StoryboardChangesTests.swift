import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// What a graph's catch-up reads after a write (`storyboardChanges`): every storyboard's revision, and in full
/// only those whose revision moved or that were not known. On PostgreSQL the headers are one round trip read
/// without a transaction of its own; a changed storyboard needs more, and the read runs again in one snapshot.
@Suite struct StoryboardChangesTests {
    @Test(arguments: StoreBackend.allCases)
    func onlyTheStoryboardsThatMovedAreReadAndThoseInFull(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var settings = Fixtures.main(scenes: 2)
        settings.name = "Settings"
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("a".utf8))
        _ = try store.putStoryboard(project: "app", storyboard: settings, source: Data("b".utf8))
        let project = try store.readOne { try $0.project("app") }
        // Both new: revision 1.
        var main = Fixtures.main()
        main.revision = 1
        settings.revision = 1

        // Everything known: nothing read in full.
        let known = ["Main": 1, "Settings": 1]
        let none = try store.readOne { try $0.storyboardChanges("app", known: known) }
        #expect(none.project == project)
        #expect(none.revisions == known)
        #expect(none.changed.isEmpty)

        // One known at an older revision, one unknown, one gone: both present ones in full, sorted by name.
        let changes = try store.readOne { try $0.storyboardChanges("app", known: ["Main": 0, "Gone": 3]) }
        #expect(changes.project == project)
        #expect(changes.revisions == known)
        #expect(changes.changed == [main, settings])
        #expect(changes.changed.map(\.scenes.count) == [Fixtures.main().scenes.count, settings.scenes.count])
        #expect(changes.removed(from: ["Main": 0, "Gone": 3]) == ["Gone"])

        #expect(throws: StoreError.notFound("project 'missing'")) {
            try store.readOne { try $0.storyboardChanges("missing", known: [:]) }
        }
    }
}
