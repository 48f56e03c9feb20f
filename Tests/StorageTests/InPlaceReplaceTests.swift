import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// Replacing a storyboard whose scene and segue ids stay in order rewrites only the rows that changed
/// (issue 22); what reads back is exactly what was written, as when every row is written from nothing.
@Suite struct InPlaceReplaceTests {
    /// `Fixtures.main()` with every kind of column of one scene and one segue changed, ids kept.
    static func edited() -> Storyboard {
        var storyboard = Fixtures.main()
        storyboard.scenes[1].title = "Nouveau titre"
        storyboard.scenes[1].customClass = "RenamedViewController"
        storyboard.scenes[1].storyboardIdentifier = nil
        storyboard.scenes[1].inheritsModuleFromTarget = false
        storyboard.scenes[1].line = 43
        storyboard.scenes[1].cells = [
            PrototypeCell(
                id: "c1", kind: .tableViewCell, reuseIdentifier: "Row", customClass: "RowCell", containerID: "tv",
                line: 44)
        ]
        storyboard.segues[0].identifier = "showMore"
        storyboard.segues[0].attributes = ["animates": "YES"]
        storyboard.segues[0].previewing = true
        storyboard.segues[1].source = "S2"
        storyboard.segues[1].destination = "S0"
        return storyboard
    }

    /// A fresh store of `backend` with project `app` holding `Fixtures.main()` from source `v1`.
    static func storeHoldingMain(_ backend: StoreBackend) throws -> (TestStore, any NavigationStore) {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("v1".utf8))
        return (database, store)
    }

    @Test(arguments: StoreBackend.allCases)
    func anEditKeepingTheIDsReadsBackAsWritten(_ backend: StoreBackend) throws {
        let (database, store) = try Self.storeHoldingMain(backend)
        let edited = Self.edited()
        let put = try store.putStoryboard(project: "app", storyboard: edited, source: Data("v2".utf8))
        #expect(!put.created && !put.unchanged)
        #expect(put.storyboard.revision == 2)
        var expected = edited
        expected.revision = 2
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read == expected)
        #expect(read.segues[1].source == "S2")
        #expect(read.scenes[1].cells.map(\.reuseIdentifier) == ["Row"])
        #expect(try database.count("scenes") == edited.scenes.count)
        #expect(try database.count("segues") == edited.segues.count)
        // G2 changed source from S1 to S2: deleting S1 takes G3 with it and leaves G2 (the key moved with it).
        try store.writeFreeingSpace { try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "S1") }
        #expect(
            try store.read { try $0.storyboard(project: "app", name: "Main") }.segues.map(\.id) == ["G1", "G2", "G4"])
    }

    /// Swift's `==` holds canonically equivalent text equal; a title rewritten from NFD to NFC is still a
    /// change of the stored bytes, and the new bytes are what reads back.
    @Test(arguments: StoreBackend.allCases)
    func aTitleInAnotherNormalFormIsStoredByteForByte(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var storyboard = Fixtures.main()
        storyboard.scenes[0].title = "Cafe\u{301}"
        _ = try store.putStoryboard(project: "app", storyboard: storyboard, source: Data("nfd".utf8))
        storyboard.scenes[0].title = "Caf\u{E9}"
        _ = try store.putStoryboard(project: "app", storyboard: storyboard, source: Data("nfc".utf8))
        let title = try store.read { try $0.storyboard(project: "app", name: "Main") }.scenes[0].title
        #expect(title.map { Array($0.utf8) } == Array("Caf\u{E9}".utf8))
    }

    /// Scenes in another order, or one renamed, are not edits in place: the new order and ids read back, and
    /// the segues follow their scenes.
    @Test(arguments: StoreBackend.allCases)
    func reorderedOrRenamedScenesReadBackInTheirNewOrder(_ backend: StoreBackend) throws {
        let (database, store) = try Self.storeHoldingMain(backend)
        var reordered = Fixtures.main()
        reordered.scenes.swapAt(0, 2)
        _ = try store.putStoryboard(project: "app", storyboard: reordered, source: Data("v2".utf8))
        #expect(
            try store.read { try $0.storyboard(project: "app", name: "Main") }.scenes.map(\.id) == [
                "S2", "S1", "S0", "R1",
            ])

        var renamed = reordered
        renamed.scenes[1].id = "S9"
        renamed.segues = renamed.segues.map { segue in
            var segue = segue
            if segue.source == "S1" { segue.source = "S9" }
            return segue
        }
        _ = try store.putStoryboard(project: "app", storyboard: renamed, source: Data("v3".utf8))
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read.scenes.map(\.id) == ["S2", "S9", "S0", "R1"])
        #expect(read.segues.map(\.source) == ["S0", "S9", "S9", "R1"])
        #expect(try database.count("scenes") == 4)
    }

    /// A write given the storyboard as last read (`lastSeen`, the server's cached graph) at the stored revision
    /// compares with it instead of reading the rows: what reads back is what a write without it leaves, text
    /// rewritten to another normal form included, and an identical write is still `unchanged`.
    @Test(arguments: StoreBackend.allCases)
    func aLastSeenCopyOfTheStoredRevisionWritesWhatReadingTheRowsWould(_ backend: StoreBackend) throws {
        let (database, store) = try Self.storeHoldingMain(backend)
        let seen = try store.read { try $0.storyboard(project: "app", name: "Main") }
        var edited = Self.edited()
        edited.scenes[0].title = "Caf\u{E9}"
        let put = try store.putStoryboard(project: "app", storyboard: edited, source: Data("v2".utf8), lastSeen: seen)
        #expect(!put.created && !put.unchanged && put.storyboard.revision == 2)
        var expected = edited
        expected.revision = 2
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read == expected)
        #expect(try database.count("scenes") == edited.scenes.count)

        var nfd = edited
        nfd.scenes[0].title = "Cafe\u{301}"
        _ = try store.putStoryboard(project: "app", storyboard: nfd, source: Data("v3".utf8), lastSeen: read)
        let rewritten = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(rewritten.scenes[0].title.map { Array($0.utf8) } == Array("Cafe\u{301}".utf8))

        let again = try store.putStoryboard(
            project: "app", storyboard: nfd, source: Data("v3".utf8), lastSeen: rewritten)
        #expect(again.unchanged && again.storyboard.revision == 3)
    }

    /// A copy of an older revision says nothing of what is stored now: the write reads the rows, and the
    /// contents read back are the new ones, also where they equal the stale copy but not the stored rows.
    @Test(arguments: StoreBackend.allCases)
    func aLastSeenCopyOfAnOlderRevisionIsNotTrusted(_ backend: StoreBackend) throws {
        let (database, store) = try Self.storeHoldingMain(backend)
        defer { withExtendedLifetime(database) {} }
        let stale = try store.read { try $0.storyboard(project: "app", name: "Main") }
        _ = try store.putStoryboard(project: "app", storyboard: Self.edited(), source: Data("v2".utf8))
        var back = Fixtures.main()
        back.scenes[0].title = "Only this changed from revision 1"
        let put = try store.putStoryboard(project: "app", storyboard: back, source: Data("v3".utf8), lastSeen: stale)
        #expect(put.storyboard.revision == 3)
        back.revision = 3
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == back)
    }

    /// The copy is trusted when its revision is the stored one (the caller's own read of this store): the
    /// rows it says are unchanged are not read, so a scene the copy misstates keeps its stored row. This is
    /// why only the server's graph, built from this store, passes one.
    @Test(arguments: StoreBackend.allCases)
    func aLastSeenCopyAtTheStoredRevisionIsTakenForTheRows(_ backend: StoreBackend) throws {
        let (database, store) = try Self.storeHoldingMain(backend)
        defer { withExtendedLifetime(database) {} }
        var misstated = try store.read { try $0.storyboard(project: "app", name: "Main") }
        let storedTitle = misstated.scenes[1].title
        misstated.scenes[1].title = "Not what is stored"
        var next = misstated
        next.scenes[0].title = "Changed"
        _ = try store.putStoryboard(project: "app", storyboard: next, source: Data("v2".utf8), lastSeen: misstated)
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read.scenes[0].title == "Changed")
        #expect(read.scenes[1].title == storedTitle)
    }
}
