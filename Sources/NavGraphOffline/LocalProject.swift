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
    /// The bundle's nibs (`nibs:` of `load`), sorted by name; of two files with one name, the first read: the
    /// graph's.
    var nibs: [Nib] { graph.nibs }
    /// Where each nib of `nibs` came from, by name.
    var nibPaths: [String: String] = [:]

    /// Parses every storyboard of `bundle` into one project named after `module`, else the bundle, with the
    /// navigation `code` does (`--sources`; none by default).
    /// `nibs`, the bundle's `.xib` files (`nibFiles` and `assign`), are read into `nibs`; a nib that cannot be
    /// read joins `failures`. A bundle of nibs alone is a project whose platform is its nibs'.
    static func load(
        _ bundle: StoryboardBundle, module: String?, platform: Platform?, code: CodeNavigation = CodeNavigation(),
        nibs nibFiles: [URL] = []
    ) -> LocalProject {
        // Nothing here is stored: each file's bytes go once parsed.
        let input = BundleInput.read(bundle, keepingSources: false)
        let storyboards = input.files.map(\.storyboard)
        var failures = input.failures.map { (path: $0.url.path, error: $0.located(at: $0.url.path)) }
        var nibs: [Nib] = []
        var nibPaths: [String: String] = [:]
        for url in nibFiles where nibPaths[StoryboardFiles.nibName(of: url)] == nil {
            nibPaths[StoryboardFiles.nibName(of: url)] = url.path
            do {
                nibs.append(try BundleInput.nib(Data(contentsOf: url), name: StoryboardFiles.nibName(of: url)))
            } catch var error as ImportError {
                error.source = url.path
                failures.append((url.path, error))
            } catch {
                failures.append(
                    (
                        url.path,
                        ImportError(
                            .unreadable, "cannot read \(url.path): \(FileErrorText.reason(error, reading: url.path))")
                    ))
            }
        }
        let nibPlatform = storyboards.isEmpty ? nibs.lazy.compactMap(\.platform).first : nil
        let sources = Dictionary(input.files.map { ($0.storyboard.name, $0.url.path) }, uniquingKeysWith: { a, _ in a })
        // Named after the app's module when given, else the bundle (its target, or the folder named on the
        // command line): the name appears in generated headers and diagnostics.
        let displayName = module ?? bundle.name
        let project = Project(
            name: displayName.nfc, module: module.nfc, mainStoryboards: input.mainStoryboards,
            platform: input.platform(platform ?? nibPlatform))
        return LocalProject(
            graph: NavigationGraph(project: project, storyboards: storyboards, code: code, nibs: nibs),
            failures: failures, paths: sources, nibPaths: nibPaths)
    }
}
