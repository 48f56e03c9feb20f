import Foundation
import StoryboardImport

extension BundleSelection {
    /// The bundles under `arguments` (`StoryboardFiles.bundlesWithNibs`, one walk of each folder) and the `.xib` files of each, by bundle name (a
    /// target's own nibs in its bundle, the others by folder), for `generate`, `graph`, `check`, `diff`, `import`
    /// and `push`. A folder of nibs alone (or `.xib` files named alone) is one bundle named after
    /// the first path, with no storyboard.
    package static func loadWithNibs(
        _ arguments: [String], target: String?, context: CommandContext
    ) throws(CLIError) -> (BundleSelection, [String: [URL]]) {
        // No path is a usage mistake (64), not a search that found nothing (66): the command was not told where to
        // look, and would otherwise read as an empty repository.
        guard !arguments.isEmpty else {
            throw CLIError.usage("missing PATH: give at least one folder, .storyboard or .xib file")
        }
        let paths = DisplayPaths(arguments: arguments, context: context)
        // One walk of every folder finds the storyboards and the nibs (`StoryboardFiles.bundlesWithNibs`).
        let found: (layout: StoryboardLayout, nibs: [URL])
        do {
            found = try StoryboardFiles.bundlesWithNibs(paths.absoluteArguments)
        } catch {
            throw BundleSelection.cliError(error, paths: paths)
        }
        let nibFiles = found.nibs
        let storyboardArguments = arguments.filter { !$0.hasSuffix(".xib") }
        do throws(CLIError) {
            guard !storyboardArguments.isEmpty else { throw CLIError.noInput("no .storyboard or .xib files found") }
            let selection = try BundleSelection.select(
                found.layout, arguments: storyboardArguments, target: target,
                paths: DisplayPaths(arguments: storyboardArguments, context: context))
            return (selection, selection.nibs)
        } catch {
            guard case .noInput = error, !nibFiles.isEmpty, let first = paths.absoluteArguments.first else {
                throw error
            }
            var name = URL(fileURLWithPath: first).standardizedFileURL.lastPathComponent
            if name.hasSuffix(".xib") {
                name = URL(fileURLWithPath: first).deletingLastPathComponent().standardizedFileURL.lastPathComponent
            }
            if let target, target != name {
                throw CLIError.usage("--target: no bundle named '\(target)'; bundles: \(name)")
            }
            let bundle = StoryboardBundle(name: name, origin: .paths, files: [])
            let selection = BundleSelection(all: [bundle], selected: [bundle], projectErrors: [], paths: paths)
            return (selection, [name: nibFiles])
        }
    }
}
