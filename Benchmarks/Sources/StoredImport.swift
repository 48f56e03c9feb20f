import Foundation
import SQLiteStorage
import Storage
import StoryboardImport
import StoryboardModel

/// Parse-and-store as `PUT .../storyboards/{name}` does it, into a temp database.
struct StoredImport {
    let data: Data
    let store: SQLiteStore
    let folder: URL

    /// Opens a temp store with the repository's migrations; `nil` (with a message) when that fails.
    init?(data: Data) {
        self.data = data
        let migrations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Migrations")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            store = try SQLiteStore(
                path: folder.appendingPathComponent("bench.sqlite").path, migrationsDirectory: migrations)
            _ = try store.write { try $0.createProject(Project(name: "bench")) }
        } catch {
            FileHandle.standardError.write(Data("parse+store benchmark skipped: \(error)\n".utf8))
            return nil
        }
    }

    /// One parse and replace; failures are reported, not hidden.
    func importOnce() {
        do {
            let storyboard = try StoryboardParser.parse(data, name: "Benchmark")
            _ = try store.putStoryboard(project: "bench", storyboard: storyboard, source: data)
        } catch {
            FileHandle.standardError.write(Data("import failed: \(error)\n".utf8))
        }
    }

    /// Closes the store and deletes the temp folder.
    func remove() {
        store.close()
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            FileHandle.standardError.write(Data("cannot remove \(folder.path): \(error)\n".utf8))
        }
    }
}
