import Foundation
import NavGraphOffline
import Storage
import StoryboardImport
import StoryboardModel

/// Imports discovered files one by one, reporting each, counting failures.
struct FileImporter {
    let store: any NavigationStore
    let project: String
    let context: CommandContext
    var module: String?
    var platform: Platform?
    private(set) var failures = 0
    private var imported = 0

    init(store: any NavigationStore, project: String, context: CommandContext) {
        self.store = store
        self.project = project.nfc
        self.context = context
    }

    mutating func run(_ discovery: StoryboardDiscovery) {
        let total = discovery.files.count
        var taken: [String: URL] = [:]
        for (index, file) in discovery.files.enumerated() {
            let progress = "[\(index + 1)/\(total)]"
            let name = StoryboardFiles.storyboardName(of: file)
            if let first = taken[name] {
                failures += 1
                context.errorOutput(
                    PlainText.line(
                        "\(progress) \(file.path): error: storyboard name '\(name)' is already taken by \(first.path); "
                            + "import it into another project") + "\n")
                continue
            }
            taken[name] = file
            do {
                // Read once: the bytes parsed are the bytes stored, and compared with the stored source.
                let bytes = try Data(contentsOf: file)
                let storyboard = try StoryboardParser.parse(bytes, name: name).normalizingNames()
                try ensureProject(platform: platform ?? storyboard.platform ?? .ios)
                let (stored, created, unchanged) = try store.putStoryboard(
                    project: project, storyboard: storyboard, source: bytes)
                imported += 1
                let outcome = created ? "imported" : unchanged ? "unchanged" : "replaced"
                context.output(
                    "\(progress) \(file.path): \(outcome) '\(name)', "
                        + "\(Plural.count(stored.scenes.count, "scene")), \(Plural.count(stored.segues.count, "segue")) "
                        + "(revision \(stored.revision))\n"
                )
            } catch {
                failures += 1
                context.errorOutput(PlainText.line("\(progress) \(file.path): error: \(Self.describe(error))") + "\n")
            }
        }
        for copy in discovery.localizedCopies {
            reportLocalization(copy)
        }
        context.output("imported \(imported) of \(Plural.count(total, "storyboard")) into project '\(project)'\n")
    }

    private var projectExists = false

    private mutating func ensureProject(platform: Platform) throws {
        if projectExists { return }
        do {
            _ = try store.project(project)
        } catch StoreError.notFound {
            _ = try store.createProject(Project(name: project, module: module.nfc, platform: platform))
            context.output("created project '\(project)'\n")
        }
        projectExists = true
    }

    private func reportLocalization(_ copy: LocalizedStoryboardCopy) {
        let name = StoryboardFiles.storyboardName(of: copy.base)
        do {
            let base = try StoryboardParser.parse(Data(contentsOf: copy.base), name: name)
            let localized = try StoryboardParser.parse(Data(contentsOf: copy.copy), name: name)
            let differences = StoryboardFiles.localizationDifferences(base: base, localized: localized)
            if differences.isEmpty {
                context.output("\(copy.copy.path): same scenes and segues as Base, not imported\n")
            } else {
                for difference in differences {
                    context.errorOutput("\(copy.copy.path): warning: differs from \(copy.base.path): \(difference)\n")
                }
            }
        } catch {
            context.errorOutput("\(copy.copy.path): warning: cannot compare with Base: \(Self.describe(error))\n")
        }
    }

    /// One line for a failed file: the import or store error's own sentence, or the file system's reason.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ImportError: return error.description
        case let error as StoreError: return error.description
        default: return "cannot read: \(FileErrorText.reason(error))"
        }
    }
}
