import Foundation
import Storage
import StoryboardImport
import StoryboardModel

/// The storyboards of an extracted snapshot, read into bundles exactly as `navgraph import` reads a folder
/// (`StoryboardFiles.bundles`): one bundle is the snapshot; several need `?target=NAME`. Its `.xib` files join
/// the bundle they are placed in (`StoryboardFiles.assign`); an archive of nibs alone is one bundle.
struct SnapshotFolder {
    /// The chosen bundle, every storyboard parsed.
    struct Contents {
        /// The bundle's name.
        var bundle: String
        /// The Swift module of a target bundle; `nil` for a folder, which states none.
        var module: String?
        /// The main storyboards its `Info.plist` declares (those a storyboard route would take); `nil` when not
        /// known.
        var mainStoryboards: [String]?
        /// The platform its first storyboard names (its first nib's, for nibs alone); `nil` when none names one.
        var platform: Platform?
        /// Every storyboard, with its bytes.
        var files: [SnapshotFile]
        /// The bundle's nibs (`.xib` files placed in bundles as `navgraph import` places them), with their bytes.
        var nibs: [SnapshotNib] = []
    }

    /// Reads the storyboards under `root` (an extracted archive), picking the bundle `target` names when there
    /// are several. Errors are `422` problems naming the file by its path in the archive (and the line for XML).
    /// `times` gets the phases `bundles` (finding the files and bundles) and `parse` (reading and parsing them).
    static func read(_ root: URL, target: String?, times: inout PhaseTimes) throws(APIError) -> Contents {
        let rootPath = root.standardizedFileURL.path
        let inArchive: @Sendable (String) -> String = { path in
            path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
        }
        let (layout, nibFiles): (StoryboardLayout, [URL])
        do {
            (layout, nibFiles) = try StoryboardFiles.bundlesWithNibs([rootPath])
        } catch {
            throw APIError.unprocessable("the archive cannot be read into bundles: \(relative(error, inArchive))")
        }
        // A project that cannot be read (malformed, nested past the parser's limit) decides no bundle silently.
        if let unreadable = layout.projectErrors.first {
            throw APIError.unprocessable("\(relative(unreadable, inArchive)); nothing was changed")
        }
        guard !layout.bundles.isEmpty else {
            guard !nibFiles.isEmpty else {
                throw APIError.unprocessable("the archive holds no .storyboard or .xib file; nothing was changed")
            }
            // A folder of nibs alone is a project, its bundle named after the folder.
            let name = root.standardizedFileURL.lastPathComponent
            if let target, target != name {
                throw APIError.unprocessable("the archive has no bundle named '\(target)'; its bundles: \(name)")
            }
            times.end("bundles")
            defer { times.end("parse") }
            let nibs = try SnapshotNibs.read(nibFiles, bundle: name, inArchive: inArchive)
            return Contents(
                bundle: name, module: nil, mainStoryboards: nil,
                platform: nibs.lazy.compactMap(\.nib.platform).first, files: [], nibs: nibs)
        }
        let names = layout.bundles.map(\.name)
        let bundle: StoryboardBundle
        if let target {
            guard let named = layout.bundles.first(where: { $0.name == target }) else {
                throw APIError.unprocessable(
                    "the archive has no bundle named '\(target)'; its bundles: \(names.joined(separator: ", "))")
            }
            bundle = named
        } else {
            guard layout.bundles.count == 1, let only = layout.bundles.first else {
                throw APIError.unprocessable(
                    "the archive holds \(names.count) bundles (\(names.joined(separator: ", "))), and storyboard "
                        + "names are unique per bundle only: pick one with ?target=NAME; nothing was changed")
            }
            bundle = only
        }
        // The names the `.../storyboards/{name}` routes refuse are refused here too, before any file is read.
        switch BundleInput.refusal(of: bundle, names: StoryboardName.problem(with:)) {
        case .duplicate(let duplicate):
            throw APIError.unprocessable(
                "'\(inArchive(duplicate.file.path))' has the storyboard name of '\(inArchive(duplicate.takenBy.path))' "
                    + "in bundle '\(bundle.name)'; nothing was changed")
        case .name(let url, let name, let problem):
            throw APIError.unprocessable(
                "'\(inArchive(url.path))' names the storyboard '\(name)', and a storyboard name \(problem); "
                    + "nothing was changed",
                errors: [.init(field: "storyboard", message: problem)])
        case nil: break
        }
        times.end("bundles")
        defer { times.end("parse") }
        // One file after another, as `navgraph import` reads them; the first that fails refuses the snapshot.
        let input = BundleInput.read(bundle, names: StoryboardName.problem(with:), stoppingAtFirstFailure: true)
        if let failure = input.failures.first {
            guard failure.error is ImportError else {
                throw APIError.unprocessable(
                    "'\(inArchive(failure.url.path))' cannot be read: \(failure.error.localizedDescription)")
            }
            throw APIError.unprocessable(
                "\(failure.located(at: inArchive(failure.url.path)).description); nothing was changed")
        }
        let files = input.files.map { SnapshotFile(storyboard: $0.storyboard, source: $0.source) }
        let nibs = try SnapshotNibs.read(
            layout.nibs[bundle.name] ?? [], bundle: bundle.name,
            inArchive: inArchive)
        return Contents(
            bundle: bundle.name, module: bundle.module,
            mainStoryboards: input.mainStoryboards.map(ProjectInput.normalized),
            platform: files.lazy.compactMap(\.storyboard.platform).first, files: files, nibs: nibs)
    }

    static func relative(_ error: ImportError, _ inArchive: (String) -> String) -> String {
        var located = error
        located.source = error.source.map(inArchive)
        located.message = error.message
        return located.description
    }
}
