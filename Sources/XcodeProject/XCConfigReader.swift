import Foundation

/// Reads the `.xcconfig` files of one project, each at most once, within limits: includes nest at most
/// `maxIncludeDepth` deep, at most `maxFiles` files and `maxBytes` bytes are read in all, and nothing outside
/// the project's folder (`ProjectFolder`) is read. A hostile project (17 files each including the next twice,
/// `#include "/etc/..."`) costs no more than those limits.
final class XCConfigReader {
    /// How deep `#include`s nest below the base configuration file.
    static let maxIncludeDepth = 16
    /// How many files one project may have read.
    static let maxFiles = 128
    /// How many bytes one project may have read, all files together (1 MiB).
    static let maxBytes = 1 << 20

    /// The folder files are read from.
    let folder: ProjectFolder
    /// Each file read, by standardized path: its settings or why it could not be read.
    private var read: [String: Result<XCConfigFile, BuildSettingNote>] = [:]
    /// Files opened, for tests.
    private(set) var reads = 0
    /// Bytes read so far.
    private(set) var bytes = 0

    init(folder: ProjectFolder) {
        self.folder = folder
    }

    /// The settings of the file at absolute `path` with its includes followed; `nil` for an `optional` file
    /// that is missing. `chain` holds the files that include it, to refuse cycles.
    /// - Throws: a `BuildSettingNote` naming the file and line of a missing include or a cycle, a limit
    ///   passed, a file outside the folder, or the file that cannot be read.
    func load(_ path: String, optional: Bool = false, chain: [String] = []) throws(BuildSettingNote) -> XCConfigFile? {
        let standardized = (path as NSString).standardizingPath
        // Nothing is asked of the file system about a file outside: the note is the same if it exists or not.
        guard folder.holds(standardized) else {
            throw BuildSettingNote(path: chain.last ?? standardized, message: ProjectFolder.outside)
        }
        if chain.contains(standardized) {
            let cycle = (chain.drop { $0 != standardized } + [standardized]).map { ($0 as NSString).lastPathComponent }
            throw BuildSettingNote(
                path: chain.last ?? standardized, message: "makes a cycle: " + cycle.joined(separator: " → "))
        }
        // Only build settings files are read: a project names its configuration files, and a hostile one
        // must not make NavGraph read anything else.
        guard standardized.hasSuffix(".xcconfig") else {
            throw BuildSettingNote(path: standardized, message: "not an .xcconfig file")
        }
        if optional && !FileManager.default.fileExists(atPath: standardized) { return nil }
        if let known = read[standardized] { return try known.get() }
        guard chain.count <= Self.maxIncludeDepth else {
            throw BuildSettingNote(
                path: chain.last ?? standardized,
                message: "#include nests deeper than \(Self.maxIncludeDepth) files: not read")
        }
        let result = Result { () throws(BuildSettingNote) -> XCConfigFile in
            let text = try contents(of: standardized)
            return try XCConfigFile.read(text, path: standardized, reader: self, chain: chain)
        }
        read[standardized] = result
        return try result.get()
    }

    /// The text of a file, counted against the limits.
    private func contents(of path: String) throws(BuildSettingNote) -> String {
        guard reads < Self.maxFiles else {
            throw BuildSettingNote(path: path, message: "more than \(Self.maxFiles) .xcconfig files: not read")
        }
        reads += 1
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maxBytes - bytes + 1) ?? Data()
        } catch {
            throw BuildSettingNote(path: path, message: "cannot read: \(XcodeProjectFile.reason(error))")
        }
        bytes += data.count
        guard bytes <= Self.maxBytes else {
            throw BuildSettingNote(path: path, message: "the .xcconfig files pass 1 MiB in all: not read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BuildSettingNote(path: path, message: "cannot read: not UTF-8 text")
        }
        return text
    }
}
