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
}
