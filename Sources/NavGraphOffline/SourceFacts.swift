import Foundation
import SourceScan
import StoryboardImport
import StoryboardModel

/// The navigation facts `--sources DIR` gives `check`, `graph` and `diff`: the source folders read once through
/// the reader (`CodeNavigationReader`), the document validated as the server validates one it is sent.
package enum SourceFacts {
    /// The option `check`, `graph`, `diff`, `push` and `import` share.
    package static func option(help: String) -> OptionSpec {
        OptionSpec("sources", env: "NAVGRAPH_SOURCES", repeatable: true, help: help)
    }

    /// The source files under `folders`, each read once (none: none).
    static func files(_ folders: [String], context: CommandContext) throws(CLIError) -> [SourceFile] {
        guard !folders.isEmpty else { return [] }
        do {
            return try CodeNavigationFiles.load(folders, context: context)
        } catch {
            guard case .noInput(let message) = error else { throw error }
            throw CLIError.noInput("--sources: " + message)
        }
    }

    /// The facts of `files` for each of `bundles`, in order: a file's navigation joins the bundles whose
    /// storyboards sit nearest it (as the literal checks of `check --sources` judge; every bundle on a tie), so
    /// an app's calls are not repeated in its extensions. Files that could not be read are left out: the caller
    /// reports them.
    static func facts(
        ofReadable files: [SourceFile], bundles: [StoryboardBundle], context: CommandContext
    ) throws(CLIError) -> [CodeNavigation] {
        var owned = Array(repeating: [(path: String, text: String)](), count: bundles.count)
        for file in files {
            guard case .success(let text) = file.text else { continue }
            for index in CheckFinding.owningBundles(of: file.url, among: bundles) {
                owned[index].append((file.path, text))
            }
        }
        var facts: [CodeNavigation] = []
        for texts in owned {
            facts.append(try validated(texts.isEmpty ? CodeNavigation() : CodeNavigationReader.read(files: texts)))
        }
        return facts
    }

    /// Every file of `files` that could not be read, on standard error; a data error (exit 65) when there is one.
    static func requireReadable(_ files: [SourceFile], context: CommandContext) throws(CLIError) {
        if CodeNavigationFiles.reportUnreadable(files, context: context) {
            throw CLIError.dataError("--sources: a source file could not be read")
        }
    }

    /// The facts of `folders` for each of `selected`, bundles among `all` (`push`, `import`): every file read (one
    /// that cannot be is a data error), each joining the bundles of `all` whose storyboards sit nearest it.
    package static func facts(
        _ folders: [String], for selected: [StoryboardBundle], among all: [StoryboardBundle], context: CommandContext
    ) throws(CLIError) -> [CodeNavigation] {
        let files = try files(folders, context: context)
        try requireReadable(files, context: context)
        let facts = try facts(ofReadable: files, bundles: all, context: context)
        return selected.map { bundle in
            all.firstIndex { $0.name == bundle.name }.map { facts[$0] } ?? CodeNavigation()
        }
    }

    /// The facts of `folders`, every file read, for one bundle (`graph`).
    static func require(_ folders: [String], context: CommandContext) throws(CLIError) -> CodeNavigation {
        let files = try files(folders, context: context)
        try requireReadable(files, context: context)
        return try validated(CodeNavigationFiles.facts(of: files, context: context).document)
    }

    private static func validated(_ facts: CodeNavigation) throws(CLIError) -> CodeNavigation {
        do {
            try facts.validate()
            return facts
        } catch {
            throw CLIError.dataError("--sources: the navigation read is not a valid facts document: \(error)")
        }
    }
}
