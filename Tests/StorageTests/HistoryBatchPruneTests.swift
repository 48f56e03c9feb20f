import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// Revisions past the limit are deleted in batches (a quarter of the limit, at most 32), not one per write:
/// the rows of a few more revisions stay stored between two prunes, and no read shows them. What a client sees
/// of the history is what pruning on every write showed.
@Suite struct HistoryBatchPruneTests {
    private static func storyboard(_ name: String) -> Storyboard {
        var storyboard = Fixtures.main(scenes: 2)
        storyboard.name = name
        return storyboard
    }

    private static func put(_ store: any NavigationStore, _ name: String, _ version: Int) throws {
        _ = try store.putStoryboard(
            project: "app", storyboard: storyboard(name), source: Data("<document>\(name) \(version)</document>".utf8))
    }

    /// The revision numbers `revision(_:project:)` answers as kept, asked one by one from 1 to `latest`.
    private static func readable(_ store: any NavigationStore, latest: Int) throws -> [Int] {
        try (1...latest).filter { revision in
            if case .kept = try store.read({ try $0.revision(revision, project: "app") }) { return true }
            return false
        }
    }

    @Test(arguments: StoreBackend.allCases) func aLimitOfEightShowsEightAndDeletesTwoAtATime(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        store.historyLimit = 8
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var stored: [Int] = []
        for version in 1...20 {
            try Self.put(store, "Main", version)
            let latest = version + 1
            let oldest = max(1, latest - 7)
            // Every read is bounded by the limit, whatever is still stored.
            #expect(
                try store.read { try $0.revisions(project: "app") }.map(\.revision)
                    == Array((oldest...latest).reversed()))
            #expect(try Self.readable(store, latest: latest) == Array(oldest...latest), "after revision \(latest)")
            if oldest > 1 {
                guard case .pruned(let reported) = try store.read({ try $0.revision(oldest - 1, project: "app") })
                else {
                    Issue.record("revision \(oldest - 1) is readable past the limit of 8 (latest \(latest))")
                    continue
                }
                #expect(reported == oldest)
            }
            // The contents follow the stored rows: none is kept that no stored revision or storyboard names.
            #expect(try database.count("revision_contents") == database.count(Self.namedContents))
            stored.append(try database.count("revisions"))
        }
        // From revision 9 on, those past the limit go two at a time: 9 rows while one of them waits.
        #expect(stored == [2, 3, 4, 5, 6, 7, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9])
    }

    /// The default limit of 100 prunes 25 at a time: at most 124 revisions stored, 100 shown.
    @Test(arguments: StoreBackend.allCases) func theDefaultLimitKeepsAtMostAQuarterMoreRows(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        #expect(store.historyLimit == 100)
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        var most = 0
        for version in 1...150 {
            try Self.put(store, "Main", version)
            most = max(most, try database.count("revisions"))
        }
        #expect(most == 124)
        #expect(try database.count("revisions") == 101)
        #expect(try store.read { try $0.revisions(project: "app") }.count == 100)
        #expect(try store.read { try $0.revisions(project: "app") }.last?.revision == 52)
    }

    /// A label naming a revision past the limit whose rows still wait for the batch: the label still resolves
    /// to its number, the revision reads as pruned, and a write reusing the label is a conflict, as when the
    /// rows are gone (its contents are no longer kept to compare).
    @Test(arguments: StoreBackend.allCases) func aLabelPastTheLimitIsPrunedWhileItsRowsWait(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        store.historyLimit = 8
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        try Self.put(store, "A", 0)
        let base = SnapshotFile(storyboard: Self.storyboard("A"), source: Data("<document>A base</document>".utf8))
        let labelled = try RevisionLabel.naming("base") {
            try store.write {
                try $0.putStoryboards(
                    project: "app", with: [base], creating: Project(name: "app"))
            }
        }
        #expect(labelled.revision == 3)
        for version in 1...8 { try Self.put(store, "B", version) }
        #expect(try store.readOne { try $0.project("app") }.revision == 11)
        // Revision 3 is past the limit (4 to 11 are kept) but its rows wait for the next batch.
        #expect(try database.count("revisions WHERE revision = 3") == 1)
        #expect(try store.read { try $0.revision(labelled: "base", project: "app") } == 3)
        guard case .pruned(let oldest) = try store.read({ try $0.revision(3, project: "app") }) else {
            Issue.record("revision 3 is readable past the limit")
            return
        }
        #expect(oldest == 4)
        #expect(throws: StoreError.self) {
            try RevisionLabel.naming("base") {
                try store.write {
                    try $0.putStoryboards(project: "app", with: [base], creating: Project(name: "app"))
                }
            }
        }
        #expect(try store.readOne { try $0.project("app") }.revision == 11)
    }

    /// Content rows a stored revision or a storyboard names.
    private static let namedContents = """
        revision_contents AS c WHERE EXISTS (SELECT 1 FROM revision_storyboards AS rs WHERE rs.content_hash = c.hash)
            OR EXISTS (SELECT 1 FROM storyboards AS s WHERE s.source_hash = c.hash)
        """
}
