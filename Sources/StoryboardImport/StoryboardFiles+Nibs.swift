import Foundation
import StoryboardModel

/// Finding `.xib` files on disk, by the storyboard rules.
extension StoryboardFiles {
    /// The nib name of a file: its name without `.xib` (`Base.lproj/CellView.xib` → `CellView`), what
    /// `UINib(nibName:bundle:)` takes, in Unicode NFC.
    public static func nibName(of url: URL) -> String {
        let file = url.lastPathComponent
        return (file.hasSuffix(".xib") ? String(file.dropLast(".xib".count)) : file).nfc
    }

    /// Finds every `.xib` file under `paths` (files or folders), recursively and sorted, exactly as
    /// `discover(_:)` finds storyboards: the same folders skipped, and of `xx.lproj/Name.xib` copies in one
    /// folder the `Base.lproj` one imported and the others reported in `localizedCopies` (`nameConflicts` is
    /// keyed by file name, `CellView.xib`).
    /// - Throws: `ImportError` `.fileNotFound` for a path that does not exist, `.notANib` for a file given by
    ///   name that is not a `.xib`, `.unreadable` for a folder that cannot be listed.
    public static func discoverNibs(_ paths: [String]) throws(ImportError) -> StoryboardDiscovery {
        try discover(paths, fileExtension: "xib", refusing: .notANib)
    }

    /// `discover(_:)` and `discoverNibs(_:)` in one walk: every folder under `paths` listed once, the storyboards
    /// and the nibs found exactly as the two find them apart. A file given by name is a storyboard or a nib by
    /// its extension; any other is refused as `.notAStoryboard`.
    /// - Throws: what `discover(_:)` throws.
    public static func discoverWithNibs(
        _ paths: [String]
    ) throws(ImportError) -> (storyboards: StoryboardDiscovery, nibs: StoryboardDiscovery) {
        let found = try discover(paths, fileExtensions: ["storyboard", "xib"], refusing: .notAStoryboard)
        return (found[0], found[1])
    }

    /// Which bundle each nib belongs to, by bundle name: the bundle whose folder (its `Info.plist` folder, else
    /// the folder holding its storyboards, above any `.lproj`) shares the most leading path components with
    /// the nib's; the first such bundle on a tie.
    static func assign(_ nibs: [URL], to bundles: [StoryboardBundle]) -> [String: [URL]] {
        let roots = bundles.map { bundle -> [String] in
            if case .folder(let folder) = bundle.origin {
                return URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
            }
            let folders = bundle.files.map { url -> [String] in
                let parts = url.deletingLastPathComponent().standardizedFileURL.pathComponents
                return parts.last?.hasSuffix(".lproj") == true ? Array(parts.dropLast()) : parts
            }
            guard var common = folders.first else { return [] }
            for folder in folders.dropFirst() {
                common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
            }
            return common
        }
        var assigned: [String: [URL]] = [:]
        for nib in nibs {
            let parts = nib.deletingLastPathComponent().standardizedFileURL.pathComponents
            var best: (index: Int, shared: Int)?
            for (index, root) in roots.enumerated() {
                let shared = zip(root, parts).prefix { $0 == $1 }.count
                if best == nil || shared > best?.shared ?? 0 { best = (index, shared) }
            }
            if let best { assigned[bundles[best.index].name, default: []].append(nib) }
        }
        return assigned
    }
}
