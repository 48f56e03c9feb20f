import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `migrate`, `import`, `generate` and `check` on real files in temp folders, in-process.
@Suite struct FileCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let migrations = root.appendingPathComponent("Migrations").path

    /// A temp folder with `examples/` copied in as `App/`, plus whatever `extra` writes.
    static func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("examples"), to: folder.appendingPathComponent("App"))
        return folder
    }

    func run(_ arguments: [String], in folder: URL) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = NavGraphCommand.main(arguments, context: captured.context(directory: folder))
        return (code, captured.stdout, captured.stderr)
    }

    @Test func migrateCreatesTheDatabaseAndIsIdempotent() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = run(["migrate", "--db", "data.sqlite", "--migrations", Self.migrations], in: folder)
        #expect(first.code == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("data.sqlite").path))
        #expect(run(["migrate", "--db", "data.sqlite", "--migrations", Self.migrations], in: folder).code == 0)
        let missing = run(["migrate", "--db", "data.sqlite", "--migrations", "nowhere"], in: folder)
        #expect(missing.code == 66)
        #expect(missing.err.contains("migrations folder 'nowhere' does not exist"))
        // A folder of no migrations (a wrong path) would leave a database without a schema: refused, no file.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("empty/README.txt"))
        let empty = run(["migrate", "--db", "other.sqlite", "--migrations", "empty"], in: folder)
        #expect(empty.code == 66, "\(empty.err)")
        #expect(empty.err.contains("migrations folder 'empty' holds no migrations (files named NNNN_name.sql)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other.sqlite").path))
    }

    @Test func aFileThatIsNoDatabaseIsBadInput() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a database, just text\n".utf8).write(to: folder.appendingPathComponent("notes.sqlite"))
        // 65 (bad input data): the file is there and is not a database; 73 is for a place that cannot be made.
        for arguments in [
            ["migrate", "--db", "notes.sqlite"], ["copy", "--from", "notes.sqlite", "--to", "copy.sqlite"],
            ["import", "--project", "demo", "--db", "notes.sqlite", "App"],
        ] {
            let result = run(arguments, in: folder)
            #expect(result.code == 65, "\(arguments): \(result.err)")
            #expect(result.err.contains("file is not a database"), "\(arguments)")
        }
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("notes.sqlite"))
                == Data("not a database, just text\n".utf8))
    }

    @Test func serveRefusesArgumentsItWouldIgnore() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stray = run(["serve", "--port", "0", "--db", "data.sqlite", "extra"], in: folder)
        #expect(stray.code == 64)
        #expect(stray.err.contains("serve takes no arguments, only options (got 'extra')"), "\(stray.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data.sqlite").path))
    }

    @Test func importsAFolderCreatingTheProject() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", Self.migrations, "App"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("created project 'demo'"))
        #expect(result.out.contains("[1/2] "))
        #expect(result.out.contains("imported 'Main', 5 scenes, 5 segues (revision 1)"))
        #expect(result.out.contains("imported 'Settings', 2 scenes, 1 segue (revision 1)"))
        #expect(result.out.contains("imported 2 of 2 storyboards into project 'demo'"))
        let again = run(
            [
                "import", "--project", "demo", "--db", "data.sqlite", "--migrations", Self.migrations,
                "App/Main.storyboard",
            ],
            in: folder)
        #expect(again.code == 0)
        // The same bytes again change nothing (see ReimportAndPeekAndPopTests).
        #expect(again.out.contains("unchanged 'Main', 5 scenes, 5 segues (revision 1)"))
    }

    @Test func importReportsBadFilesAndExitsNonZeroAfterImportingTheRest() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document><scenes>".utf8).write(to: folder.appendingPathComponent("App/Broken.storyboard"))
        let result = run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", Self.migrations, "App"], in: folder)
        #expect(result.code == 1)
        #expect(result.err.contains("Broken.storyboard: error:"))
        #expect(result.out.contains("imported 2 of 3 storyboards into project 'demo'"))
    }

    @Test func localizedCopiesImportOnceFromBaseAndDifferencesAreReported() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("Loc/Base.lproj")
        let french = folder.appendingPathComponent("Loc/fr.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        let main = try String(contentsOf: folder.appendingPathComponent("App/Main.storyboard"), encoding: .utf8)
        try main.write(to: base.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try main.replacingOccurrences(of: "identifier=\"showSettings\"", with: "identifier=\"showReglages\"")
            .write(to: french.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let result = run(
            ["import", "--project", "loc", "--db", "data.sqlite", "--migrations", Self.migrations, "Loc"], in: folder)
        #expect(result.code == 0)
        #expect(result.out.contains("imported 1 of 1 storyboard"))
        #expect(result.err.contains("fr.lproj/Main.storyboard: warning: differs from"))
        #expect(result.err.contains("showReglages") || result.err.contains("showSettings"))
    }

    @Test func generateWritesOnlyWhenTheContentChanged() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Storyboards.swift")
        let first = run(
            ["generate", "--style", "scenes", "--module", "DemoApp", "--output", output.path, "App"], in: folder)
        #expect(first.code == 0, "\(first.err)")
        #expect(first.err.contains("written"))
        let code = try String(contentsOf: output, encoding: .utf8)
        #expect(code.contains("enum StoryboardScene"))
        #expect(code.contains("ProfileViewController"))
        let stamp = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        let second = run(
            ["generate", "--style", "scenes", "--module", "DemoApp", "--output", output.path, "App"], in: folder)
        #expect(second.code == 0)
        #expect(second.err.contains("unchanged"))
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == stamp)

        let printed = run(["generate", "--style", "segues", "App"], in: folder)
        #expect(printed.code == 0)
        #expect(printed.out.contains("enum Segue"))
        let bundle = folder.appendingPathComponent("ObjC")
        #expect(run(["generate", "--style", "objc-backed", "--output", bundle.path, "App"], in: folder).code == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: bundle.appendingPathComponent("StoryboardBackedViewController.h").path))
        // Several files and a file's name: a usage error, not a folder named `Objc.swift`.
        let named = run(["generate", "--style", "objc-backed", "--output", "Objc.swift", "App"], in: folder)
        #expect(named.code == 64)
        #expect(named.err.contains("--style objc-backed writes 3 files"), "\(named.err)")
        #expect(named.err.contains("give --output a folder, not 'Objc.swift'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Objc.swift").path))
        let unknown = run(["generate", "--style", "rswift", "App"], in: folder)
        #expect(unknown.code == 64)
        #expect(unknown.err.contains("styles: scenes, storyboard-enum"))
    }

    @Test func checkExitsOneOnErrorsAndZeroOnWarnings() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = run(["check", "App"], in: folder)
        #expect(clean.code == 0, "\(clean.out)")
        #expect(clean.err.contains("0 errors"))
        let broken = Self.root.appendingPathComponent("Tests/Fixtures/Graph/Broken").path
        let result = run(["check", broken], in: folder)
        #expect(result.code == 1)
        #expect(result.out.contains("Main.storyboard:10: error: [dangling-segue-destination]"))
        #expect(result.err.contains("7 errors"))
        let json = run(["check", "--format", "json", broken], in: folder)
        #expect(json.code == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 11)
    }
}
