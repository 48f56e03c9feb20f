import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// Every write keeps what the project held at its revision; contents are shared by hash; the bound prunes.
@Suite struct RevisionHistoryTests {
    private func storyboard(destination: String) -> Storyboard {
        Storyboard(
            name: "Main", initialScene: "A",
            scenes: [
                Scene(id: "A", kind: "viewController", customClass: "AViewController"),
                Scene(id: "B", kind: "viewController", customClass: "BViewController"),
                Scene(id: "C", kind: "viewController", customClass: "CViewController"),
            ],
            segues: [Segue(id: "s1", source: "A", destination: destination, kind: "show", identifier: "next")])
    }

    private func source(_ text: String) -> Data { Data("<document>\(text)</document>".utf8) }

    /// A project whose history is missing (a database from before history): its next write records every
    /// storyboard the project holds, not only the one written.
    @Test(arguments: StoreBackend.allCases) func aWriteWithoutThePreviousRevisionRecordsEveryStoryboard(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var other = storyboard(destination: "B")
        other.name = "Other"
        _ = try store.putStoryboard(project: "app", storyboard: other, source: source("other"))
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        try database.execute("DELETE FROM revisions")
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "C"), source: source("v2"))
        guard case .kept(let four) = try store.read({ try $0.revision(4, project: "app") }) else {
            Issue.record("revision 4 is not kept")
            return
        }
        #expect(four.storyboards.map(\.name) == ["Main", "Other"])
        #expect(four.storyboards.map(\.revision) == [2, 1])
        guard case .source(let main) = four.storyboards.first?.content else {
            Issue.record("Main of revision 4 is not its source")
            return
        }
        #expect(main == source("v2"))
    }

    @Test(arguments: StoreBackend.allCases) func eachWriteListsItsRevisionNewestFirst(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "C"), source: source("v2"))
        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "B") }
        let listed = try store.read { try $0.revisions(project: "app") }
        #expect(listed.map(\.revision) == [4, 3, 2, 1])
        #expect(
            listed.map(\.summary) == [
                "deleted scene 'B' of storyboard 'Main'", "replaced storyboard 'Main'", "created storyboard 'Main'",
                "created project",
            ])
        #expect(try store.readOne { try $0.project("app") }.revision == 4)
    }

    @Test(arguments: StoreBackend.allCases) func anOldRevisionReadsBackItsSourceAndAnEditedOneItsModel(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app", module: "App")) }
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "C") }
        guard case .kept(let two) = try store.read({ try $0.revision(2, project: "app") }) else {
            Issue.record("revision 2 is not kept")
            return
        }
        #expect(two.project.revision == 2)
        #expect(two.project.module == "App")
        #expect(two.storyboards.map(\.name) == ["Main"])
        guard case .source(let bytes) = two.storyboards[0].content else {
            Issue.record("revision 2 of Main is not its source")
            return
        }
        #expect(bytes == source("v1"))
        guard case .kept(let three) = try store.read({ try $0.revision(3, project: "app") }),
            case .storyboard(let edited) = three.storyboards.first?.content
        else {
            Issue.record("revision 3 of Main is not its model")
            return
        }
        #expect(edited.scenes.map(\.id) == ["A", "B"])
        #expect(three.storyboards[0].revision == 2)
        guard case .future(let latest) = try store.read({ try $0.revision(9, project: "app") }) else {
            Issue.record("revision 9 is not reported as in the future")
            return
        }
        #expect(latest == 3)
    }

    @Test(arguments: StoreBackend.allCases) func theBoundPrunesOldRevisionsAndTheirUnusedContents(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        store.historyLimit = 3
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        for version in 1...5 {
            _ = try store.putStoryboard(
                project: "app", storyboard: storyboard(destination: version % 2 == 0 ? "B" : "C"),
                source: source("v\(version)"))
        }
        // Revisions 1 (the project) to 6 (v5): the last three stay, and with them the sources v3, v4 and v5.
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [6, 5, 4])
        #expect(try database.count("revision_contents") == 3)
        guard case .pruned(let oldest) = try store.read({ try $0.revision(2, project: "app") }) else {
            Issue.record("revision 2 is not reported as pruned")
            return
        }
        #expect(oldest == 4)
    }

    @Test(arguments: StoreBackend.allCases) func identicalBytesInTwoProjectsAndRevisionsAreStoredOnce(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        for name in ["one", "two"] {
            _ = try store.write { try $0.createProject(Project(name: name)) }
            _ = try store.putStoryboard(project: name, storyboard: storyboard(destination: "B"), source: source("same"))
        }
        // A second storyboard in "one" makes a new revision that still holds Main's bytes.
        var other = storyboard(destination: "B")
        other.name = "Other"
        _ = try store.putStoryboard(project: "one", storyboard: other, source: source("other"))
        #expect(try database.count("revision_contents") == 2)
        #expect(try database.count("revision_storyboards") == 4)
    }

    @Test(arguments: StoreBackend.allCases) func anIdenticalPutMakesNoRevision(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        let again = try store.putStoryboard(
            project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        #expect(again.unchanged)
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [2, 1])
    }

    @Test(arguments: StoreBackend.allCases) func aFailedWriteLeavesNoHistoryRow(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        var broken = storyboard(destination: "C")
        broken.segues.append(Segue(id: "bad", source: "nowhere", destination: "A", kind: "show"))
        #expect(throws: StoreError.self) {
            try store.putStoryboard(project: "app", storyboard: broken, source: source("v2"))
        }
        // Withdrawn right before the commit: the history rows were already written, and go with the rest.
        #expect(throws: StoreError.withdrawn("gone")) {
            try store.putStoryboard(
                project: "app", storyboard: storyboard(destination: "C"), source: source("v3"), ifMatch: nil
            ) { "gone" }
        }
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [2, 1])
        #expect(try database.count("revisions") == 2)
        #expect(try database.count("revision_contents") == 1)
    }

    @Test(arguments: StoreBackend.allCases) func deletingTheProjectDropsItsHistoryAndContents(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: storyboard(destination: "B"), source: source("v1"))
        try store.deleteProject("app")
        #expect(try database.count("revisions") == 0)
        #expect(try database.count("revision_storyboards") == 0)
        #expect(try database.count("revision_contents") == 0)
    }
}
