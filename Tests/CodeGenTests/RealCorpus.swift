import Foundation
import StoryboardImport
import StoryboardModel

/// The real storyboard corpus beside the package: one folder per repository.
enum RealCorpus {
    static let repositories: [String] = {
        let folder = TestPaths.realCorpus
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

    /// The repositories holding at least one macOS storyboard (`targetRuntime="MacOSX.Cocoa"`), read from
    /// the files' text, not through the importer.
    static let macOSRepositories: [String] = repositories.filter { repository in
        let folder = TestPaths.realCorpus.appendingPathComponent(repository)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return false
        }
        return walker.contains { item in
            guard let url = item as? URL, url.pathExtension == "storyboard",
                let data = FileManager.default.contents(atPath: url.path)
            else { return false }
            return String(decoding: data, as: UTF8.self).contains("targetRuntime=\"MacOSX.Cocoa\"")
        }
    }

    /// The repository's storyboards as one project. Storyboards that share a file name get a numbered
    /// name (a project's names are unique); every class is made the app's own and framework class names
    /// used as custom classes are dropped, so that the test's stubs stand for them.
    static func project(_ repository: String) throws -> NavigationGraph {
        let discovery = try StoryboardFiles.discover([TestPaths.realCorpus.appendingPathComponent(repository).path])
        var storyboards: [Storyboard] = []
        var used: Set<String> = []
        for file in discovery.files.sorted(by: { $0.path < $1.path }) {
            var storyboard = try StoryboardParser.parse(contentsOf: file)
            var name = storyboard.name
            var counter = 2
            while used.contains(name) {
                name = "\(storyboard.name)-\(counter)"
                counter += 1
            }
            used.insert(name)
            storyboard.name = name
            storyboard.scenes = storyboard.scenes.map { scene in
                var copy = scene
                copy.customModule = nil
                copy.inheritsModuleFromTarget = true
                if let custom = copy.customClass, ["UI", "NS", "AV", "GLK", "WK"].contains(where: custom.hasPrefix) {
                    copy.customClass = nil
                }
                return copy
            }
            storyboards.append(storyboard)
        }
        return NavigationGraph(project: Project(name: repository), storyboards: storyboards)
    }
}
