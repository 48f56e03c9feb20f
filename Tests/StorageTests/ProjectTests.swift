import Foundation
import StoryboardModel
import Testing

@testable import Storage

@Suite struct ProjectTests {
    @Test(arguments: StoreBackend.allCases) func createsListsAndReadsProjects(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        #expect(store.isReady())
        let created = try store.write {
            try $0.createProject(Project(name: "zeta", module: "ZetaApp", platform: .tvos, revision: 9))
        }
        _ = try store.write { try $0.createProject(Project(name: "Alpha.app_1-2")) }
        #expect(created.revision == 1)
        #expect(created.module == "ZetaApp")
        #expect(created.platform == .tvos)
        #expect(created.createdAt == created.updatedAt)
        #expect(ISO8601DateFormatter().date(from: created.createdAt) != nil)
        #expect(try store.readOne { try $0.listProjects() }.map(\.name) == ["Alpha.app_1-2", "zeta"])
        #expect(try store.readOne { try $0.project("zeta") } == created)
        #expect(try store.readOne { try $0.project("Alpha.app_1-2") }.module == nil)
    }

    @Test(arguments: StoreBackend.allCases) func countsTheStoryboardsOfAProject(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(try store.read { try $0.storyboardCount(project: "app") } == 0)
        for name in ["Main", "Settings"] {
            _ = try store.putStoryboard(project: "app", storyboard: Storyboard(name: name))
        }
        #expect(try store.read { try $0.storyboardCount(project: "app") } == 2)
        #expect(throws: StoreError.notFound("project 'nowhere'")) {
            try store.read { try $0.storyboardCount(project: "nowhere") }
        }
    }

    @Test(arguments: StoreBackend.allCases) func refusesDuplicateAndInvalidNames(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(throws: StoreError.conflict("project 'app' already exists")) {
            try store.write { try $0.createProject(Project(name: "app", platform: .macos)) }
        }
        for bad in ["", "-app", "a/b", "with space", String(repeating: "x", count: 65)] {
            #expect {
                try store.write { try $0.createProject(Project(name: bad)) }
            } throws: { error in
                guard case .invalid(let message) = error as? StoreError else { return false }
                return message.contains("'\(bad)'")
            }
        }
        #expect(try store.readOne { try $0.listProjects() }.count == 1)
    }

    @Test(arguments: StoreBackend.allCases) func updatesModuleAndPlatformAndBumpsRevisionOnlyOnAChange(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app", module: "App")) }
        // Nothing to change, or the values it has: no revision, as an identical PUT makes none.
        let unchanged = try store.write { try $0.updateProject("app", module: nil, platform: nil) }
        #expect(unchanged.module == "App")
        #expect(unchanged.revision == 1)
        #expect(try store.write { try $0.updateProject("app", module: .some("App"), platform: .ios) }.revision == 1)
        let moved = try store.write { try $0.updateProject("app", module: .some("Other"), platform: .macos) }
        #expect(moved.module == "Other")
        #expect(moved.platform == .macos)
        #expect(moved.revision == 2)
        let cleared = try store.write { try $0.updateProject("app", module: .some(nil), platform: nil) }
        #expect(cleared.module == nil)
        #expect(cleared.platform == .macos)
        #expect(cleared.updatedAt >= cleared.createdAt)
        #expect(try store.readOne { try $0.project("app") } == cleared)
    }

    @Test(arguments: StoreBackend.allCases) func saysWhatWasNotFound(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        #expect(throws: StoreError.notFound("project 'ghost'")) { try store.readOne { try $0.project("ghost") } }
        #expect(throws: StoreError.notFound("project 'ghost'")) { try store.deleteProject("ghost") }
        #expect(throws: StoreError.notFound("project 'ghost'")) {
            try store.write { try $0.updateProject("ghost", module: nil, platform: nil) }
        }
        #expect(throws: StoreError.notFound("project 'ghost'")) {
            try store.read { try $0.listStoryboards(project: "ghost") }
        }
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(throws: StoreError.notFound("storyboard 'Main' in project 'app'")) {
            try store.read { try $0.storyboard(project: "app", name: "Main") }
        }
        #expect(throws: StoreError.notFound("storyboard 'Main' in project 'app'")) {
            try store.read { try $0.storyboardSource(project: "app", name: "Main") }
        }
        #expect(throws: StoreError.notFound("storyboard 'Main' in project 'app'")) {
            try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Main") }
        }
        #expect(StoreError.notFound("project 'ghost'").description == "project 'ghost' not found")
    }

    @Test(arguments: StoreBackend.allCases) func deletingAProjectCascadesToEverythingInIt(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.write { try $0.createProject(Project(name: "keep")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("<xml/>".utf8))
        var other = Fixtures.main()
        other.name = "Other"
        _ = try store.putStoryboard(project: "app", storyboard: other)
        _ = try store.putStoryboard(project: "keep", storyboard: Fixtures.main())
        #expect(try database.count("storyboards") == 3)

        try store.deleteProject("app")

        #expect(try store.readOne { try $0.listProjects() }.map(\.name) == ["keep"])
        #expect(try database.count("storyboards") == 1)
        #expect(try database.count("scenes") == Fixtures.main().scenes.count)
        #expect(try database.count("segues") == Fixtures.main().segues.count)
        #expect(try store.read { try $0.allStoryboards(project: "keep") }.count == 1)
    }

    @Test(arguments: StoreBackend.allCases) func reportsDatabaseSizeAndCloses(_ backend: StoreBackend) throws {
        // On PostgreSQL the size is the whole database's, and in the tests' shared one other tests' schemas come
        // and go meanwhile (a full run once saw it shrink while this test wrote): a database of its own.
        let database = try TestStore(backend, ownDatabase: true)
        let store = try database.openStore()
        let empty = try store.read { try $0.databaseSizeBytes() }
        #expect(empty > 0)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        // Several storyboards: more than PostgreSQL may have in free or pre-extended pages (a full run once
        // saw the size unchanged after one storyboard of 500 scenes).
        for name in ["Main", "Second", "Third", "Fourth"] {
            var storyboard = Fixtures.main(scenes: 500)
            storyboard.name = name
            _ = try store.putStoryboard(project: "app", storyboard: storyboard)
        }
        #expect(try store.read { try $0.databaseSizeBytes() } > empty)
        store.close()
        #expect(!store.isReady())
        #expect(throws: StoreError.self) { try store.readOne { try $0.listProjects() } }
        #expect(throws: StoreError.self) { try store.write { try $0.createProject(Project(name: "late")) } }
    }
}
