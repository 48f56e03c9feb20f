import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A write that fails half-way leaves the previous state intact, with no partial rows.
@Suite struct AtomicityTests {
    /// Stores revision 1 of Main, then returns the store and what it holds.
    private func seeded(_ database: TestStore) throws -> (any NavigationStore, Storyboard, Project) {
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let put = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("v1".utf8))
        return (store, put.storyboard, try store.readOne { try $0.project("app") })
    }

    private func expectUnchanged(
        _ store: any NavigationStore, _ database: TestStore, storyboard: Storyboard, project: Project
    ) throws {
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == storyboard)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == Data("v1".utf8))
        #expect(try store.readOne { try $0.project("app") } == project)
        #expect(try database.count("storyboards") == 1)
        #expect(try database.count("scenes") == storyboard.scenes.count)
        #expect(try database.count("segues") == storyboard.segues.count)
    }

    @Test(arguments: StoreBackend.allCases) func aDuplicateSceneIdLateInTheFileChangesNothing(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let (store, before, project) = try seeded(database)
        // 200 good scenes are inserted (and the old ones deleted) before the duplicate fails the transaction.
        var broken = Fixtures.main(scenes: 200)
        broken.scenes.append(Fixtures.richScene("S150"))
        #expect(throws: StoreError.invalid("storyboard 'Main' has scene id 'S150' more than once")) {
            try store.putStoryboard(project: "app", storyboard: broken, source: Data("v2".utf8))
        }
        try expectUnchanged(store, database, storyboard: before, project: project)
    }

    @Test(arguments: StoreBackend.allCases) func aSegueFromAMissingSceneChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let (store, before, project) = try seeded(database)
        var broken = Fixtures.main(scenes: 50)
        broken.segues.append(Segue(id: "bad", source: "nowhere", destination: "S1", kind: "show"))
        #expect {
            try store.putStoryboard(project: "app", storyboard: broken, source: Data("v2".utf8))
        } throws: { error in
            guard case .invalid(let message) = error as? StoreError else { return false }
            return message.contains("'bad'") && message.contains("'nowhere'")
        }
        try expectUnchanged(store, database, storyboard: before, project: project)
    }

    @Test(arguments: StoreBackend.allCases) func aDuplicateSegueIdChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let (store, before, project) = try seeded(database)
        var broken = Fixtures.main()
        broken.segues.append(Segue(id: "G1", source: "S0", destination: "S2", kind: "show"))
        #expect(throws: StoreError.invalid("storyboard 'Main' has segue id 'G1' more than once")) {
            try store.putStoryboard(project: "app", storyboard: broken)
        }
        try expectUnchanged(store, database, storyboard: before, project: project)
    }

    @Test(arguments: StoreBackend.allCases) func aFailedFirstImportLeavesNoStoryboard(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var broken = Fixtures.main()
        broken.name = "New"
        broken.scenes.append(Fixtures.richScene("S0"))
        #expect(throws: StoreError.self) { try store.putStoryboard(project: "app", storyboard: broken) }
        #expect(try store.read { try $0.listStoryboards(project: "app") }.isEmpty)
        #expect(try database.count("scenes") == 0)
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        // The store is still usable after the rollback.
        #expect(try store.putStoryboard(project: "app", storyboard: Fixtures.main()).created)
    }
}
