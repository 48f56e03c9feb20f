import Foundation
import StoryboardModel
import Testing

@testable import Storage

@Suite struct StoryboardRoundTripTests {
    @Test(arguments: StoreBackend.allCases) func everyFieldSurvivesARoundTrip(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let original = Fixtures.main()
        let put = try store.putStoryboard(project: "app", storyboard: original)
        #expect(put.created)
        #expect(put.storyboard == original)

        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read == original)
        // Spot checks that equality covers what matters: order, nil vs empty, attributes, unicode.
        #expect(read.scenes.map(\.id) == ["S0", "S1", "S2", "R1"])
        #expect(read.segues.map(\.id) == ["G1", "G2", "G3", "G4"])
        #expect(read.scenes[3].referencedIdentifier == "")
        #expect(read.scenes[3].referencedStoryboard == "Settings")
        #expect(read.scenes[3].customClass == nil)
        #expect(read.segues[2].identifier == "")
        #expect(read.segues[0].identifier == "showDetail")
        #expect(read.segues[1].identifier == nil)
        #expect(read.segues[2].destination == nil)
        #expect(read.segues[0].attributes["note"] == "\"quoted\" / ünï")
        #expect(read.segues[3].attributes.isEmpty)
        #expect(read.scenes[0].title == "Titre « S0 » 🚀")
        #expect(read.scenes[0].inheritsModuleFromTarget)
        #expect(read.scenes[3].line == 7)
        #expect(read.segues[1].line == nil)
    }

    @Test(arguments: StoreBackend.allCases) func minimalValuesStayMinimal(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let bare = Storyboard(
            name: "Bare ünï", scenes: [Scene(id: "a", kind: "unknownElement")],
            segues: [Segue(id: "s", source: "a", destination: "a", kind: "custom")])
        _ = try store.putStoryboard(project: "app", storyboard: bare)
        let read = try store.read { try $0.storyboard(project: "app", name: "Bare ünï") }
        #expect(read == bare)
        #expect(read.platform == nil && read.targetRuntime == nil && read.toolsVersion == nil)
        #expect(read.initialScene == nil)
        let empty = Storyboard(name: "Empty", platform: .macos, initialScene: "")
        _ = try store.putStoryboard(project: "app", storyboard: empty)
        #expect(try store.read { try $0.storyboard(project: "app", name: "Empty") } == empty)
    }

    @Test(arguments: StoreBackend.allCases) func keepsTheSourceByteForByte(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var bytes = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<document>ünï</document>\n".utf8)
        bytes.append(contentsOf: [0, 0xFF, 0xFE])
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: bytes)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == bytes)

        var json = Fixtures.main()
        json.name = "FromJSON"
        _ = try store.putStoryboard(project: "app", storyboard: json)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "FromJSON") } == nil)

        json.name = "EmptySource"
        _ = try store.putStoryboard(project: "app", storyboard: json, source: Data())
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "EmptySource") } == Data())
    }

    @Test(arguments: StoreBackend.allCases) func replacingSwapsContentsAndBumpsRevisions(_ backend: StoreBackend) throws
    {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("v1".utf8))
        let replacement = Storyboard(
            name: "Main", platform: .tvos, initialScene: "N1", scenes: [Scene(id: "N1", kind: "navigationController")])
        let put = try store.putStoryboard(project: "app", storyboard: replacement, source: Data("v2".utf8))
        #expect(!put.created)
        #expect(put.storyboard.revision == 2)
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read.revision == 2)
        #expect(read.scenes == replacement.scenes)
        #expect(read.segues.isEmpty)
        #expect(read.platform == .tvos)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == Data("v2".utf8))
        #expect(try database.count("scenes") == 1)
        #expect(try database.count("segues") == 0)
        // create (1) + two puts.
        #expect(try store.readOne { try $0.project("app") }.revision == 3)
    }

    @Test(arguments: StoreBackend.allCases) func listsSummariesAndEverythingSortedByName(_ backend: StoreBackend) throws
    {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        for name in ["Settings", "Auth", "Main"] {
            var storyboard = Fixtures.main(scenes: name.count)
            storyboard.name = name
            _ = try store.putStoryboard(project: "app", storyboard: storyboard)
        }
        let summaries = try store.read { try $0.listStoryboards(project: "app") }
        #expect(summaries.map(\.name) == ["Auth", "Main", "Settings"])
        #expect(summaries.map(\.sceneCount) == [5, 5, 9])
        #expect(summaries.allSatisfy { $0.segueCount == 4 && $0.revision == 1 && $0.initialScene == "S0" })

        let all = try store.read { try $0.allStoryboards(project: "app") }
        #expect(all.map(\.name) == ["Auth", "Main", "Settings"])
        for storyboard in all {
            #expect(storyboard == (try store.read { try $0.storyboard(project: "app", name: storyboard.name) }))
        }
        let snapshot = try store.read { try $0.projectSnapshot("app") }
        #expect(snapshot.project == (try store.readOne { try $0.project("app") }))
        #expect(snapshot.storyboards == all)
        try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Main") }
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.name) == ["Auth", "Settings"])
        #expect(try store.read { try $0.allStoryboards(project: "app") }.flatMap(\.scenes).count == 14)
    }

    @Test(arguments: StoreBackend.allCases) func refusesBadStoryboardNames(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        for name in ["", "a/b"] {
            #expect(throws: StoreError.self) {
                try store.putStoryboard(project: "app", storyboard: Storyboard(name: name))
            }
        }
        #expect(throws: StoreError.notFound("project 'nope'")) {
            try store.putStoryboard(project: "nope", storyboard: Fixtures.main())
        }
    }
}
