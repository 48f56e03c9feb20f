import Foundation
import StoryboardImport

/// Bundles with their nibs, for the commands that read `.xib` files (`generate`, `graph`, `check`).
extension BundleSelection {
    /// The bundles under the paths given and the `.xib` files of each, by bundle name. A folder of nibs alone
    /// (or `.xib` files named alone) is one bundle named after the first path, with no storyboard.
    static func loadWithNibs(
        _ options: ParsedOptions, context: CommandContext
    ) throws(CLIError) -> (BundleSelection, [String: [URL]]) {
        let paths = DisplayPaths(arguments: options.positional, context: context)
        let nibFiles: [URL]
        do {
            nibFiles = try LocalProject.nibFiles(paths.absoluteArguments)
        } catch {
            throw BundleSelection.cliError(error, paths: paths)
        }
        let storyboardArguments = options.positional.filter { !$0.hasSuffix(".xib") }
        do throws(CLIError) {
            guard !storyboardArguments.isEmpty else { throw CLIError.noInput("no .storyboard or .xib files found") }
            let selection = try BundleSelection.load(storyboardArguments, target: options["target"], context: context)
            return (selection, LocalProject.assign(nibFiles, to: selection.all))
        } catch {
            guard case .noInput = error, !nibFiles.isEmpty, let first = paths.absoluteArguments.first else {
                throw error
            }
            var name = URL(fileURLWithPath: first).standardizedFileURL.lastPathComponent
            if name.hasSuffix(".xib") {
                name = URL(fileURLWithPath: first).deletingLastPathComponent().standardizedFileURL.lastPathComponent
            }
            if let target = options["target"], target != name {
                throw CLIError.usage("no bundle named '\(target)'; bundles: \(name)")
            }
            let bundle = StoryboardBundle(name: name, origin: .paths, files: [])
            let selection = BundleSelection(all: [bundle], selected: [bundle], projectErrors: [], paths: paths)
            return (selection, [name: nibFiles])
        }
    }
}
