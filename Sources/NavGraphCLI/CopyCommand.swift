import Foundation
import NavGraphOffline
import Storage

/// `navgraph copy`: moves every project, with its history, from one database to another (SQLite and
/// PostgreSQL either way), and proves the copy by reading it back.
enum CopyCommand: Subcommand {
    static let name = "copy"
    static let synopsis = "--from DB --to DB [--replace]"
    static let abstract = "Copy every project with its revision history between databases (SQLite, PostgreSQL)."
    static let summary = """
        Copy every project with its revision history from one database to another: a SQLite file or a \
        postgres:// URL on either side. Revisions, labels, timestamps, the imported sources, the nibs and the \
        code navigation facts (the project's and each kept revision's) stay exactly as they are, and so do the revision marks of deleted names (a name made again continues above them). Each project is copied in one transaction and read back: counts and the SHA-256 of every source \
        and history content must match. The destination must hold no projects, unless --replace, which \
        deletes the ones it holds first. Stop writers to the source while copying: a project written \
        meanwhile fails the check. Exit 0 copied and verified, 65 the copy did not match, 66 no source file, \
        69 a database cannot be reached, 73 the destination is not empty.
        """
    static let options: [OptionSpec] = [
        OptionSpec(
            "from", env: "NAVGRAPH_COPY_FROM", help: "the database to copy from: a SQLite file or postgres:// URL"),
        OptionSpec("to", env: "NAVGRAPH_COPY_TO", help: "the database to copy to (created and migrated if new)"),
        OptionSpec(
            "replace", env: "NAVGRAPH_COPY_REPLACE", takesValue: false,
            help: "delete every project the destination holds before copying"),
        OptionSpec(
            "migrations", env: "NAVGRAPH_MIGRATIONS",
            help: "folder of NNNN_name.sql migrations, PostgreSQL's in DIR/postgres (default: compiled in)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard options.positional.isEmpty else { throw CLIError.usage("copy takes no arguments, only --from and --to") }
        guard let fromOption = options["from"], let toOption = options["to"] else {
            throw CLIError.usage("copy needs --from DB and --to DB")
        }
        let from = DatabaseLocation(fromOption, context: context)
        let to = DatabaseLocation(toOption, context: context)
        guard from != to else { throw CLIError.usage("--from and --to name the same database") }
        // Opening a SQLite path creates the file: a mistyped source must not become an empty database.
        if case .sqlite(let path) = from, !FileManager.default.fileExists(atPath: path) {
            throw CLIError.noInput("no database file at \(path)")
        }
        let source = try DatabaseOpener.open(from, migrations: options["migrations"], context: context)
        defer { source.close() }
        let opened = try DatabaseOpener.open(to, migrations: options["migrations"], context: context)
        defer { opened.close() }
        guard let destination = opened as? any HistoryTransfer else {
            throw CLIError.software("the store at \(to.description) cannot restore projects")
        }
        let projects = try storeCall("list the projects of \(from.description)") { () throws(StoreError) in
            try source.readOne { try $0.listProjects() }
        }
        let existing = try storeCall("list the projects of \(to.description)") { () throws(StoreError) in
            try destination.readOne { try $0.listProjects() }
        }
        if !existing.isEmpty {
            // One database under two names (a symlink, a URL with and without its password): replacing would
            // delete the source. The same projects to the millisecond of their last write say so.
            guard existing != projects else {
                throw CLIError.cannotCreate(
                    "\(to.description) holds exactly the projects of \(from.description), revisions and times included "
                        + "(the same database under two names, or a copy already made); nothing was changed")
            }
            guard options.flag("replace") else {
                let names = existing.prefix(5).map(\.name).joined(separator: ", ")
                throw CLIError.cannotCreate(
                    "\(to.description) already holds \(existing.count) project(s) (\(names)\(existing.count > 5 ? ", ..." : "")); "
                        + "pass --replace to delete them first")
            }
            for project in existing {
                try storeCall("delete project '\(project.name)' from \(to.description)") { () throws(StoreError) in
                    try destination.deleteProject(project.name)
                }
            }
        }
        var totals = ArchiveComparison.Totals()
        for project in projects {
            let archive = try storeCall("read project '\(project.name)'") { () throws(StoreError) in
                try source.archive(of: project.name)
            }
            try storeCall("copy project '\(project.name)'") { () throws(StoreError) in
                try destination.write { try $0.restore(archive) }
            }
            let copy = try storeCall("read back project '\(project.name)'") { () throws(StoreError) in
                try destination.archive(of: project.name)
            }
            let differences = ArchiveComparison.differences(archive, copy)
            guard differences.isEmpty else {
                throw CLIError.dataError(
                    "the copy does not match the source:\n  " + differences.joined(separator: "\n  "))
            }
            let now = try storeCall("read project '\(project.name)' again") { () throws(StoreError) in
                try source.readOne { try $0.project(project.name) }
            }
            guard now.revision == archive.project.revision else {
                throw CLIError.dataError(
                    "project '\(project.name)' was written while it was copied (revision \(archive.project.revision) "
                        + "became \(now.revision)); stop writers to \(from.description) and copy again with --replace")
            }
            totals.add(archive)
        }
        // The high-water marks of every name, deleted ones included, so that revisions never repeat there either.
        if let marked = source as? any HistoryTransfer {
            let marks = try storeCall("read the revision marks of \(from.description)") { () throws(StoreError) in
                try marked.read { try $0.revisionMarks() }
            }
            try storeCall("copy the revision marks") { () throws(StoreError) in
                try destination.write { try $0.raise(marks) }
            }
            let copied = try storeCall("read back the revision marks") { () throws(StoreError) in
                try destination.read { try $0.revisionMarks() }
            }
            let missing = marks.missing(from: copied)
            guard missing.isEmpty else {
                throw CLIError.dataError("the copy's revision marks are lower:\n  " + missing.joined(separator: "\n  "))
            }
        }
        context.output(
            "copied \(totals.projects) project(s), \(totals.storyboards) storyboard(s) "
                + "(\(totals.sourceBytes) bytes of source), \(totals.revisions) revision(s) holding "
                + "\(totals.contents) storyboard version(s), \(totals.nibs) nib version(s) and \(totals.facts) code "
                + "navigation facts document(s) "
                + "from \(from.description) to \(to.description); verified: counts and SHA-256 of every source match\n")
        return 0
    }

    /// Runs one store call, turning its failure into the command's error: an unreachable database is 69,
    /// a name taken in the destination 73, anything else the database's own failure.
    private static func storeCall<T>(_ what: String, _ body: () throws(StoreError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case .unavailable, .busy:
                throw CLIError.unavailable("cannot \(what): \(error)")
            case .conflict:
                throw CLIError.cannotCreate("cannot \(what): \(error)")
            case .notFound, .invalid, .preconditionFailed, .withdrawn:
                throw CLIError.dataError("cannot \(what): \(error)")
            case .database, .migration:
                throw CLIError.ioError("cannot \(what): \(error)")
            }
        }
    }
}
