import Foundation
import NavGraphOffline
import Storage
import StoryboardImport
import StoryboardModel

/// `navgraph import --project NAME PATH...`: import storyboards into the database, no server needed.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let synopsis = "--project NAME [options] PATH..."
    static let abstract = "Import storyboards into the database, one project per bundle, with no server running."
    static let summary = """
        Import .storyboard files (or every .storyboard under a folder) into a project, creating it when \
        missing. Localized copies import once, from Base.lproj. Storyboard names are unique per bundle \
        (Xcode target, else folder with an Info.plist): one bundle imports into NAME; several import into \
        one project each, named NAME-<bundle> (characters outside A-Z a-z 0-9 . _ - become -), unless \
        --target picks one. Each project gets one revision for the whole import, as a commit would, named \
        by --label if given (a label already naming another revision with other contents is refused). With \
        --sources DIR (repeatable), the navigation facts read from the Swift and Objective-C files under DIR \
        replace the project's in the same revision (each file's facts join the bundle whose storyboards sit \
        nearest it); without it the stored facts stay. The .xib files of each bundle (placed as generate and \
        check place them; a folder of nibs alone is a project) are stored with its storyboards in the same \
        revision; the project's other nibs stay. The project's module (--module, else the Xcode target's), \
        main storyboards (its Info.plist's) and platform (--platform, else the one its files name) are set in \
        the same revision when the input states them, each change printed old -> new; what it does not state \
        stays. \
        Exits 1 when any file failed, after importing the rest; 65 when the database refused an import as a \
        whole (a label that names other contents), which then wrote nothing.
        """
    static let options: [OptionSpec] = [
        OptionSpec("project", env: "NAVGRAPH_PROJECT", help: "the project to import into (required)"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "import this bundle only (default: every bundle)"),
        OptionSpec(
            "module", env: "NAVGRAPH_MODULE",
            help: "the app's Swift module, set on the project (default: the Xcode target's; a folder with no Xcode "
                + "project leaves the project's)"),
        OptionSpec(
            "platform", env: "NAVGRAPH_PLATFORM",
            help: "ios, tvos, macos or watchos, set on the project (default: the one the files name, if any)"),
        OptionSpec(
            "label", env: "NAVGRAPH_LABEL",
            help: "name the revision the import makes (a commit SHA): 1-128 of A-Z a-z 0-9 . _ / -, not all digits"),
        SourceFacts.option(
            help: "a folder of Swift and Objective-C sources whose navigation facts are stored with the import; "
                + "repeatable"),
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: DatabaseLocation.help),
        OptionSpec(
            "migrations", env: "NAVGRAPH_MIGRATIONS",
            help:
                "folder of NNNN_name.sql migrations, PostgreSQL's in DIR/postgres (default: the schema compiled into navgraph)"
        ),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard let projectName = options["project"] else { throw CLIError.usage("--project is required") }
        guard Project.isValidName(projectName) else {
            throw CLIError.usage("project name '\(projectName)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        let platform = try options.platform()
        if let module = options["module"], let problem = Project.problem(withModule: module.nfc) {
            throw CLIError.usage("--module '\(module)' \(problem)")
        }
        let label = options["label"]
        if let label, !RevisionLabel.isValid(label) {
            throw CLIError.usage(
                "label '\(label)' must be 1 to \(RevisionLabel.maximumLength) characters of A-Z a-z 0-9 . _ / - and not "
                    + "all digits")
        }
        let (selection, nibFiles) = try BundleSelection.loadWithNibs(
            options.positional, target: options["target"], context: context)
        // Read before the database is opened: a folder that cannot be read imports nothing.
        let sources = options.list("sources")
        let facts =
            sources.isEmpty
            ? nil : try SourceFacts.facts(sources, for: selection.selected, among: selection.all, context: context)
        let store = try DatabaseOpener.open(
            DatabaseLocation(options["db"], context: context), migrations: options["migrations"], context: context)
        defer { store.close() }
        var failures = 0
        var refused = false
        for (index, bundle) in selection.selected.enumerated() {
            let project =
                selection.selected.count == 1 ? projectName : Self.projectName(projectName, bundle: bundle.name)
            if selection.selected.count > 1 {
                context.output("\(BundleSelection.describe(bundle)) → project '\(project)'\n")
            }
            for duplicate in bundle.duplicates {
                failures += 1
                context.errorOutput(
                    "\(duplicate.file.path): error: storyboard name '\(StoryboardFiles.storyboardName(of: duplicate.file))' "
                        + "is already taken in bundle '\(bundle.name)' by \(duplicate.takenBy.path)\n")
            }
            var importer = FileImporter(store: store, project: project, context: context)
            importer.module = options["module"] ?? bundle.module
            let input = BundleInput.read(bundle)
            importer.mainStoryboards = input.mainStoryboards
            importer.platform = platform
            importer.label = label
            importer.code = facts?[index]
            importer.nibFiles = nibFiles[bundle.name] ?? []
            importer.run(input)
            failures += importer.failures
            refused = refused || importer.refused
        }
        // The database's refusal of a whole import is the input's fault, not a file's (65, as `push` answers it).
        if refused { return CLIError.ExitCode.dataError }
        return failures == 0 ? 0 : 1
    }

    /// `NAME-<bundle>`, slug-safe: characters outside `[A-Za-z0-9._-]` become `-`, at most 64 characters.
    static func projectName(_ base: String, bundle: String) -> String {
        let slug = String(
            bundle.unicodeScalars.map { scalar -> Character in
                let allowed =
                    scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == "." || scalar == "_" || scalar == "-")
                return allowed ? Character(scalar) : "-"
            })
        return String((base + "-" + slug).prefix(64))
    }
}
