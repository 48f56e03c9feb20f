import Foundation
import Storage
import StoryboardImport
import StoryboardModel

/// The nibs of a snapshot's bundle: each `.xib` file read and parsed as `PUT .../nibs/{name}` parses one, one
/// after another; the first that fails refuses the snapshot with a `422` naming it by its path in the archive.
enum SnapshotNibs {
    /// Reads `files` (the `.xib` files of bundle `bundle`), checking names as the nib routes do.
    static func read(
        _ files: [URL], bundle: String, inArchive: (String) -> String
    ) throws(APIError) -> [SnapshotNib] {
        var taken: [String: URL] = [:]
        for url in files {
            let name = StoryboardFiles.nibName(of: url)
            if let problem = StoryboardName.problem(with: name, fileExtension: "xib") {
                throw APIError.unprocessable(
                    "'\(inArchive(url.path))' names the nib '\(name)', and a nib name \(problem); nothing was changed",
                    errors: [.init(field: "nib", message: problem)])
            }
            if let other = taken[name] {
                throw APIError.unprocessable(
                    "'\(inArchive(url.path))' has the nib name of '\(inArchive(other.path))' in bundle '\(bundle)'; "
                        + "nothing was changed")
            }
            taken[name] = url
        }
        var nibs: [SnapshotNib] = []
        for url in files {
            let bytes: Data
            do {
                bytes = try Data(contentsOf: url)
            } catch {
                throw APIError.unprocessable("'\(inArchive(url.path))' cannot be read: \(error.localizedDescription)")
            }
            do throws(ImportError) {
                nibs.append(
                    SnapshotNib(nib: try BundleInput.nib(bytes, name: StoryboardFiles.nibName(of: url)), source: bytes))
            } catch {
                var located = error
                located.source = inArchive(url.path)
                throw APIError.unprocessable("\(located.description); nothing was changed")
            }
        }
        return nibs
    }
}
