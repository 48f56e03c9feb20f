import Foundation
import StoryboardModel

/// Finds `.storyboard` files on disk for `navgraph import` and `navgraph generate`.
public enum StoryboardFiles {
    /// Folder names never searched: build products, dependency checkouts and version control.
    public static let skippedFolderNames: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]
    /// Folder extensions never searched: archives, app and framework bundles, compiled storyboards.
    public static let skippedFolderExtensions: Set<String> = [
        "xcarchive", "app", "appex", "framework", "xcframework", "dSYM", "storyboardc",
    ]

    /// The storyboard name of a file: its name without `.storyboard` (`Base.lproj/Main.storyboard` → `Main`),
    /// in Unicode NFC whatever form the file system spelled it in (HFS+ and some tools write NFD).
    public static func storyboardName(of url: URL) -> String {
        let file = url.lastPathComponent
        return (file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file).nfc
    }

    /// Finds every `.storyboard` file under `paths` (files or folders), recursively and sorted.
    ///
    /// Hidden folders (`.build`, `.git`, `.swiftpm`), `skippedFolderNames` and `skippedFolderExtensions` are
    /// not searched, and symbolic links to folders are not followed (no cycles); the paths given are always
    /// searched. Localized copies are grouped: of `xx.lproj/Name.storyboard` files in one folder, the one in
    /// `Base.lproj` is imported (else the only one, else `en`, else the first by name) and the others are
    /// reported in `localizedCopies`.
    /// - Throws: `ImportError` `.fileNotFound` for a path that does not exist, `.notAStoryboard` for a file
    ///   given by name that is not a `.storyboard`, `.unreadable` for a folder that cannot be listed.
    public static func discover(_ paths: [String]) throws(ImportError) -> StoryboardDiscovery {
        try discover(paths, fileExtension: "storyboard", refusing: .notAStoryboard)
    }

    /// `discover(_:)` for files ending in `.fileExtension`; a file given by name with another extension is
    /// refused as `refusing`.
    static func discover(
        _ paths: [String], fileExtension: String, refusing: ImportError.Kind
    ) throws(ImportError) -> StoryboardDiscovery {
        try discover(paths, fileExtensions: [fileExtension], refusing: refusing)[0]
    }

    /// `discover(_:)` for the files ending in each of `fileExtensions` (`storyboard`, `xib`) at once, every
    /// folder listed once: one discovery per extension, in their order, each as `discover(_:)` would find it
    /// alone. A file given by name joins the discovery of its extension; with none of them it is refused as
    /// `refusing`, named after the first extension.
    static func discover(
        _ paths: [String], fileExtensions: [String], refusing: ImportError.Kind
    ) throws(ImportError) -> [StoryboardDiscovery] {
        // Paths by their bytes: a Set<String> would merge two files whose names differ only in Unicode
        // normalization (`==` is canonical equivalence) and silently drop one; they must clash by name instead.
        var found = [Set<[UInt8]>](repeating: [], count: fileExtensions.count)
        var projects: Set<String> = []
        let suffixes = fileExtensions.map { "." + $0 }
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw ImportError(.fileNotFound, "no such file or folder: \(path)", source: path)
            }
            if isDirectory.boolValue {
                try walk(url.path, suffixes: suffixes, into: &found, projects: &projects)
            } else if let kind = fileExtensions.firstIndex(of: url.pathExtension) {
                found[kind].insert(Array(url.path.utf8))
            } else {
                throw ImportError(refusing, "\(path) is not a .\(fileExtensions[0]) file", source: path)
            }
        }
        let projectFolders = projects.sorted().map { URL(fileURLWithPath: $0, isDirectory: true) }
        return found.map { files in
            var discovery = group(
                files.map { String(decoding: $0, as: UTF8.self) }.sorted().map { URL(fileURLWithPath: $0) })
            discovery.projects = projectFolders
            return discovery
        }
    }

    /// Collects the files whose names end in one of `suffixes` (`.storyboard`) into the set of `found` at the
    /// suffix's position (by path bytes) and `.xcodeproj` folders (not entered) into `projects`.
    private static func walk(
        _ folder: String, suffixes: [String], into found: inout [Set<[UInt8]>], projects: inout Set<String>
    ) throws(ImportError) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ImportError(
                .unreadable, "cannot list \(folder): \(FileErrorText.reason(error))", source: folder)
        }
        for entry in entries.sorted() {
            let path = (folder as NSString).appendingPathComponent(entry)
            let type: FileAttributeType?
            do {
                type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            } catch  where isNoSuchFile(error) {
                // Listed, yet not there by that name: gone since the listing, or a name whose bytes are not UTF-8
                // (`caf\xE9.png` from a Latin-1 system), which Foundation spells with U+FFFD. Another kind of file
                // is none of ours and stops nothing; one of ours is kept, so reading it reports that file alone.
                if let kind = suffixes.firstIndex(where: { entry.hasSuffix($0) }) {
                    found[kind].insert(Array(path.utf8))
                }
                continue
            } catch {
                throw ImportError(.unreadable, "cannot read \(path): \(FileErrorText.reason(error))", source: path)
            }
            switch type {
            case .typeDirectory?:
                if entry.hasSuffix(".xcodeproj") {
                    projects.insert(path)
                } else if !isSkipped(folder: entry) {
                    try walk(path, suffixes: suffixes, into: &found, projects: &projects)
                }
            case .typeRegular?, .typeSymbolicLink?:
                // A link counts when it leads to a regular file of the kind; linked folders are not entered.
                var isDirectory: ObjCBool = false
                if let kind = suffixes.firstIndex(where: { entry.hasSuffix($0) }),
                    FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
                {
                    found[kind].insert(Array(path.utf8))
                }
            default:
                continue
            }
        }
    }

    /// Whether `error` says the file does not exist (Foundation's code for it, or `ENOENT` beneath).
    private static func isNoSuchFile(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain, [NSFileNoSuchFileError, NSFileReadNoSuchFileError].contains(error.code) {
            return true
        }
        if error.domain == NSPOSIXErrorDomain { return error.code == Int(ENOENT) }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isNoSuchFile) ?? false
    }

    /// Whether a folder met while walking is left out.
    static func isSkipped(folder name: String) -> Bool {
        if name.hasPrefix(".") || skippedFolderNames.contains(name) { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return skippedFolderExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Splits sorted files into those to import and the localized copies beside a base file.
    private static func group(_ files: [URL]) -> StoryboardDiscovery {
        // Key: the folder holding the `.lproj` folders, and the file name.
        var groups: [String: [URL]] = [:]
        var imported: [URL] = []
        for file in files {
            let parent = file.deletingLastPathComponent()
            guard parent.pathExtension == "lproj" else {
                imported.append(file)
                continue
            }
            let key = parent.deletingLastPathComponent().path + "/" + file.lastPathComponent
            groups[key, default: []].append(file)
        }
        var copies: [LocalizedStoryboardCopy] = []
        for members in groups.values {
            let base =
                members.first { localization(of: $0) == "Base" } ?? members.first { localization(of: $0) == "en" }
                ?? members[0]
            imported.append(base)
            for member in members where member != base {
                copies.append(LocalizedStoryboardCopy(copy: member, base: base, localization: localization(of: member)))
            }
        }
        return StoryboardDiscovery(
            files: imported.sorted { $0.path < $1.path }, localizedCopies: copies.sorted { $0.copy.path < $1.copy.path }
        )
    }

    /// `fr` for `.../fr.lproj/Main.storyboard`.
    private static func localization(of file: URL) -> String {
        file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
    }
}
