import Foundation
import NavGraphLog
import StoryboardImport
import StoryboardModel

/// `navgraph diff OLD_PATH NEW_PATH`: what a change to the storyboards means, for review; exit 1 when breaking.
enum DiffCommand: Subcommand {
    static let formats = ["text", "json", "markdown", "github"]
    static let name = "diff"
    static let synopsis = "[options] OLD_PATH NEW_PATH"
    static let abstract = "Compare two checkouts' storyboards and say what the change means; exit 1 when breaking."
    static let summary = """
        Compare the storyboards under OLD_PATH (e.g. a git worktree of the base branch) with those under \
        NEW_PATH, bundle by bundle: storyboards, scenes and segues added, removed and changed, and what that \
        means: segue identifiers resolving to another type or presentation, classes no longer instantiable \
        or obtained another way, scenes no route reaches any more, diagnostics introduced and fixed, \
        generated names that changed, and with --sources DIR (a folder inside each path, e.g. App/Sources) \
        the pushes, presents, shows and performSegues in code added and removed, with file:line; the .xib \
        nibs under each path: nibs added and removed, File's Owner classes, top-level objects and reuse \
        identifiers changed. Each change is breaking, behaviour or cosmetic. Formats: text, json, \
        markdown (a pull-request comment) and github (workflow annotations). Exit status: 0 nothing \
        breaking, 1 breaking changes, 65 a storyboard or nib could not be read, 64 usage, 66 missing input.
        """
    static let options: [OptionSpec] = [
        OptionSpec("format", env: "NAVGRAPH_FORMAT", default: "text", help: "text, json, markdown or github"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "compare only this bundle (default: every bundle)"),
        OptionSpec("platform", env: "NAVGRAPH_PLATFORM", help: "ios, tvos, macos or watchos (default: from the files)"),
        SourceFacts.option(
            help: "a source folder inside each path (App/Sources reads OLD_PATH/App/Sources and "
                + "NEW_PATH/App/Sources) whose navigation in code is compared (repeatable)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        let format = options["format"] ?? "text"
        guard formats.contains(format) else {
            throw CLIError.usage("--format must be text, json, markdown or github, got '\(format)'")
        }
        guard options.positional.count == 2 else {
            throw CLIError.usage("give two paths, OLD_PATH and NEW_PATH; got \(options.positional.count)")
        }
        let platform = try options.platform()
        let (oldSources, newSources) = try sourceSides(options.positional[0], options.positional[1], options, context)
        var old = try side(
            options.positional[0], sources: oldSources, options: options, platform: platform, context: context)
        let new = try side(
            options.positional[1], sources: newSources, options: options, platform: platform, context: context)
        // One bundle on each side is the same bundle whatever the checkouts' folders are called
        // (`base/` and `head/` name a folder bundle after themselves); so are the storyboards no target claims,
        // which each side names after its own path beside its targets' bundles.
        if old.projects.count == 1, new.projects.count == 1, let before = old.projects.first,
            let name = new.projects.keys.first
        {
            old.projects = [name: before.value]
        } else if let before = old.unclaimed, let after = new.unclaimed, before != after, old.projects[after] == nil,
            let loaded = old.projects.removeValue(forKey: before)
        {
            old.projects[after] = loaded
        }
        let failures = old.failures + new.failures
        for failure in failures { context.errorOutput(PlainText.line(failure) + "\n") }
        guard failures.isEmpty else {
            throw CLIError.dataError("\(Plural.count(failures.count, "file")) could not be read")
        }
        var sections: [DiffReport.Section] = []
        for bundle in Set(old.projects.keys).union(new.projects.keys).sorted() {
            let before = old.projects[bundle] ?? emptySide(bundle, platform: platform)
            let after = new.projects[bundle] ?? emptySide(bundle, platform: platform)
            let diff = NavigationDiff(old: before.graph, new: after.graph)
            let nibs = NibDiff.changes(old: before.graph.nibs, new: after.graph.nibs)
            var files = before.files
            files.merge(after.files) { _, newer in newer }
            sections.append(DiffReport.Section(bundle: bundle, changes: diff.changes + nibs, files: files))
        }
        if let target = options["target"], sections.isEmpty {
            throw CLIError.usage("--target: no bundle named '\(target)' in either path")
        }
        let report = DiffReport(sections: sections)
        switch format {
        case "json": context.output(try report.json())
        case "markdown": context.output(report.markdown())
        case "github":
            let checkout = DisplayPaths(arguments: [options.positional[1]], context: context)
            let root = context.resolve(options.positional[1]).path
            context.output(report.github { checkout.display(root + "/" + $0) })
            context.errorOutput(report.summary + "\n")
        default: context.output(report.text())
        }
        return report.isBreaking ? 1 : 0
    }

    /// One bundle's graph and its storyboards' displayed paths.
    struct Loaded {
        var graph: NavigationGraph
        var files: [String: String]
    }

    /// The bundles under one path, read, by name; and every file that could not be read, as a message.
    private static func side(
        _ path: String, sources: [SourceFile], options: ParsedOptions, platform: Platform?, context: CommandContext
    ) throws(CLIError) -> (projects: [String: Loaded], failures: [String], unclaimed: String?) {
        let (selection, nibFiles) = try BundleSelection.loadWithNibs([path], target: nil, context: context)
        var projects: [String: Loaded] = [:]
        var failures: [String] = []
        let bundles = selection.all.filter { options["target"] == nil || options["target"] == $0.name }
        let code = try SourceFacts.facts(ofReadable: sources, bundles: bundles, context: context)
        for (bundle, code) in zip(bundles, code) {
            let local = LocalProject.load(
                bundle, module: bundle.module, platform: platform, code: code, nibs: nibFiles[bundle.name] ?? [])
            for failure in local.failures {
                var location = selection.paths.display(failure.path)
                if let line = failure.error.line { location += ":\(line)" }
                failures.append("\(location): error: \(selection.paths.rewrite(failure.error.message))")
            }
            projects[bundle.name] = Loaded(
                graph: local.graph, files: local.paths.mapValues { selection.paths.display($0) })
        }
        // The bundle of storyboards no target or `Info.plist` folder claims, named after the path given.
        let unclaimed = bundles.first { $0.origin == .paths }?.name
        return (projects, failures, unclaimed)
    }

    /// The source files of each side: every `--sources DIR` read inside OLD_PATH and inside NEW_PATH, paths
    /// relative to the checkout (`App/Sources/Home.swift`), each file once. A folder one side lacks (added or
    /// deleted by the change) gives that side nothing; one neither side has is missing input; a file that
    /// cannot be read is a data error.
    private static func sourceSides(
        _ oldPath: String, _ newPath: String, _ options: ParsedOptions, _ context: CommandContext
    ) throws(CLIError) -> ([SourceFile], [SourceFile]) {
        var files: [[SourceFile]] = [[], []]
        for folder in options.list("sources") {
            guard !folder.hasPrefix("/") else {
                throw CLIError.usage("--sources: give a folder inside OLD_PATH and NEW_PATH, not '\(folder)'")
            }
            let inside = [oldPath, newPath].map { context.resolve($0).appendingPathComponent(folder).path }
            let present = inside.map { path -> Bool? in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    ? isDirectory.boolValue : nil
            }
            guard present.contains(where: { $0 != nil }) else {
                throw CLIError.noInput("--sources: no folder '\(folder)' in \(oldPath) or \(newPath)")
            }
            for (side, path) in inside.enumerated() {
                guard let isDirectory = present[side] else { continue }
                // A file given directly is named from its folder.
                let base = isDirectory ? folder : (folder as NSString).deletingLastPathComponent
                files[side] += try SourceFacts.files([path], context: context).map { $0.named(under: base) }
            }
        }
        try SourceFacts.requireReadable(files[0] + files[1], context: context)
        return (files[0], files[1])
    }

    /// A bundle present on one side only: compared with nothing.
    private static func emptySide(_ name: String, platform: Platform?) -> Loaded {
        let project = Project(name: name, module: nil, platform: platform ?? .ios)
        return Loaded(graph: NavigationGraph(project: project, storyboards: []), files: [:])
    }
}
