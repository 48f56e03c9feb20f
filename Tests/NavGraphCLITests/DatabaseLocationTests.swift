import Foundation
import PostgresClient
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `--db` takes a SQLite file or a PostgreSQL URL; one opener serves `migrate`, `import` and `serve`, and no
/// message ever shows the URL's password.
@Suite struct DatabaseLocationTests {
    static let postgresURL = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    @Test func aPathIsSQLiteAndAPostgresURLIsPostgres() throws {
        let folder = try CLITest.workspace()
        let context = CommandContext(
            environment: [:], currentDirectory: folder, executablePath: "navgraph", output: { _ in },
            errorOutput: { _ in })
        #expect(
            DatabaseLocation("data/x.sqlite", context: context)
                == .sqlite(path: folder.appendingPathComponent("data/x.sqlite").path))
        #expect(
            DatabaseLocation(nil, context: context)
                == .sqlite(path: folder.appendingPathComponent("navgraph.sqlite").path))
        for url in ["postgres://u:p@db:5432/app?sslmode=require", "postgresql://db/app", "POSTGRES://db"] {
            #expect(DatabaseLocation(url, context: context) == .postgres(url: url))
        }
        #expect(
            DatabaseLocation("postgres://u:hunter2@db/app", context: context).description == "postgres://u:***@db/app")
    }

    @Test func anUnreachableServerExits69WithoutThePassword() throws {
        let folder = try CLITest.workspace()
        try FileManager.default.copyItem(
            at: CLITest.root.appendingPathComponent("examples/Main.storyboard"),
            to: folder.appendingPathComponent("Main.storyboard"))
        for command in ["migrate", "import"] {
            var arguments = [command, "--db", "postgresql://navgraph:hunter2@127.0.0.1:1/none?connect_timeout=2"]
            if command == "import" { arguments += ["--project", "app", "."] }
            let result = CLITest.run(arguments, in: folder)
            #expect(result.code == 69, "\(command): \(result.err)")
            #expect(result.err.contains("navgraph:***@127.0.0.1:1"), "\(command): \(result.err)")
            #expect(!result.err.contains("hunter2") && !result.out.contains("hunter2"))
        }
    }

    /// Issue 20, item 6: libpq percent-decodes query keys, so `pass%77ord=` is a password too; neither
    /// `migrate`'s nor `serve`'s messages (what serve logs when its database is unreachable) may show it.
    @Test func aPercentEncodedPasswordKeyIsHiddenFromMigrateAndServe() throws {
        let folder = try CLITest.workspace()
        let url = "postgresql://navgraph@127.0.0.1:1/none?pass%77ord=SECRET-e09d&connect_timeout=2"
        for arguments in [["migrate", "--db", url], ["serve", "--db", url, "--port", "0"]] {
            let result = CLITest.run(arguments, in: folder)
            #expect(result.code == 69, "\(arguments[0]): \(result.err)")
            #expect(result.err.contains("navgraph@127.0.0.1:1/none?pass%77ord=***"), "\(arguments[0]): \(result.err)")
            #expect(!result.err.contains("SECRET-e09d") && !result.out.contains("SECRET-e09d"), "\(result.err)")
        }
    }

    /// A successful `migrate` names the database it migrated: with the percent-encoded password hidden.
    @Test(.enabled(if: postgresURL != nil, "NAVGRAPH_TEST_POSTGRES is not set: `make test` starts a throwaway cluster"))
    func migrateSaysWhereWithoutAPercentEncodedPassword() throws {
        let base = try #require(Self.postgresURL)
        let url = base + (base.contains("?") ? "&" : "?") + "pass%77ord=SECRET-e09d"
        let result = CLITest.run(["migrate", "--db", url], in: try CLITest.workspace())
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("pass%77ord=***") && result.out.contains(" is migrated"), "\(result.out)")
        #expect(!result.err.contains("SECRET-e09d") && !result.out.contains("SECRET-e09d"))
    }

    @Test(.enabled(if: postgresURL != nil, "NAVGRAPH_TEST_POSTGRES is not set: `make test` starts a throwaway cluster"))
    func migrateAndImportIntoPostgres() throws {
        let base = try #require(Self.postgresURL)
        let schema = "cli_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let admin = try PostgresConnection(url: base)
        // `schema` is letters, digits and underscores made here: safe as an identifier.
        try admin.execute("CREATE SCHEMA \(schema)")
        defer {
            do { try admin.execute("DROP SCHEMA \(schema) CASCADE") } catch { Issue.record("drop: \(error)") }
            admin.close()
        }
        let url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
        let folder = try CLITest.workspace()
        try FileManager.default.copyItem(
            at: CLITest.root.appendingPathComponent("examples/Main.storyboard"),
            to: folder.appendingPathComponent("Main.storyboard"))
        let migrated = CLITest.run(["migrate", "--db", url], in: folder)
        #expect(migrated.code == 0, "\(migrated.err)")
        #expect(migrated.out.contains("is migrated (embedded schema)"))
        let imported = CLITest.run(
            ["import", "--project", "demo", "Main.storyboard"], in: folder, environment: ["NAVGRAPH_DB": url])
        #expect(imported.code == 0, "\(imported.err)")
        // Read back behind the CLI's back: the source is in PostgreSQL byte for byte.
        let connection = try PostgresConnection(url: url)
        defer { connection.close() }
        let rows = try connection.execute(
            """
            SELECT c.bytes FROM storyboards AS s JOIN revision_contents AS c ON c.hash = s.source_hash
            WHERE s.name = 'Main'
            """)
        #expect(rows.count == 1)
        #expect(try rows.bytes(0, 0) == (try Data(contentsOf: folder.appendingPathComponent("Main.storyboard"))))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("navgraph.sqlite").path))
    }
}
