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

    /// Discovers and parses every storyboard under `paths` into one project.
    static func load(
        _ paths: [String], module: String?, platform: Platform?, context: CommandContext
    ) throws(CLIError) -> LocalProject {
        guard !paths.isEmpty else { throw CLIError.usage("give at least one file or folder") }
        let absolute = paths.map {
            context.resolve($0).path
        }
        let discovery: StoryboardDiscovery
        do {
            discovery = try StoryboardFiles.discover(absolute)
        } catch {
            throw CLIError.dataError(error.description)
        }
        guard !discovery.files.isEmpty else { throw CLIError.dataError("no .storyboard files found") }
        var storyboards: [Storyboard] = []
        var failures: [(path: String, error: ImportError)] = []
        var sources: [String: String] = [:]
        for file in discovery.files {
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
        // Named after the app's module when given, else the first folder or file named on the command line:
        // the name appears in generated headers and diagnostics.
        let displayName = module ?? URL(fileURLWithPath: absolute[0]).deletingPathExtension().lastPathComponent
        let project = Project(name: displayName.nfc, module: module.nfc, platform: resolvedPlatform)
        return LocalProject(
            graph: NavigationGraph(project: project, storyboards: storyboards), failures: failures, paths: sources)
    }
}
