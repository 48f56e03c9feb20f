import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// Identical re-imports write nothing; `RevisionCondition` refuses writes when the revision moved; the Peek &
/// Pop flag survives storage without a column of its own.
@Suite struct IdempotentPutTests {
    static let source = Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>".utf8)

    static func seeded(_ database: TestStore) throws -> any NavigationStore {
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let first = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        #expect(first.created)
        return store
    }

    /// A PUT answers the project as it left it (what the server's graph is then built from, without reading):
    /// exactly what a read of the project answers afterwards, whether it wrote or not.
    @Test(arguments: StoreBackend.allCases) func aPutAnswersTheProjectAsItLeftIt(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        _ = try store.write { try $0.updateProject("app", module: .some("Shop"), platform: .tvos) }
        var edited = Fixtures.main()
        edited.scenes[0].title = "Changed"
        let written = try store.putStoryboard(project: "app", storyboard: edited, source: Data("v2".utf8))
        #expect(!written.unchanged)
        #expect(written.project == (try store.readOne { try $0.project("app") }))
        #expect(written.project.module == "Shop" && written.project.platform == .tvos)
        let same = try store.putStoryboard(project: "app", storyboard: edited, source: Data("v2".utf8))
        #expect(same.unchanged)
        #expect(same.project == (try store.readOne { try $0.project("app") }))
        var other = Fixtures.main()
        other.name = "Other"
        let created = try store.putStoryboard(project: "app", storyboard: other, source: nil)
        #expect(created.created)
        #expect(created.project == (try store.readOne { try $0.project("app") }))
    }

    @Test(arguments: StoreBackend.allCases) func sameSourceAndContentsChangeNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let before = try store.readOne { try $0.project("app") }
        let again = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Self.source)
        #expect(again.unchanged)
        #expect(!again.created)
        #expect(again.storyboard.revision == 1)
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.revision == 1)
        #expect(try store.readOne { try $0.project("app") } == before)
    }

    @Test(arguments: StoreBackend.allCases) func sameModelWithoutSourceChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        let again = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(again.unchanged)
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
    }

    /// Lengths are compared before bytes: other bytes of the same length are still a change, and an empty
    /// source is not the absence of one.
    @Test(arguments: StoreBackend.allCases) func otherBytesOfTheSameLengthOrNoneReplace(_ backend: StoreBackend) throws
    {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        var sameLength = Self.source
        sameLength[sameLength.startIndex] ^= 0x20
        let bySameLength = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: sameLength)
        #expect(!bySameLength.unchanged)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == sameLength)
        let byEmpty = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data())
        #expect(!byEmpty.unchanged)
        let byNone = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(!byNone.unchanged)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == nil)
        #expect(try store.putStoryboard(project: "app", storyboard: Fixtures.main()).unchanged)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == nil)
    }

    @Test(arguments: StoreBackend.allCases) func otherBytesOrOtherContentsReplace(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        var otherBytes = Self.source
        otherBytes.append(UInt8(ascii: "\n"))
        let byBytes = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: otherBytes)
        #expect(!byBytes.unchanged)
        #expect(byBytes.storyboard.revision == 2)
        // Same bytes, another reading of them (a newer parser): stored, so the fix reaches the database.
        let byContents = try store.putStoryboard(
            project: "app", storyboard: Fixtures.main(scenes: 2), source: otherBytes)
        #expect(!byContents.unchanged)
        #expect(byContents.storyboard.revision == 3)
        // The JSON model replacing an imported file drops its source: a change.
        let bySource = try store.putStoryboard(project: "app", storyboard: Fixtures.main(scenes: 2))
        #expect(!bySource.unchanged)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == nil)
    }

    @Test(arguments: StoreBackend.allCases) func aStaleRevisionIsRefusedAndChangesNothing(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.seeded(database)
        let changed = Fixtures.main(scenes: 2)
        #expect(throws: StoreError.self) {
            try store.putStoryboard(project: "app", storyboard: changed, ifMatch: .revision(in: [7]))
        }
        #expect(throws: StoreError.self) {
            try store.writeFreeingSpace {
                try $0.deleteStoryboard(project: "app", name: "Main", ifMatch: .revision(in: []))
            }
        }
        #expect(throws: StoreError.self) {
            try store.writeFreeingSpace {
                try $0.delete(Scene.self, project: "app", storyboard: "Main", id: "S2", ifMatch: .revision(in: [2]))
            }
        }
        #expect(throws: StoreError.self) {
            try store.write {
                try $0.updateProject("app", module: .some("M"), platform: nil, ifMatch: .revision(in: [1]))
            }
        }
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") } == Fixtures.main().withRevision(1))
        #expect(try store.readOne { try $0.project("app") }.revision == 2)

        let put = try store.putStoryboard(project: "app", storyboard: changed, ifMatch: .revision(in: [1, 9]))
        #expect(put.storyboard.revision == 2)
        var retitled = changed.segues[3]
        retitled.identifier = "retitled"
        let renamed = try store.write {
            try $0.replace("G4", with: retitled, project: "app", storyboard: "Main", ifMatch: .exists)
        }
        #expect(renamed.revision == 3)
        try store.writeFreeingSpace {
            try $0.deleteStoryboard(project: "app", name: "Main", ifMatch: .revision(in: [3]))
        }
    }

    @Test(arguments: StoreBackend.allCases) func ifMatchOnAMissingStoryboardIsRefused(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(throws: StoreError.preconditionFailed("")) {
            do {
                _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), ifMatch: .exists)
            } catch StoreError.preconditionFailed {
                throw StoreError.preconditionFailed("")
            }
        }
        #expect(try store.read { try $0.listStoryboards(project: "app") }.isEmpty)
    }

    @Test(arguments: StoreBackend.allCases) func thePreviewingFlagRoundTripsThroughTheAttributesColumn(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var storyboard = Fixtures.main()
        storyboard.segues[0].previewing = true
        _ = try store.putStoryboard(project: "app", storyboard: storyboard)
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read.segues.map(\.previewing) == [true, false, false, false])
        #expect(read.segues[0].attributes == Fixtures.main().segues[0].attributes)
        #expect(try store.read { try $0.allStoryboards(project: "app") }.first?.segues.first?.previewing == true)
    }
}

extension Storyboard {
    fileprivate func withRevision(_ revision: Int) -> Storyboard {
        var copy = self
        copy.revision = revision
        return copy
    }
}
