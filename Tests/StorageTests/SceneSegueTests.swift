import Foundation
import StoryboardModel
import Testing

@testable import Storage

@Suite struct SceneSegueTests {
    private func seeded(_ database: TestStore) throws -> any NavigationStore {
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        return store
    }

    @Test(arguments: StoreBackend.allCases) func addsReadsReplacesAndDeletesScenes(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        let added = Scene(id: "NEW", kind: "tableViewController", customClass: "ListViewController", line: 99)
        #expect(try store.write { try $0.add(added, project: "app", storyboard: "Main") }.element == added)
        #expect(try store.read { try $0.elements(Scene.self, project: "app", storyboard: "Main") }.last == added)
        #expect(try store.read { try $0.element(Scene.self, project: "app", storyboard: "Main", id: "NEW") } == added)

        var changed = added
        changed.title = "List"
        changed.customClass = nil
        _ = try store.write { try $0.replace("NEW", with: changed, project: "app", storyboard: "Main") }
        #expect(try store.read { try $0.element(Scene.self, project: "app", storyboard: "Main", id: "NEW") } == changed)
        #expect(
            try store.read { try $0.elements(Scene.self, project: "app", storyboard: "Main") }.map(\.id) == [
                "S0", "S1", "S2", "R1", "NEW",
            ])

        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "NEW") }
        #expect(throws: StoreError.notFound("scene 'NEW' in storyboard 'Main'")) {
            try store.read { try $0.element(Scene.self, project: "app", storyboard: "Main", id: "NEW") }
        }
        #expect(throws: StoreError.notFound("scene 'NEW' in storyboard 'Main'")) {
            try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "NEW") }
        }
    }

    @Test(arguments: StoreBackend.allCases) func sceneConflictsAreReported(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        #expect(throws: StoreError.conflict("scene 'S1' already exists in storyboard 'Main'")) {
            try store.write { try $0.add(Scene(id: "S1", kind: "viewController"), project: "app", storyboard: "Main") }
        }
        #expect(throws: StoreError.conflict("scene 'S2' already exists in storyboard 'Main'")) {
            try store.write {
                try $0.replace("S1", with: Scene(id: "S2", kind: "viewController"), project: "app", storyboard: "Main")
            }
        }
        #expect(throws: StoreError.notFound("storyboard 'Other' in project 'app'")) {
            try store.write { try $0.add(Scene(id: "X", kind: "viewController"), project: "app", storyboard: "Other") }
        }
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == Fixtures.main())
    }

    @Test(arguments: StoreBackend.allCases) func renamingASceneCarriesItsSeguesAndReferences(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var renamed = Fixtures.richScene("S0")
        renamed.id = "Home"
        _ = try store.write { try $0.replace("S0", with: renamed, project: "app", storyboard: "Main") }
        let storyboard = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(storyboard.initialScene == "Home")
        #expect(storyboard.scenes.first?.id == "Home")
        #expect(storyboard.segues.first { $0.id == "G1" }?.source == "Home")
        #expect(storyboard.segues.first { $0.id == "G4" }?.destination == "Home")
    }

    @Test(arguments: StoreBackend.allCases) func deletingASceneTakesItsSeguesAndLeavesArrivingOnesDangling(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "S1") }
        let storyboard = try store.read { try $0.storyboard(project: "app", name: "Main") }
        // G2 and G3 left S1; G1 arrived at it and now dangles by design.
        #expect(storyboard.segues.map(\.id) == ["G1", "G4"])
        #expect(storyboard.segues.first?.destination == "S1")
    }

    @Test(arguments: StoreBackend.allCases) func addsReadsReplacesAndDeletesSegues(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        let segue = Segue(
            id: "G9", source: "S2", destination: "elsewhere", kind: "popoverPresentation", identifier: "pop",
            attributes: ["popoverAnchorView": "abc-12-xyz"], line: 3)
        #expect(try store.write { try $0.add(segue, project: "app", storyboard: "Main") }.element == segue)
        #expect(try store.read { try $0.element(Segue.self, project: "app", storyboard: "Main", id: "G9") } == segue)
        #expect(try store.read { try $0.elements(Segue.self, project: "app", storyboard: "Main") }.last == segue)

        var moved = segue
        moved.source = "S0"
        moved.id = "G10"
        moved.attributes = [:]
        _ = try store.write { try $0.replace("G9", with: moved, project: "app", storyboard: "Main") }
        #expect(try store.read { try $0.elements(Segue.self, project: "app", storyboard: "Main") }.last == moved)
        #expect(throws: StoreError.notFound("segue 'G9' in storyboard 'Main'")) {
            try store.read { try $0.element(Segue.self, project: "app", storyboard: "Main", id: "G9") }
        }
        try store.writeFreeingSpace { try $0.delete(Segue.self, project: "app", storyboard: "Main", id: "G10") }
        #expect(
            try store.read { try $0.elements(Segue.self, project: "app", storyboard: "Main") } == Fixtures.main().segues
        )
    }

    @Test(arguments: StoreBackend.allCases) func segueWritesCheckTheSourceAndConflicts(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        #expect(
            throws: StoreError.invalid("source scene 'ghost' of segue 'X' is not in storyboard 'Main'")
        ) {
            try store.write {
                try $0.add(
                    Segue(id: "X", source: "ghost", destination: nil, kind: "show"), project: "app", storyboard: "Main")
            }
        }
        #expect(throws: StoreError.conflict("segue 'G1' already exists in storyboard 'Main'")) {
            try store.write {
                try $0.add(
                    Segue(id: "G1", source: "S0", destination: nil, kind: "show"), project: "app", storyboard: "Main")
            }
        }
        var bad = Fixtures.main().segues[0]
        bad.source = "ghost"
        #expect(throws: StoreError.self) {
            try store.write { try $0.replace("G1", with: bad, project: "app", storyboard: "Main") }
        }
        #expect(
            try store.read { try $0.elements(Segue.self, project: "app", storyboard: "Main") } == Fixtures.main().segues
        )
    }

    @Test(arguments: StoreBackend.allCases) func everyWriteBumpsStoryboardAndProjectRevisions(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var expected = (storyboard: 1, project: 2)
        func check() throws {
            #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.revision == expected.storyboard)
            #expect(try store.readOne { try $0.project("app") }.revision == expected.project)
        }
        try check()
        let scene = Scene(id: "X", kind: "viewController")
        let segue = Segue(id: "Y", source: "X", destination: "S0", kind: "show")
        var classed = scene
        classed.customClass = "XViewController"
        var named = segue
        named.identifier = "showX"
        let writes: [() throws -> Void] = [
            { _ = try store.write { try $0.add(scene, project: "app", storyboard: "Main") } },
            { _ = try store.write { try $0.replace("X", with: classed, project: "app", storyboard: "Main") } },
            { _ = try store.write { try $0.add(segue, project: "app", storyboard: "Main") } },
            { _ = try store.write { try $0.replace("Y", with: named, project: "app", storyboard: "Main") } },
            { try store.writeFreeingSpace { try $0.delete(Segue.self, project: "app", storyboard: "Main", id: "Y") } },
            { try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "X") } },
        ]
        for write in writes {
            try write()
            expected.storyboard += 1
            expected.project += 1
            try check()
        }
        // A scene or segue replaced by itself changes nothing: no revision, as an identical PUT makes none.
        let stored = try #require(
            try store.read { try $0.elements(Scene.self, project: "app", storyboard: "Main") }.first)
        let storedSegue = try #require(
            try store.read { try $0.elements(Segue.self, project: "app", storyboard: "Main") }.first)
        _ = try store.write { try $0.replace(stored.id, with: stored, project: "app", storyboard: "Main") }
        _ = try store.write { try $0.replace(storedSegue.id, with: storedSegue, project: "app", storyboard: "Main") }
        try check()
        // A failed write bumps nothing.
        #expect(throws: StoreError.self) {
            try store.write { try $0.add(Scene(id: "S0", kind: "viewController"), project: "app", storyboard: "Main") }
        }
        try check()
        let before = try store.readOne { try $0.project("app") }
        // Other contents than those stored: identical ones would change nothing (see IdempotentPutTests).
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(scenes: 2))
        expected.storyboard += 1
        expected.project += 1
        try check()
        #expect(try store.readOne { try $0.project("app") }.updatedAt >= before.updatedAt)
    }

    @Test(arguments: StoreBackend.allCases) func searchesScenesAcrossStoryboards(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var second = Fixtures.main(scenes: 2)
        second.name = "Auth"
        _ = try store.putStoryboard(project: "app", storyboard: second)

        let all = try store.read { try $0.searchScenes(project: "app") }
        #expect(all.count == 7)
        #expect(all.map { "\($0.storyboard)/\($0.scene.id)" }.first == "Auth/R1")
        #expect(all.map(\.storyboard) == ["Auth", "Auth", "Auth", "Main", "Main", "Main", "Main"])

        let byClass = try store.read { try $0.searchScenes(project: "app", className: "ÉcranS1ViewController") }
        #expect(byClass.map(\.storyboard) == ["Auth", "Main"])
        #expect(byClass.allSatisfy { $0.scene.id == "S1" })

        let byIdentifier = try store.read {
            try $0.searchScenes(project: "app", storyboard: "Main", identifier: "Ident-S2")
        }
        #expect(byIdentifier.map(\.scene) == [Fixtures.richScene("S2")])

        let references = try store.read { try $0.searchScenes(project: "app", kind: "reference") }
        #expect(references.map(\.storyboard) == ["Auth", "Main"])
        #expect(try store.read { try $0.searchScenes(project: "app", className: "Nope") }.isEmpty)
        #expect(throws: StoreError.notFound("project 'x'")) { try store.read { try $0.searchScenes(project: "x") } }
    }
}
