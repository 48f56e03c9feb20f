import Foundation

/// Finds the storyboards of a target by walking its folder, since SwiftPM leaves excluded files out of a
/// target's source files and storyboards are excluded wherever Interface Builder is absent.
enum StoryboardSearch {
    /// Every `.storyboard` file under `folder`, hidden folders skipped, sorted by path.
    static func storyboards(under folder: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw StoryboardSearchError(message: "target folder \(folder.path) is missing")
        }
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw StoryboardSearchError(message: "cannot list \(folder.path)")
        }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "storyboard" {
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// A target folder that cannot be read.
struct StoryboardSearchError: Error, CustomStringConvertible {
    /// What failed, with the path.
    var message: String

    var description: String { message }
}
