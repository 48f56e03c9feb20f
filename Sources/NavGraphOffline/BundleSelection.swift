import Foundation
import StoryboardImport

/// The bundles under the paths of `check`, `generate` and `import`, narrowed by `--target`.
package struct BundleSelection {
    /// Every bundle found, for messages that list them.
    package var all: [StoryboardBundle]
    /// The bundles to work on: all of them, or the one `--target` names.
    package var selected: [StoryboardBundle]
    /// Projects that could not be read (their storyboards were grouped by folder instead).
    var projectErrors: [ImportError]
    /// Turns absolute paths back into the paths the user typed.
    var paths: DisplayPaths
    /// The `.xib` files found beside the bundles by the name of the bundle each joins (`StoryboardLayout.nibs`).
    var nibs: [String: [URL]] = [:]

    /// The bundles of `layout`, found under `arguments` (files or folders, as typed; `paths` shows their files),
    /// narrowed by `target`; the `.xib` files found join them (`layout.nibs`).
    static func select(
        _ layout: StoryboardLayout, arguments: [String], target: String?, paths: DisplayPaths
    ) throws(CLIError) -> BundleSelection {
        guard !layout.bundles.isEmpty else {
            throw CLIError.noInput("no .storyboard files found under \(arguments.joined(separator: ", "))")
        }
        var selected = layout.bundles
        if let target {
            guard let bundle = layout.bundles.first(where: { $0.name == target }) else {
                throw CLIError.usage("--target: no bundle named '\(target)'; bundles: \(names(layout.bundles))")
            }
            selected = [bundle]
        }
        return BundleSelection(
            all: layout.bundles, selected: selected, projectErrors: layout.projectErrors, paths: paths,
            nibs: layout.nibs)
    }

    /// How the CLI reports an error finding files: a path that is missing or cannot be listed is no input
    /// (`66`), anything else bad data (`65`), with the paths as the user typed them.
    static func cliError(_ error: ImportError, paths: DisplayPaths) -> CLIError {
        let message = paths.rewrite(error.message)
        switch error.kind {
        case .fileNotFound, .unreadable: return .noInput(message)
        default: return .dataError(message)
        }
    }

    /// `App, ShareExtension, Widget`.
    package static func names(_ bundles: [StoryboardBundle]) -> String {
        bundles.map(\.name).joined(separator: ", ")
    }

    /// `bundle 'ShareExtension' (app-extension target of Demo.xcodeproj): 2 storyboards`.
    package static func describe(_ bundle: StoryboardBundle) -> String {
        "bundle '\(bundle.name)' (\(bundle.originDescription)): \(Plural.count(bundle.files.count, "storyboard"))"
    }
}
