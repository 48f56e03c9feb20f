import Foundation
import StoryboardModel

@testable import SQLiteStorage
@testable import Storage

/// A fresh temporary directory per test, removed when the value goes away.
final class TestDatabase: Sendable {
    let directory: URL
    var path: String { directory.appendingPathComponent("navgraph.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("navgraph-storage-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        do { try FileManager.default.removeItem(at: directory) } catch { print("cannot remove \(directory): \(error)") }
    }

    /// The repository's `Migrations/` folder, found from this file's path.
    static let migrationsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Migrations")

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
            line: 42)
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
