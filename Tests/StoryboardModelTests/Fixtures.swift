import Foundation
import StoryboardImport
import StoryboardModel

/// Loads the hand-written fixture projects under `Tests/Fixtures/Graph/<project>/`.
enum Fixtures {
    /// `Tests/Fixtures/Graph`, found from this file's path so tests run from any directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Graph")

    /// The storyboards of fixture project `name`, read by the importer, so fixtures and tests agree with what
    /// `navgraph import` and the HTTP layer see.
    static func storyboards(_ name: String) throws -> [Storyboard] {
        let folder = root.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        return try files.map { file in
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            return try StoryboardParser.parse(data, name: String(file.dropLast(".storyboard".count)))
        }
    }

    /// The graph of fixture project `name`; the project's module is `MailApp`.
    static func graph(_ name: String) throws -> NavigationGraph {
        NavigationGraph(project: Project(name: name, module: "MailApp"), storyboards: try storyboards(name))
    }
}
