import Foundation
import StoryboardModel

/// The navigation facts `--sources DIR` gives `check`, `graph` and `diff`: the source folders read once through
/// the reader (`CodeNavigationReader`), the document validated as the server validates one it is sent.
enum SourceFacts {
    /// The option `check`, `graph` and `diff` share.
    static func option(help: String) -> OptionSpec {
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

    /// The facts of the files of `files` that could be read (the caller reports the others).
    static func facts(ofReadable files: [SourceFile], context: CommandContext) throws(CLIError) -> CodeNavigation {
        let readable = files.filter { (try? $0.text.get()) != nil }
        return try validated(CodeNavigationFiles.facts(of: readable, context: context).document)
    }

    /// The facts of `files`, a file that could not be read a data error (exit 65; each on standard error).
    static func require(_ files: [SourceFile], context: CommandContext) throws(CLIError) -> CodeNavigation {
        let read = CodeNavigationFiles.facts(of: files, context: context)
        if read.unreadable { throw CLIError.dataError("--sources: a source file could not be read") }
        return try validated(read.document)
    }

    /// The facts of `folders`, as `require(_:context:)` takes them.
    static func require(_ folders: [String], context: CommandContext) throws(CLIError) -> CodeNavigation {
        try require(try files(folders, context: context), context: context)
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
