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

    /// Parses every storyboard of `bundle` into one project named after `module`, else the bundle.
    static func load(_ bundle: StoryboardBundle, module: String?, platform: Platform?) -> LocalProject {
        var storyboards: [Storyboard] = []
        var failures: [(path: String, error: ImportError)] = []
        var sources: [String: String] = [:]
        for file in bundle.files {
            let name = StoryboardFiles.storyboardName(of: file)
            if let first = sources[name] {
                failures.append(
                    (file.path, ImportError(.unreadable, "storyboard name '\(name)' is already taken by \(first)")))
                continue
            }
            do {
                storyboards.append(try StoryboardParser.parse(contentsOf: file).normalizingNames())
                sources[name] = file.path
            } catch {
                failures.append((file.path, error))
            }
        }
        let resolvedPlatform = platform ?? storyboards.compactMap(\.platform).first ?? .ios
        // Named after the app's module when given, else the bundle (its target, or the folder named on the
        // command line): the name appears in generated headers and diagnostics.
        let displayName = module ?? bundle.name
        let project = Project(
            name: displayName.nfc, module: module.nfc, mainStoryboards: bundle.mainStoryboards?.map(\.nfc),
            platform: resolvedPlatform)
        return LocalProject(
            graph: NavigationGraph(project: project, storyboards: storyboards), failures: failures, paths: sources)
    }
}
