import Foundation
import NavGraphLog
import NavGraphOffline
import Storage
import StoryboardImport
import StoryboardModel

/// Imports discovered files as ONE revision of the project, as a commit would: every file is read and parsed
/// first (each failure reported and counted, the rest imported), then the parsed ones are stored in one
/// transaction, optionally labelled; storyboards of the project the files do not name stay.
struct FileImporter {
    let store: any NavigationStore
    let project: String
    let context: CommandContext
    /// The module the import states (`--module`, else the Xcode target's), set on the project; `nil`: none
    /// stated (a folder), the project's stays.
    var module: String?
    /// The storyboards the app opens at launch (its `Info.plist`'s, in NFC), set on the project; `nil` when not
    /// known, the project's stay.
    var mainStoryboards: [String]?
    /// `--platform`; without it the platform the files name (iOS for a new project when none does).
    var platform: Platform?
    /// The label of the revision the import makes (`--label`).
    var label: String?
    /// The code navigation facts stored with the import (`--sources`); `nil` keeps the stored ones.
    var code: CodeNavigation?
    /// The bundle's `.xib` files, stored with its storyboards in the same revision.
    var nibFiles: [URL] = []
    private(set) var failures = 0
    /// Whether the database refused the whole import for what it holds (a label naming other contents, say):
    /// nothing of it was written, and no file was at fault.
    private(set) var refused = false

    init(store: any NavigationStore, project: String, context: CommandContext) {
        self.store = store
        self.project = project.nfc
        self.context = context
    }

    mutating func run(_ input: BundleInput) {
        let total = input.bundle.files.count
        var parsed: [(progress: String, file: URL, snapshot: SnapshotFile)] = []
        for (index, result) in input.results.enumerated() {
            let progress = "[\(index + 1)/\(total)]"
            switch result {
            case .success(let file):
                // Read once: the bytes parsed are the bytes stored, and compared with the stored source.
                parsed.append((progress, file.url, SnapshotFile(storyboard: file.storyboard, source: file.source)))
            case .failure(let failure):
                failures += 1
                context.errorOutput(
                    PlainText.line("\(progress) \(failure.url.path): error: \(Self.describe(failure.error))") + "\n")
            }
        }
        let nibs = readNibs()
        var stored = false
        if !parsed.isEmpty || !nibs.isEmpty {
            // The platform the files name, stated only when one does: a project's stays when none says.
            let named =
                parsed.isEmpty
                ? nibs.lazy.compactMap(\.snapshot.nib.platform).first
                : parsed.lazy.compactMap(\.snapshot.storyboard.platform).first
            stored = storeAll(parsed, nibs: nibs, platform: platform ?? named)
        }
        for copy in input.bundle.localizedCopies {
            reportLocalization(copy)
        }
        let nibCount =
            nibFiles.isEmpty
            ? "" : " and \(stored ? nibs.count : 0) of \(Plural.count(nibFiles.count, "nib"))"
        context.output(
            "imported \(stored ? parsed.count : 0) of \(Plural.count(total, "storyboard"))\(nibCount) "
                + "into project '\(project)'\n")
    }

    /// Reads and parses the bundle's nibs, reporting and counting each that fails; of two nibs of one name,
    /// the second is refused.
    private mutating func readNibs() -> [(progress: String, file: URL, snapshot: SnapshotNib)] {
        var nibs: [(progress: String, file: URL, snapshot: SnapshotNib)] = []
        var taken: [String: URL] = [:]
        for (index, url) in nibFiles.enumerated() {
            let progress = "[nib \(index + 1)/\(nibFiles.count)]"
            let name = StoryboardFiles.nibName(of: url)
            if let other = taken[name] {
                failures += 1
                context.errorOutput(
                    PlainText.line(
                        "\(progress) \(url.path): error: nib name '\(name)' is already taken by \(other.path)") + "\n")
                continue
            }
            taken[name] = url
            do {
                let bytes = try Data(contentsOf: url)
                nibs.append((progress, url, SnapshotNib(nib: try BundleInput.nib(bytes, name: name), source: bytes)))
            } catch var error as ImportError {
                failures += 1
                error.source = url.path
                context.errorOutput(PlainText.line("\(progress) \(url.path): error: \(error.description)") + "\n")
            } catch {
                failures += 1
                context.errorOutput(
                    PlainText.line("\(progress) \(url.path): error: \(Self.describe(error))") + "\n")
            }
        }
        return nibs
    }

    /// Stores `parsed` and `nibs` as one revision and reports each file; answers whether they were stored (all or
    /// none).
    private mutating func storeAll(
        _ parsed: [(progress: String, file: URL, snapshot: SnapshotFile)],
        nibs: [(progress: String, file: URL, snapshot: SnapshotNib)], platform: Platform?
    ) -> Bool {
        let files = parsed.map(\.snapshot)
        let attributes = ProjectAttributes(module: module.nfc, mainStoryboards: mainStoryboards, platform: platform)
        // `--module` was checked before; a target's module is held to the same rule (`Project.problem(withModule:)`).
        if let module = attributes.module, let problem = Project.problem(withModule: module) {
            failures += parsed.count + nibs.count
            refused = true
            context.errorOutput(
                PlainText.line(
                    "error: cannot import into project '\(project)': its module '\(module)' (the Xcode target's) "
                        + "\(problem); give one with --module") + "\n")
            return false
        }
        let result: SnapshotResult
        do {
            result = try RevisionLabel.naming(label) { () throws(StoreError) -> SnapshotResult in
                try store.write {
                    try $0.putStoryboards(
                        project: project, with: files, code: code, nibs: nibs.map(\.snapshot), stating: attributes)
                }
            }
        } catch {
            failures += parsed.count + nibs.count
            if case .conflict = error { refused = true }
            context.errorOutput(
                PlainText.line("error: cannot import into project '\(project)': \(Self.describe(error))") + "\n")
            return false
        }
        if result.createdProject { context.output("created project '\(project)'\n") }
        let added = Set(result.added)
        let replaced = Set(result.replaced)
        for (progress, file, snapshot) in parsed {
            let storyboard = snapshot.storyboard
            let name = storyboard.name
            let outcome = added.contains(name) ? "imported" : replaced.contains(name) ? "replaced" : "unchanged"
            let revision = result.storyboardRevisions[name].map { " (revision \($0))" } ?? ""
            context.output(
                "\(progress) \(file.path): \(outcome) '\(name)', "
                    + "\(Plural.count(storyboard.scenes.count, "scene")), \(Plural.count(storyboard.segues.count, "segue"))"
                    + revision + "\n")
        }
        for (progress, file, snapshot) in nibs {
            let name = snapshot.nib.name
            let outcome =
                result.nibs.created.contains(name)
                ? "imported" : result.nibs.replaced.contains(name) ? "replaced" : "unchanged"
            let revision = result.nibs.revisions[name].map { " (revision \($0))" } ?? ""
            context.output(
                PlainText.line(
                    "\(progress) \(file.path): \(outcome) nib '\(name)', "
                        + Plural.count(snapshot.nib.objects.count, "top-level object") + revision) + "\n")
        }
        if let code, result.codeNavigation != .unchanged {
            context.output(
                "code navigation facts \(result.codeNavigation.rawValue): \(Plural.count(code.edges.count, "edge")), "
                    + "\(Plural.count(code.instantiations.count, "instantiation")), \(code.unresolved.count) unresolved\n"
            )
        }
        for line in AttributeChangeLines.lines(result.attributes) { context.output(PlainText.line(line) + "\n") }
        let labelled = result.label.map { ", label \($0)" } ?? ""
        let verb = result.isUnchanged ? "still at" : "now at"
        context.output("project '\(project)' \(verb) revision \(result.revision)\(labelled)\n")
        return true
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
