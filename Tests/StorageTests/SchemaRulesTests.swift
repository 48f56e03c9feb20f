import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// The database itself refuses rows that break the schema's rules, whichever way they are written (table CHECK
/// constraints on SQLite, domains on PostgreSQL since version 9): a platform outside the four, a revision
/// below 1, a content kind other than xml and json. A row that keeps the rules goes in.
@Suite struct SchemaRulesTests {
    private static let broken: [(rule: String, sql: String)] = [
        (
            "project platform",
            "INSERT INTO projects (name, platform, revision, created_at, updated_at) VALUES ('p', 'android', 1, 't', 't')"
        ),
        (
            "project revision",
            "INSERT INTO projects (name, platform, revision, created_at, updated_at) VALUES ('p', 'ios', 0, 't', 't')"
        ),
        ("storyboard platform", "UPDATE storyboards SET platform = 'android'"),
        ("storyboard revision", "UPDATE storyboards SET revision = 0"),
        ("revision revision", "UPDATE revisions SET revision = 0"),
        ("revision platform", "UPDATE revisions SET platform = 'android'"),
        ("recorded storyboard revision", "UPDATE revision_storyboards SET storyboard_revision = 0"),
        ("content kind", "UPDATE revision_contents SET kind = 'png'"),
        ("project revision on update", "UPDATE projects SET revision = revision - revision"),
    ]

    @Test(arguments: StoreBackend.allCases) func rowsBreakingTheRulesAreRefused(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(
            project: "app", storyboard: Fixtures.main(), source: Data("<document>v1</document>".utf8))
        for (rule, sql) in Self.broken {
            #expect(throws: (any Error).self, "the \(rule) rule") { try database.execute(sql) }
        }
        // Nothing of the above changed a row; rows within the rules still go in.
        #expect(try store.readOne { try $0.project("app") }.revision == 2)
        #expect(try database.count("revision_contents WHERE kind = 'xml'") == 1)
        try database.execute("UPDATE storyboards SET platform = NULL")
        try database.execute("UPDATE storyboards SET platform = 'tvos', revision = revision + 1")
        try database.execute(
            "INSERT INTO projects (name, platform, revision, created_at, updated_at) VALUES ('q', 'macos', 7, 't', 't')"
        )
        #expect(try database.count("projects") == 2)
    }
}
