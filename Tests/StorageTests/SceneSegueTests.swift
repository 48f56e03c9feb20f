import Foundation
import StoryboardModel
import Testing

@testable import Storage

@Suite struct SceneSegueTests {
    private func seeded(_ database: TestStore) throws -> any NavigationStore {
        let store = try database.openStore()
        _ = try store.createProject(Project(name: "app"))
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        return store
    }

    @Test(arguments: StoreBackend.allCases) func addsReadsReplacesAndDeletesScenes(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        let added = Scene(id: "NEW", kind: "tableViewController", customClass: "ListViewController", line: 99)
        #expect(try store.addScene(project: "app", storyboard: "Main", scene: added).scene == added)
        #expect(try store.scenes(project: "app", storyboard: "Main").last == added)
        #expect(try store.scene(project: "app", storyboard: "Main", id: "NEW") == added)

        var changed = added
        changed.title = "List"
        changed.customClass = nil
        _ = try store.replaceScene(project: "app", storyboard: "Main", id: "NEW", with: changed)
        #expect(try store.scene(project: "app", storyboard: "Main", id: "NEW") == changed)
        #expect(try store.scenes(project: "app", storyboard: "Main").map(\.id) == ["S0", "S1", "S2", "R1", "NEW"])

        try store.deleteScene(project: "app", storyboard: "Main", id: "NEW")
        #expect(throws: StoreError.notFound("scene 'NEW' in storyboard 'Main'")) {
            try store.scene(project: "app", storyboard: "Main", id: "NEW")
        }
        #expect(throws: StoreError.notFound("scene 'NEW' in storyboard 'Main'")) {
            try store.deleteScene(project: "app", storyboard: "Main", id: "NEW")
        }
    }

    @Test(arguments: StoreBackend.allCases) func sceneConflictsAreReported(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        #expect(throws: StoreError.conflict("scene 'S1' already exists in storyboard 'Main'")) {
            try store.addScene(project: "app", storyboard: "Main", scene: Scene(id: "S1", kind: "viewController"))
        }
        #expect(throws: StoreError.conflict("scene 'S2' already exists in storyboard 'Main'")) {
            try store.replaceScene(
                project: "app", storyboard: "Main", id: "S1", with: Scene(id: "S2", kind: "viewController"))
        }
        #expect(throws: StoreError.notFound("storyboard 'Other' in project 'app'")) {
            try store.addScene(project: "app", storyboard: "Other", scene: Scene(id: "X", kind: "viewController"))
        }
        #expect(try store.storyboard(project: "app", name: "Main") == Fixtures.main())
    }

    @Test(arguments: StoreBackend.allCases) func renamingASceneCarriesItsSeguesAndReferences(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var renamed = Fixtures.richScene("S0")
        renamed.id = "Home"
        _ = try store.replaceScene(project: "app", storyboard: "Main", id: "S0", with: renamed)
        let storyboard = try store.storyboard(project: "app", name: "Main")
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
        try store.deleteScene(project: "app", storyboard: "Main", id: "S1")
        let storyboard = try store.storyboard(project: "app", name: "Main")
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
        #expect(try store.addSegue(project: "app", storyboard: "Main", segue: segue).segue == segue)
        #expect(try store.segue(project: "app", storyboard: "Main", id: "G9") == segue)
        #expect(try store.segues(project: "app", storyboard: "Main").last == segue)

        var moved = segue
        moved.source = "S0"
        moved.id = "G10"
        moved.attributes = [:]
        _ = try store.replaceSegue(project: "app", storyboard: "Main", id: "G9", with: moved)
        #expect(try store.segues(project: "app", storyboard: "Main").last == moved)
        #expect(throws: StoreError.notFound("segue 'G9' in storyboard 'Main'")) {
            try store.segue(project: "app", storyboard: "Main", id: "G9")
        }
        try store.deleteSegue(project: "app", storyboard: "Main", id: "G10")
        #expect(try store.segues(project: "app", storyboard: "Main") == Fixtures.main().segues)
    }

    @Test(arguments: StoreBackend.allCases) func segueWritesCheckTheSourceAndConflicts(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        #expect(
            throws: StoreError.invalid("source scene 'ghost' of segue 'X' is not in storyboard 'Main'")
        ) {
            try store.addSegue(
                project: "app", storyboard: "Main",
                segue: Segue(id: "X", source: "ghost", destination: nil, kind: "show"))
        }
        #expect(throws: StoreError.conflict("segue 'G1' already exists in storyboard 'Main'")) {
            try store.addSegue(
                project: "app", storyboard: "Main", segue: Segue(id: "G1", source: "S0", destination: nil, kind: "show")
            )
        }
        var bad = Fixtures.main().segues[0]
        bad.source = "ghost"
        #expect(throws: StoreError.self) {
            try store.replaceSegue(project: "app", storyboard: "Main", id: "G1", with: bad)
        }
        #expect(try store.segues(project: "app", storyboard: "Main") == Fixtures.main().segues)
    }

    @Test(arguments: StoreBackend.allCases) func everyWriteBumpsStoryboardAndProjectRevisions(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var expected = (storyboard: 1, project: 2)
        func check() throws {
            #expect(try store.storyboard(project: "app", name: "Main").revision == expected.storyboard)
            #expect(try store.project("app").revision == expected.project)
        }
        try check()
        let scene = Scene(id: "X", kind: "viewController")
        let segue = Segue(id: "Y", source: "X", destination: "S0", kind: "show")
        var classed = scene
        classed.customClass = "XViewController"
        var named = segue
        named.identifier = "showX"
        let writes: [() throws -> Void] = [
            { _ = try store.addScene(project: "app", storyboard: "Main", scene: scene) },
            { _ = try store.replaceScene(project: "app", storyboard: "Main", id: "X", with: classed) },
            { _ = try store.addSegue(project: "app", storyboard: "Main", segue: segue) },
            { _ = try store.replaceSegue(project: "app", storyboard: "Main", id: "Y", with: named) },
            { try store.deleteSegue(project: "app", storyboard: "Main", id: "Y") },
            { try store.deleteScene(project: "app", storyboard: "Main", id: "X") },
        ]
        for write in writes {
            try write()
            expected.storyboard += 1
            expected.project += 1
            try check()
        }
        // A scene or segue replaced by itself changes nothing: no revision, as an identical PUT makes none.
        let stored = try #require(try store.scenes(project: "app", storyboard: "Main").first)
        let storedSegue = try #require(try store.segues(project: "app", storyboard: "Main").first)
        _ = try store.replaceScene(project: "app", storyboard: "Main", id: stored.id, with: stored)
        _ = try store.replaceSegue(project: "app", storyboard: "Main", id: storedSegue.id, with: storedSegue)
        try check()
        // A failed write bumps nothing.
        #expect(throws: StoreError.self) {
            try store.addScene(project: "app", storyboard: "Main", scene: Scene(id: "S0", kind: "viewController"))
        }
        try check()
        let before = try store.project("app")
        // Other contents than those stored: identical ones would change nothing (see IdempotentPutTests).
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(scenes: 2))
        expected.storyboard += 1
        expected.project += 1
        try check()
        #expect(try store.project("app").updatedAt >= before.updatedAt)
    }

    @Test(arguments: StoreBackend.allCases) func searchesScenesAcrossStoryboards(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try seeded(database)
        var second = Fixtures.main(scenes: 2)
        second.name = "Auth"
        _ = try store.putStoryboard(project: "app", storyboard: second)

        let all = try store.searchScenes(project: "app")
        #expect(all.count == 7)
        #expect(all.map { "\($0.storyboard)/\($0.scene.id)" }.first == "Auth/R1")
        #expect(all.map(\.storyboard) == ["Auth", "Auth", "Auth", "Main", "Main", "Main", "Main"])

        let byClass = try store.searchScenes(project: "app", className: "ÉcranS1ViewController")
        #expect(byClass.map(\.storyboard) == ["Auth", "Main"])
        #expect(byClass.allSatisfy { $0.scene.id == "S1" })

        let byIdentifier = try store.searchScenes(project: "app", storyboard: "Main", identifier: "Ident-S2")
        #expect(byIdentifier.map(\.scene) == [Fixtures.richScene("S2")])

        let references = try store.searchScenes(project: "app", kind: "reference")
        #expect(references.map(\.storyboard) == ["Auth", "Main"])
        #expect(try store.searchScenes(project: "app", className: "Nope").isEmpty)
        #expect(throws: StoreError.notFound("project 'x'")) { try store.searchScenes(project: "x") }
    }
}
