import Foundation
import NavGraphLog
import StoryboardImport
import StoryboardModel

/// `navgraph check PATH...`: diagnostics for storyboards on disk, bundle by bundle, for people and for CI.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let synopsis = "[options] PATH..."
    static let abstract = "Report storyboard problems and unreadable files; exit 1 on errors (for CI)."
    static let summary = """
        Print diagnostics (dangling segues, missing references, duplicate identifiers, unreachable scenes, \
        names codegen must rename, ...) and every file that could not be read, bundle by bundle (Xcode \
        targets, else folders holding an Info.plist). Formats: text (file:line: severity: [code] message), \
        json (an array of {path, line, column, code, severity, message, bundle, bundles, storyboard, \
        sceneID, segueID}; a finding of a storyboard several bundles share is printed once, listing them), sarif (SARIF 2.1.0, for code scanning) and github (workflow commands that annotate a \
        pull request). With --sources DIR, string literals that Swift and \
        Objective-C code passes to performSegue(withIdentifier:), instantiateViewController(withIdentifier:), \
        UIStoryboard(name:bundle:), comparisons with a segue's identifier (segue.identifier ==, case in \
        switch segue.identifier) and their Objective-C forms are checked against the bundle (errors), and \
        storyboard IDs and segue identifiers that no literal, String enum case, class name, storyboard \
        reference or generated API (NavGraph, SwiftGen, R.swift) uses are reported (info); the navigation the \
        code does joins the graph, so a scene only code shows is not unreachable; nibs (.xib) under PATH are \
        checked too (one that cannot be read is reported), and with --sources a dequeued nib cell no code \
        registers (unregistered-cell-nib) and a File's Owner class no source declares (unknown-nib-owner-class) \
        are warnings. Exit status: 0 clean, 1 errors found, 65 a file could not be read, 64 usage, \
        66 missing input.
        """
    static let options: [OptionSpec] = [
        OptionSpec("format", env: "NAVGRAPH_FORMAT", default: "text", help: "text, json, sarif or github"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "check only this bundle (default: every bundle)"),
        OptionSpec(
            "ignore", env: "NAVGRAPH_IGNORE", repeatable: true,
            help: "leave out a code (repeatable, or comma-separated; default: none)"),
        OptionSpec(
            "severity", env: "NAVGRAPH_SEVERITY", default: "info", help: "lowest severity shown: error, warning or info"
        ),
        OptionSpec("platform", env: "NAVGRAPH_PLATFORM", help: "ios, tvos, macos or watchos (default: from the files)"),
        SourceFacts.option(
            help: "Swift and Objective-C sources whose identifier literals are checked and whose navigation joins "
                + "the graph (repeatable; default: none)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        let format = options["format"] ?? "text"
        guard ["text", "json", "sarif", "github"].contains(format) else {
            throw CLIError.usage("--format must be text, json, sarif or github, got '\(format)'")
        }
        guard let minimum = CheckFinding.Severity(rawValue: options["severity"] ?? "info") else {
            throw CLIError.usage("--severity must be error, warning or info, got '\(options["severity"] ?? "")'")
        }
        let ignored = Set(options.list("ignore"))
        if let unknown = ignored.subtracting(CheckFinding.allCodes).sorted().first {
            throw CLIError.usage(
                "--ignore: unknown code '\(unknown)'; codes: \(CheckFinding.allCodes.sorted().joined(separator: ", "))")
        }
        let platform = try options.platform()
        let (selection, nibs) = try BundleSelection.loadWithNibs(
            options.positional, target: options["target"], context: context)
        var findings = selection.projectErrors.map { CheckFinding.unreadableProject($0, paths: selection.paths) }
        var summaries: [String] = []
        var loaded: [(StoryboardBundle, LocalProject)] = []
        let sources = options.list("sources")
        // Each file read once, for the graph's code navigation and the literal checks below (where a file that
        // cannot be read is a finding).
        let files = try SourceFacts.files(sources, context: context)
        let code = try SourceFacts.facts(ofReadable: files, bundles: selection.selected, context: context)
        for (bundle, code) in zip(selection.selected, code) {
            let local = LocalProject.load(
                bundle, module: nil, platform: platform, code: code, nibs: nibs[bundle.name] ?? [])
            loaded.append((bundle, local))
            let found = CheckFinding.collect(bundle, local: local, paths: selection.paths)
                .filter { !ignored.contains($0.code) && $0.severity >= minimum }
            findings += found
            summaries.append("\(BundleSelection.describe(bundle)), \(counts(found))")
        }
        if !sources.isEmpty {
            findings += try CheckFinding.sources(
                files, folders: sources, bundles: loaded, paths: selection.paths, context: context)
        }
        findings = CheckFinding.sorted(
            CheckFinding.mergingBundles(findings.filter { !ignored.contains($0.code) && $0.severity >= minimum }))
        try print(findings, format: format, context: context)
        if selection.all.count > 1 {
            for summary in summaries { context.errorOutput(PlainText.line(summary) + "\n") }
        }
        let scope = selection.selected.count > 1 ? " in \(Plural.count(selection.selected.count, "bundle"))" : ""
        context.errorOutput(counts(findings) + scope + "\n")
        if findings.contains(where: \.isReadFailure)
            || findings.contains(where: { $0.code == CheckFinding.unreadableProject })
        {
            return CLIError.ExitCode.dataError
        }
        return findings.contains { $0.severity == .error } ? 1 : 0
    }

    /// `1 error, 2 warnings` (and `, 3 notes` when there are some).
    static func counts(_ findings: [CheckFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.filter { $0.severity == .info }.count
        var text = "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))"
        if notes > 0 { text += ", \(Plural.count(notes, "note"))" }
        return text
    }

    private static func print(_ findings: [CheckFinding], format: String, context: CommandContext) throws(CLIError) {
        switch format {
        case "json":
            context.output(try JSONText.encode(findings))
        case "sarif":
            context.output(try SARIFReport.render(findings, currentDirectory: context.currentDirectory))
        case "github":
            for finding in findings { context.output(GitHubAnnotation.line(for: finding) + "\n") }
        default:
            for finding in findings {
                var location = finding.path
                if let line = finding.line { location += ":\(line)" }
                if let column = finding.column { location += ":\(column)" }
                // Names are data: none may start a line of its own (a workflow command, a forged finding).
                context.output(
                    PlainText.line(
                        "\(location): \(finding.severity.rawValue): [\(finding.code)] \(finding.message)"
                            + finding.bundleSuffix) + "\n")
            }
        }
    }
}
