import Foundation

/// The folder a request or a command brought (an extracted snapshot, a path given to `check`): the only
/// place a project's files are read from. A path that leaves it, written absolute, through `..` or through a
/// symbolic link, is refused before anything is asked of the file system about it, so the answer never tells
/// whether a file outside exists.
struct ProjectFolder: Sendable {
    /// The folder, standardized.
    let path: String
    /// The folder with its symbolic links resolved.
    private let resolved: String

    init(_ path: String) {
        self.path = (path as NSString).standardizingPath
        resolved = URL(fileURLWithPath: self.path).resolvingSymlinksInPath().path
    }

    /// Whether the file at absolute `file` is inside the folder, as written and with links resolved.
    func holds(_ file: String) -> Bool {
        let standardized = (file as NSString).standardizingPath
        guard Self.is(standardized, inside: path) else { return false }
        return Self.is(URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path, inside: resolved)
    }

    private static func `is`(_ file: String, inside folder: String) -> Bool {
        folder == "/" ? file.hasPrefix("/") : file.hasPrefix(folder + "/")
    }

    /// What a note says of a file outside: the same words whether or not it exists.
    static let outside = "is outside the folder NavGraph was given: not read"
}
