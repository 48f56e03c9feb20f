import Foundation
import StoryboardModel

/// The navigation facts `--sources DIR` gives `check`, `graph` and `diff`: the source folders read once through
/// the reader (`CodeNavigationFiles.read`), the document validated as the server validates one it is sent.
enum SourceFacts {
    /// The option `check`, `graph` and `diff` share.
    static func option(help: String) -> OptionSpec {
        OptionSpec("sources", env: "NAVGRAPH_SOURCES", repeatable: true, help: help)
    }

    /// The facts of `folders` (none: no facts), and whether a file could not be read (its error is already on
    /// standard error). A document the validation refuses is a data error.
    static func read(
        _ folders: [String], context: CommandContext
    ) throws(CLIError) -> (facts: CodeNavigation, unreadable: Bool) {
        let read = CodeNavigationFiles.facts(of: try files(folders, context: context), context: context)
        return (try validated(read.document), read.unreadable)
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

    /// The facts of `folders`, a file that could not be read a data error (exit 65).
    static func require(_ folders: [String], context: CommandContext) throws(CLIError) -> CodeNavigation {
        let read = try read(folders, context: context)
        if read.unreadable { throw CLIError.dataError("--sources: a source file could not be read") }
        return read.facts
    }

    /// `facts` with every location's file under `folder` (`App/Screens/Home.swift`), for paths relative to a
    /// checkout rather than to the folder read.
    static func prefixing(_ facts: CodeNavigation, with folder: String) -> CodeNavigation {
        let prefix = folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        guard !prefix.isEmpty else { return facts }
        func moved(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: prefix + "/" + location.file, line: location.line)
        }
        var result = facts
        for index in result.edges.indices { result.edges[index].location = moved(result.edges[index].location) }
        for index in result.instantiations.indices {
            result.instantiations[index].location = moved(result.instantiations[index].location)
        }
        for index in result.unresolved.indices {
            result.unresolved[index].location = moved(result.unresolved[index].location)
        }
        return result
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
