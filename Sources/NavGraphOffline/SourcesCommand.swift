import Foundation
import NavGraphLog
import SourceScan
import StoryboardImport
import StoryboardModel

/// `navgraph sources DIR...`: the navigation Swift and Objective-C code does, as the facts document.
enum SourcesCommand: Subcommand {
    static let name = "sources"
    static let synopsis = "[options] DIR..."
    static let abstract =
        "Print the navigation Swift and Objective-C code does (pushes, presents, segues), read from source folders."
    static let summary = """
        Read the .swift, .m, .mm and .h files under each DIR (hidden folders, .build, Pods, Carthage, DerivedData \
        and node_modules left out; a file over 16 MiB is skipped with a warning) and print every navigation call: \
        an edge from the type the call is written in to what it shows (a storyboard scene, a view controller class, \
        a segue), or an unresolved entry with its reason (parameter, property, functionResult, dynamicName, \
        reassigned, unknownExpression); and where code makes view controllers. Formats: text (counts, then one \
        line per fact: File.swift:12 HomeViewController --push--> Main/Login) and json (the facts document of \
        docs/code-navigation.md, file paths relative to their DIR). Exit status: 0, 64 usage, 65 a file could not \
        be read, 66 missing input.
        """
    static let options: [OptionSpec] = [
        OptionSpec("format", env: "NAVGRAPH_FORMAT", default: "text", help: "text or json")
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        let format = options["format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw CLIError.usage("--format must be text or json, got '\(format)'")
        }
        guard !options.positional.isEmpty else {
            throw CLIError.usage("missing DIR: give at least one folder (or Swift or Objective-C file)")
        }
        let read = try CodeNavigationFiles.read(options.positional, context: context)
        if format == "json" {
            context.output(try JSONText.encode(read.document))
        } else {
            context.output(text(read.document))
        }
        return read.unreadable ? CLIError.ExitCode.dataError : 0
    }

    /// Counts, then edges, unresolved entries and instantiations, one a line.
    static func text(_ document: CodeNavigation) -> String {
        let callSites = Set(
            document.edges.map { "\($0.location) \($0.kind.rawValue)" }
                + document.unresolved.map { "\($0.location) \($0.kind.rawValue)" }
        ).count
        var lines = [
            "\(Plural.count(callSites, "call site")), \(Plural.count(document.edges.count, "edge")), "
                + "\(Plural.count(document.instantiations.count, "instantiation")), "
                + "\(document.unresolved.count) unresolved"
        ]
        let reasons = UnresolvedNavigation.Reason.allCases.compactMap { reason -> String? in
            let count = document.unresolved.filter { $0.reason == reason }.count
            return count == 0 ? nil : "\(reason.rawValue) \(count)"
        }
        if !reasons.isEmpty { lines.append("unresolved: " + reasons.joined(separator: ", ")) }
        let navigating: Set<CodeNavigationKind> = [.push, .present, .show, .performSegue]
        let sites = document.edges.filter { navigating.contains($0.kind) }.map { "\($0.location) \($0.kind)" }
        let open = document.unresolved.filter { navigating.contains($0.kind) }.map { "\($0.location) \($0.kind)" }
        let resolved = Set(sites).subtracting(open).count
        let total = Set(sites).union(open).count
        if total > 0 {
            lines.append(
                "push/present/show/performSegue call sites resolved: \(resolved) of \(total) (\(resolved * 100 / total)%)"
            )
        }
        lines += document.edges.map(CodeNavigationText.line)
        lines += document.unresolved.map(CodeNavigationText.line)
        lines += document.instantiations.map(CodeNavigationText.line)
        // Names are data: none may start a line of its own.
        return lines.map { PlainText.line($0) + "\n" }.joined()
    }
}

/// One Swift or Objective-C file found under a source folder, read once for every use of it.
struct SourceFile {
    /// Where it is.
    let url: URL
    /// Its path relative to the folder it was found under, `/`-separated (the facts' file names).
    let path: String
    /// Its text, or why it could not be read.
    let text: Result<String, any Error>

    /// The same file named from `folder` above the one it was found under (`App/Sources` + `Home.swift`).
    func named(under folder: String) -> SourceFile {
        let prefix = folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return prefix.isEmpty ? self : SourceFile(url: url, path: prefix + "/" + path, text: text)
    }
}

/// Source folders read into a facts document: what `sources` prints and `--sources` of other commands reads.
enum CodeNavigationFiles {
    /// Files larger than this are not read (no real source file comes near it).
    static let maxFileBytes = 16 << 20

    /// The facts of the Swift and Objective-C files under `folders` (a file given directly is read as itself),
    /// each path relative to its folder and `/`-separated; `unreadable` when a file could not be read (its
    /// error is printed on standard error and the others are still read).
    static func read(
        _ folders: [String], context: CommandContext
    ) throws(CLIError) -> (document: CodeNavigation, unreadable: Bool) {
        facts(of: try load(folders, context: context), context: context)
    }

    /// The facts of files already read; each file that could not be read printed on standard error.
    static func facts(of files: [SourceFile], context: CommandContext) -> (document: CodeNavigation, unreadable: Bool) {
        let unreadable = reportUnreadable(files, context: context)
        let texts = files.compactMap { file -> (path: String, text: String)? in
            guard case .success(let text) = file.text else { return nil }
            return (file.path, text)
        }
        return (CodeNavigationReader.read(files: texts), unreadable)
    }

    /// Prints each file of `files` that could not be read on standard error; whether there was one.
    static func reportUnreadable(_ files: [SourceFile], context: CommandContext) -> Bool {
        var unreadable = false
        for file in files {
            guard case .failure(let error) = file.text else { continue }
            unreadable = true
            context.errorOutput(
                PlainText.line("\(file.path): cannot read: \(FileErrorText.reason(error, reading: file.url.path))")
                    + "\n")
        }
        return unreadable
    }

    /// The Swift and Objective-C files under `folders` (a file given directly is itself), each read once, in
    /// path order per folder; a file over the limit is left out with a warning on standard error.
    static func load(_ folders: [String], context: CommandContext) throws(CLIError) -> [SourceFile] {
        var files: [SourceFile] = []
        for folder in folders {
            let url = context.resolve(folder).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CLIError.noInput("no such file or folder: \(folder)")
            }
            let found = isDirectory.boolValue ? CheckFinding.sourceFiles(under: url) : [url]
            let base = isDirectory.boolValue ? url.path : url.deletingLastPathComponent().path
            for file in found.sorted(by: { $0.path < $1.path }) {
                let path = relative(file.standardizedFileURL.path, to: base)
                do {
                    // Mapped, so a file over the limit is never read.
                    let data = try Data(contentsOf: file, options: .mappedIfSafe)
                    guard data.count <= maxFileBytes else {
                        context.errorOutput(PlainText.line("\(path): skipped: larger than 16 MiB") + "\n")
                        continue
                    }
                    files.append(
                        SourceFile(url: file, path: path, text: .success(String(decoding: data, as: UTF8.self))))
                } catch {
                    files.append(SourceFile(url: file, path: path, text: .failure(error)))
                }
            }
        }
        return files
    }

    /// `path` relative to `base`, `/`-separated.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let inner = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        return inner.split(separator: "\\").joined(separator: "/")
    }
}
