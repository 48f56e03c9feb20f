import Foundation
import StoryboardModel
import TarArchive

/// The code navigation facts a snapshot archive may carry (docs/code-navigation.md): one document at a fixed
/// name at the archive's root, written there by `navgraph push --sources`. It is checked as
/// `PUT .../code-navigation` checks one, and stored in the snapshot's revision; an archive without it leaves the
/// project with no facts, as one without a storyboard leaves the project without that storyboard.
enum SnapshotFacts {
    /// The document's path in the archive.
    static let fileName = "navgraph-code-navigation.json"
    /// The largest document taken (the server's default `--max-body`, the facts route's own limit).
    static let maxBytes = 32 << 20

    /// What a snapshot's extractor writes: the files a snapshot reads, and the facts document at the root.
    static let filter = TarFilter { path in TarFilter.snapshotSources.selects(path) || path == fileName }

    /// The document under `root` (an extracted archive), checked; `nil` when the archive holds none.
    static func read(_ root: URL) throws(APIError) -> CodeNavigation? {
        let url = root.appendingPathComponent(fileName)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else {
            throw APIError(
                status: 413, title: "Content Too Large",
                detail: "'\(fileName)' is \(size) bytes; a facts document may be at most \(maxBytes) bytes; "
                    + "nothing was changed")
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw APIError.unprocessable("'\(fileName)' cannot be read: \(error.localizedDescription)")
        }
        let document: CodeNavigation
        do throws(APIError) {
            document = try JSONCoding.decode(CodeNavigation.self, from: bytes)
        } catch {
            var refused = error
            refused.detail =
                "'\(fileName)': "
                + error.detail.replacingOccurrences(of: "the request body", with: "the document")
                + "; nothing was changed"
            throw refused
        }
        try CodeNavigationRoutes.check(document, in: " of '\(fileName)'")
        return document
    }
}
