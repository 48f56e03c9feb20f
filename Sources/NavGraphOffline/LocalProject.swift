import Foundation
import StoryboardImport
import StoryboardModel

/// Storyboards read straight from disk into a graph, for commands that need no database.
struct LocalProject {
    var graph: NavigationGraph
    /// Files that could not be read or parsed, with why.
    var failures: [(path: String, error: ImportError)]
    /// Where each storyboard came from, for diagnostics that cite a file.
    var paths: [String: String]

    /// Parses every storyboard of `bundle` into one project named after `module`, else the bundle, with the
    /// navigation `code` does (`--sources`; none by default).
    static func load(
        _ bundle: StoryboardBundle, module: String?, platform: Platform?, code: CodeNavigation = CodeNavigation()
    ) -> LocalProject {
        // Nothing here is stored: each file's bytes go once parsed.
        let input = BundleInput.read(bundle, keepingSources: false)
        let storyboards = input.files.map(\.storyboard)
        let failures = input.failures.map { (path: $0.url.path, error: $0.located(at: $0.url.path)) }
        let sources = Dictionary(input.files.map { ($0.storyboard.name, $0.url.path) }, uniquingKeysWith: { a, _ in a })
        // Named after the app's module when given, else the bundle (its target, or the folder named on the
        // command line): the name appears in generated headers and diagnostics.
        let displayName = module ?? bundle.name
        let project = Project(
            name: displayName.nfc, module: module.nfc, mainStoryboards: input.mainStoryboards,
            platform: input.platform(platform))
        return LocalProject(
            graph: NavigationGraph(project: project, storyboards: storyboards, code: code), failures: failures,
            paths: sources)
    }
}
