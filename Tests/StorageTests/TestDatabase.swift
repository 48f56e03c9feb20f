import Foundation
import StoryboardModel
import TestSupport

@testable import SQLiteStorage
@testable import Storage

/// A SQLite test database: the folder and file of a `ScratchDatabase` (always SQLite here, whatever the
/// API suite's backend), removed when the value goes away, with the storage module's own raw connection.
final class TestDatabase: Sendable {
    let scratch: ScratchDatabase
    var directory: URL { scratch.directory }
    var path: String { scratch.sqlitePath }

    init() throws {
        scratch = try ScratchDatabase.make("storage-tests")
    }

    deinit {
        scratch.remove()
    }

    /// The repository's `Migrations/` folder.
    static let migrationsDirectory = TestEnvironment.repositoryRoot.appendingPathComponent("Migrations")

    /// A store over this test's database with the real migrations.
    func openStore() throws -> SQLiteStore {
        try SQLiteStore(path: path, migrationsDirectory: Self.migrationsDirectory)
    }

    /// A raw connection to this test's database, to look at rows behind the store's back.
    func openConnection() throws -> SQLiteConnection {
        try SQLiteConnection(path: path)
    }

    /// The number of rows in `table` (a fixed name from the test, never input).
    func count(_ table: String) throws -> Int {
        let connection = try openConnection()
        return try connection.queryFirst("SELECT count(*) FROM \(table)") { $0.int(0) } ?? -1
    }
}

/// Storyboards with every field set, for round trips.
enum Fixtures {
    static func richScene(_ id: String) -> Scene {
        Scene(
            id: id, kind: "viewController", customClass: "Écran\(id)ViewController", customModule: "App",
            inheritsModuleFromTarget: true, storyboardIdentifier: "Ident-\(id)", title: "Titre « \(id) » 🚀",
            userLabel: "Label \(id)", referencedStoryboard: nil, referencedIdentifier: nil, bundleIdentifier: nil,
            line: 42, notificationCategory: "Catégorie-\(id)")
    }

    static func reference(_ id: String) -> Scene {
        Scene(
            id: id, kind: Scene.referenceKind, referencedStoryboard: "Settings", referencedIdentifier: "",
            bundleIdentifier: "com.example.app", line: 7)
    }

    static func main(scenes: Int = 3) -> Storyboard {
        var all = (0..<scenes).map { richScene("S\($0)") }
        all.append(reference("R1"))
        let segues = [
            Segue(
                id: "G1", source: "S0", destination: "S1", kind: "show", identifier: "showDetail",
                customClass: "FadeSegue", customModule: "Effects",
                attributes: ["animates": "NO", "modalPresentationStyle": "formSheet", "note": "\"quoted\" / ünï"],
                line: 12),
            Segue(
                id: "G2", source: "S1", destination: "missing-scene", kind: "relationship",
                relationship: "rootViewController"),
            Segue(
                id: "G3", source: "S1", destination: nil, kind: "unwind", identifier: "",
                unwindAction: "unwindToHome:", destinationCreationSelector: "makeHome:"),
            Segue(id: "G4", source: "R1", destination: "S0", kind: "presentation"),
        ]
        return Storyboard(
            name: "Main", platform: .ios, targetRuntime: "iOS.CocoaTouch", toolsVersion: "21507",
            initialScene: "S0", scenes: all, segues: segues)
    }
}
