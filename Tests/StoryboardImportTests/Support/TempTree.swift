import Foundation

/// A temporary folder tree for file-discovery tests, removed when the value is dropped.
final class TempTree {
    /// The root folder.
    let root: URL

    /// Creates an empty temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        do {
            try FileManager.default.removeItem(at: root)
        } catch {
            // Leaving a temp folder behind is harmless; say so instead of swallowing it.
            FileHandle.standardError.write(Data("could not remove \(root.path): \(error)\n".utf8))
        }
    }

    /// Writes `contents` at `path` below the root, creating folders, and returns its URL.
    @discardableResult
    func write(_ path: String, _ contents: Data = Data()) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        return url
    }

    /// `path` below the root, as the discovery API reports it.
    func url(_ path: String) -> URL {
        URL(fileURLWithPath: root.appendingPathComponent(path).path).standardizedFileURL
    }

    /// Paths of `urls` relative to the root.
    func relative(_ urls: [URL]) -> [String] {
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        return urls.map { url in
            let path = url.resolvingSymlinksInPath().path
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }
}
