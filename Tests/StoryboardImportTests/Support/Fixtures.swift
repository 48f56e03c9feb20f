import Foundation
import StoryboardImport
import StoryboardModel

/// Where the test inputs are: the hand-written fixtures and, when present, the real-storyboard corpus.
enum Fixtures {
    /// The package root, found from this file's path (`Tests/StoryboardImportTests/Support/Fixtures.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures/Import`.
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Import")

    /// `<package root>/../shared/fixtures/real`, when it exists (a symlink in worktrees, a sibling in CI).
    static var corpus: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real")
        return FileManager.default.fileExists(atPath: url.path) ? url.resolvingSymlinksInPath() : nil
    }

    /// The bytes of a fixture file, e.g. `data("Bad/View.xib")`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A fixture storyboard parsed, named after its file.
    static func storyboard(_ name: String) throws -> Storyboard {
        try StoryboardParser.parse(contentsOf: folder.appendingPathComponent(name))
    }

    /// The `ImportError` that parsing `data` throws, or `nil` when it parses.
    static func importError(_ data: Data, name: String = "Test") -> ImportError? {
        do {
            _ = try StoryboardParser.parse(data, name: name)
            return nil
        } catch {
            return error
        }
    }
}
