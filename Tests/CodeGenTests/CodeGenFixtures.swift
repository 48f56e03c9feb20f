import Foundation
import StoryboardImport
import StoryboardModel

/// The fixture projects of `Tests/Fixtures/CodeGen/<Project>/*.storyboard`, parsed by the importer.
///
/// - `Demo` (module `Demo`): a navigation root, a presented navigation stack, a reference to `Auth`, a tab
///   bar, an unwind segue, a scene without a class that has segues, a class of another module
///   (`FeatureKit`) and classes of the app's own module (by `customModuleProvider` and by name).
/// - `Names`: storyboard IDs and segue identifiers that are keywords, start with digits, hold spaces,
///   quotes and unicode, or collide after renaming; an invalid class name; a storyboard named like a
///   generated type; a macOS storyboard that UIKit styles leave out.
/// - `Empty`: one storyboard without scenes; every style must still compile.
/// - `Shadowing` (module `App`): the app's own `ValidatePasswordViewController` (`Main`) and
///   `ExtraModule.ValidatePasswordViewController` (`Account`), reached from `Main` through a reference; and
///   `Welcome`, whose only scene is an initial scene without a storyboard ID.
/// - `MacDemo` (macOS, module `MacDemo`): a window controller, view controllers, a modal segue; the
///   `scenes` style in its AppKit flavour.
/// - `MacCells` (macOS, module `MacCells`): a view-based table and an outline view with cell views (identified
///   by themselves, by their column, or not at all) and an `NSCollectionViewItem` scene; AppKit's typed
///   `makeView`.
enum CodeGenFixtures {
    /// The fixture project names.
    static let projects = ["Demo", "Empty", "MacCells", "MacDemo", "Names", "Shadowing"]

    /// The fixture projects of iOS.
    static let uiKitProjects = ["Demo", "Empty", "Names", "Shadowing"]

    /// The app module each fixture project declares.
    private static let modules = ["Demo": "Demo", "MacDemo": "MacDemo", "MacCells": "MacCells", "Shadowing": "App"]

    /// The platform of each fixture project that is not iOS.
    private static let platforms: [String: Platform] = ["MacDemo": .macos, "MacCells": .macos]

    /// Parses every storyboard of `project` into one graph.
    static func graph(_ project: String) throws -> NavigationGraph {
        let folder = TestPaths.fixtures.appendingPathComponent(project)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }
        var storyboards: [Storyboard] = []
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            storyboards.append(try StoryboardParser.parse(try Data(contentsOf: file), name: name))
        }
        return NavigationGraph(
            project: Project(name: project, module: modules[project], platform: platforms[project] ?? .ios),
            storyboards: storyboards)
    }
}
