import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A kept revision's nibs listed without parsing them (`listNibs(project:revision:counting:)`): each content
/// keeps the object count of its bytes (`Migrations/0015_nib_object_counts.sql`), filled by the migration from
/// the nibs that name it; a content only old revisions name is counted once on its first listing and stored.
@Suite struct NibObjectCountTests {
    /// Counts the nibs a listing asks to parse (it must not ask for a content whose count is kept).
    final class Counter: @unchecked Sendable {
        // Unchecked: a listing calls it on the test's own thread, inside one store read.
        private(set) var parsed: [String] = []
        let answer: Int

        init(answer: Int = 0) { self.answer = answer }

        func count(_ nib: StoredNib) -> Int {
            parsed.append(nib.name)
            return answer
        }
    }

    /// A nib of `objects` table cells (its top-level objects), with bytes naming them.
    private static func nib(_ name: String, objects: Int, tag: String) -> (nib: Nib, source: Data) {
        let cells = (0..<objects).map { index in
            NibObject(
                id: "c\(index)", kind: .tableViewCell, elementName: "tableViewCell", reuseIdentifier: "\(tag)\(index)",
                line: 6 + index)
        }
        return (Nib(name: name, objects: cells), Data("<document tag=\"\(tag)\" cells=\"\(objects)\"/>\n".utf8))
    }

    private static func put(_ store: any NavigationStore, _ name: String, objects: Int, tag: String) throws {
        let (nib, source) = nib(name, objects: objects, tag: tag)
        _ = try store.write { try $0.putNib(project: "app", nib: nib, source: source, ifMatch: nil) }
    }

    @Test(arguments: StoreBackend.allCases) func aKeptRevisionsNibsAreListedWithTheirCountsWithoutParsingAny(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        try Self.put(store, "One", objects: 1, tag: "a")  // revision 2
        try Self.put(store, "Two", objects: 3, tag: "b")  // revision 3
        try Self.put(store, "One", objects: 2, tag: "c")  // revision 4: One's first content is the history's alone
        let counter = Counter()
        let listed = try store.read { try $0.listNibs(project: "app", revision: 3, counting: counter.count) }
        #expect(
            listed.nibs == [
                NibSummary(name: "One", revision: 2, objectCount: 1),
                NibSummary(name: "Two", revision: 3, objectCount: 3),
            ])
        let now = try store.read { try $0.listNibs(project: "app", revision: 4, counting: counter.count) }
        #expect(now.nibs == (try store.read { try $0.listNibs(project: "app") }.nibs))
        #expect(now.nibs.map(\.objectCount) == [2, 3])
        #expect(counter.parsed.isEmpty, "parsed to list: \(counter.parsed)")
        #expect(listed.counted.isEmpty && now.counted.isEmpty)
        #expect(try store.read { try $0.listNibs(project: "app", revision: 1, counting: counter.count) }.nibs.isEmpty)
        #expect(throws: StoreError.self) {
            try store.read { try $0.listNibs(project: "app", revision: 5, counting: counter.count) }
        }
    }

    /// A database of schema version 14: nibs `One` and `Two` shared one content at revision 2 (two objects), then
    /// both took another at revision 3 (one object, which `nibs.object_count` says).
    private static func rowsAtVersion14(_ backend: StoreBackend) -> String {
        let (old, new) =
            backend == .sqlite
            ? ("X'3c6f6c642f3e'", "X'3c6e65772f3e'")
            : ("decode('3c6f6c642f3e', 'hex')", "decode('3c6e65772f3e', 'hex')")
        return """
            INSERT INTO projects (name, platform, revision, created_at, updated_at) VALUES ('app', 'ios', 3, 't', 't');
            INSERT INTO nib_contents (hash, bytes) VALUES ('old', \(old)), ('new', \(new));
            INSERT INTO nibs (project_id, name, revision, content_hash, object_count, updated_at)
                SELECT id, 'One', 2, 'old', 2, 't' FROM projects;
            INSERT INTO nibs (project_id, name, revision, content_hash, object_count, updated_at)
                SELECT id, 'Two', 2, 'old', 2, 't' FROM projects;
            INSERT INTO revisions (project_id, revision, created_at, summary, platform)
                SELECT id, 2, 't', 'created nibs', 'ios' FROM projects;
            UPDATE nibs SET content_hash = 'new', object_count = 1, revision = 3;
            INSERT INTO revisions (project_id, revision, created_at, summary, platform)
                SELECT id, 3, 't', 'replaced nibs', 'ios' FROM projects;
            """
    }

    @Test(arguments: StoreBackend.allCases) func nibsStoredBeforeCountsWereKeptAreCountedOnceAndStored(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let before = try Migrator(migrations: RevisionMarkTests.migrations(upTo: 14, in: database.migrationsDirectory))
        try database.openStore(migrator: before).close()
        try database.execute(Self.rowsAtVersion14(backend))

        let store = try database.openStore()
        defer { store.close() }
        #expect(store.isReady())
        // The migration counted the content the nibs name now; the history's alone it could not.
        #expect(try database.count("nib_contents WHERE object_count = 1") == 1)
        #expect(try database.count("nib_contents WHERE object_count IS NULL") == 1)
        let counter = Counter(answer: 2)
        let current = try store.read { try $0.listNibs(project: "app", revision: 3, counting: counter.count) }
        #expect(current.nibs.map(\.objectCount) == [1, 1])
        #expect(counter.parsed.isEmpty)

        // The old content is parsed once for its two nibs, its count stored, and read from then on.
        let old = try store.read { try $0.listNibs(project: "app", revision: 2, counting: counter.count) }
        #expect(
            old.nibs == [
                NibSummary(name: "One", revision: 2, objectCount: 2),
                NibSummary(name: "Two", revision: 2, objectCount: 2),
            ])
        #expect(counter.parsed == ["One"])
        #expect(old.counted == ["old": 2])
        try store.write { try $0.keepNibObjectCounts(old.counted) }
        #expect(try database.count("nib_contents WHERE object_count IS NULL") == 0)
        let again = try store.read { try $0.listNibs(project: "app", revision: 2, counting: counter.count) }
        #expect(again.nibs == old.nibs && again.counted.isEmpty)
        #expect(counter.parsed == ["One"])
        #expect(try store.readOne { try $0.project("app") }.revision == 3, "keeping counts moves no revision")
    }
}
