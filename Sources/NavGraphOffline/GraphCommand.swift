import Foundation
import GraphvizRender
import NavGraphLog
import StoryboardImport
import StoryboardModel

/// `navgraph graph --format svg|dot|mermaid|json PATH...`: the navigation graph of storyboards on disk,
/// drawn offline (SVG through Graphviz's `dot`), no server or database.
enum GraphCommand: Subcommand {
    static let formats = GraphExportFormat.allCases.map(\.rawValue) + ["svg"]
    static let name = "graph"
    static let synopsis = "[--format FORMAT] [options] PATH..."
    static let abstract = "Draw the navigation graph of storyboards on disk as SVG, DOT, Mermaid or JSON."
    static let summary = """
        Print the navigation graph of the storyboards under PATH: storyboards as clusters, navigation \
        controllers with their root, segues styled by kind, unreachable scenes greyed. svg needs Graphviz's \
        'dot' (Debian package graphviz); dot, mermaid and json need nothing. With several bundles, pass \
        --target NAME. With --sources DIR, the navigation Swift and Objective-C code does (as `sources` reads \
        it) joins the graph: classes made in code are nodes, and each push, present, show or performSegue in \
        code is a dashed edge labelled with its file:line. The .xib nibs under PATH are read too: the class of \
        a view controller nib (File's Owner with its view) is a node labelled with its nib, which code edges \
        reach.
        """
    static let options: [OptionSpec] = [
        OptionSpec(
            "format", env: "NAVGRAPH_GRAPH_FORMAT", default: "svg", help: "svg, dot, mermaid or json"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "draw this bundle only"),
        OptionSpec("output", env: "NAVGRAPH_OUTPUT", help: "file to write instead of printing (default: stdout)"),
        SourceFacts.option(
            help: "Swift and Objective-C sources whose navigation is drawn as dashed code edges (repeatable)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        let name = options["format"] ?? "svg"
        guard formats.contains(name) else {
            throw CLIError.usage("unknown format '\(name)'; formats: \(formats.joined(separator: ", "))")
        }
        let (selection, nibs) = try BundleSelection.loadWithNibs(
            options.positional, target: options["target"], context: context)
        guard selection.selected.count == 1, let bundle = selection.selected.first else {
            throw CLIError.usage(
                "\(selection.selected.count) bundles found (\(BundleSelection.names(selection.selected))): pass "
                    + "--target NAME for one")
        }
        let code = try SourceFacts.require(options.list("sources"), context: context)
        let local = LocalProject.load(
            bundle, module: bundle.module, platform: nil, code: code, nibs: nibs[bundle.name] ?? [])
        for failure in local.failures {
            var location = selection.paths.display(failure.path)
            if let line = failure.error.line { location += ":\(line)" }
            context.errorOutput(
                PlainText.line("\(location): error: \(selection.paths.rewrite(failure.error.message))") + "\n")
        }
        if !local.failures.isEmpty {
            throw CLIError.dataError("\(Plural.count(local.failures.count, "file")) could not be read")
        }
        let text: String
        if let format = GraphExportFormat(rawValue: name) {
            text = local.graph.export(format: format)
        } else {
            do {
                let renderer = try GraphvizRenderer.located(environment: context.environment)
                text = String(decoding: try GraphPicture.svg(of: local.graph, renderer: renderer), as: UTF8.self)
            } catch {
                throw CLIError.unavailable(error.message)
            }
        }
        if let output = options["output"] {
            try OutputWriter(context: context).write(text, to: output)
        } else {
            context.output(text)
        }
        return 0
    }
}
