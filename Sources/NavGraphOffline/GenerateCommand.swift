import CodeGen
import Foundation
import NavGraphLog
import StoryboardImport
import StoryboardModel

/// `navgraph generate --style STYLE PATH...`: generated code from storyboards on disk, no server or database.
enum GenerateCommand: Subcommand {
    static let name = "generate"
    static let synopsis = "--style STYLE [options] PATH..."
    static let abstract = "Print or write type-safe code for storyboards on disk, with no server or database."
    static let summary = """
        Print type-safe code for the storyboards and nibs (.xib) under PATH (styles: \
        \(CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))). With --output the file is written only \
        when its content changed, so an Xcode build phase does not trigger rebuilds; missing folders are \
        created; a style with several files writes them into the --output folder. Storyboard names are unique \
        per bundle (Xcode target, else folder with an Info.plist): with several bundles, pass --target NAME, \
        or --output DIR to write DIR/<bundle>/ for each (a bundle name that is not one plain file name, \
        such as '..' or one holding '/' or a control character, is refused and nothing is written).
        """
    static let options: [OptionSpec] = [
        OptionSpec("style", env: "NAVGRAPH_STYLE", help: "the code style (required)"),
        OptionSpec("access", env: "NAVGRAPH_ACCESS", default: "internal", help: "internal or public"),
        OptionSpec(
            "module", env: "NAVGRAPH_MODULE",
            help: "the app's own module, no import is generated for it (default: the Xcode target's module)"),
        OptionSpec("platform", env: "NAVGRAPH_PLATFORM", help: "ios, tvos, macos or watchos (default: from the files)"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "generate for this bundle only (default: every bundle)"),
        OptionSpec(
            "output", env: "NAVGRAPH_OUTPUT",
            help: "file, or folder for several files or bundles, to write instead of printing (default: stdout)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard let styleName = options["style"] else { throw CLIError.usage("--style is required") }
        guard let style = CodeStyle(rawValue: styleName) else {
            throw CLIError.usage(
                "unknown style '\(styleName)'; styles: \(CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let access = AccessLevel(rawValue: options["access"] ?? "internal") else {
            throw CLIError.usage("--access must be 'internal' or 'public'")
        }
        let platform = try options.platform()
        let (selection, nibs) = try BundleSelection.loadWithNibs(
            options.positional, target: options["target"], context: context)
        let output = options["output"]
        if selection.selected.count > 1 && (output == nil || OutputWriter.looksLikeFile(output ?? "")) {
            throw CLIError.usage(
                "\(selection.selected.count) bundles found (\(BundleSelection.names(selection.selected))): pass "
                    + "--target NAME for one, or --output DIR to write DIR/<bundle>/ for each")
        }
        // Every bundle is read before anything is written: a bad storyboard leaves the outputs untouched.
        var generated: [(bundle: StoryboardBundle, files: [GeneratedFile])] = []
        var failures = 0
        for bundle in selection.selected {
            let module = options["module"] ?? bundle.module
            let local = LocalProject.load(bundle, module: module, platform: platform, nibs: nibs[bundle.name] ?? [])
            for duplicate in bundle.duplicates {
                failures += 1
                context.errorOutput(
                    PlainText.line(
                        "\(selection.paths.display(duplicate.file)): error: storyboard name is already taken in bundle "
                            + "'\(bundle.name)' by \(selection.paths.display(duplicate.takenBy))") + "\n")
            }
            for failure in local.failures {
                failures += 1
                var location = selection.paths.display(failure.path)
                if let line = failure.error.line { location += ":\(line)" }
                context.errorOutput(
                    PlainText.line("\(location): error: \(selection.paths.rewrite(failure.error.message))") + "\n")
            }
            let files = CodeGenerator.generate(
                style, graph: local.graph, options: CodeGenOptions(access: access, module: module))
            generated.append((bundle, files))
        }
        if failures > 0 {
            throw CLIError.dataError("\(Plural.count(failures, "file")) could not be read; nothing written")
        }
        guard let output else {
            for file in generated[0].files {
                if generated[0].files.count > 1 { context.output("// File: \(file.name)\n") }
                context.output(file.contents)
            }
            return 0
        }
        let writer = OutputWriter(context: context)
        if selection.selected.count > 1 {
            // Every name and place is checked before the first file is written: a bad name, or a file where a
            // bundle's folder goes, leaves the folder untouched.
            var folders: [String] = []
            try writer.requireFolderOrNothing(output)
            for (bundle, files) in generated {
                let folder = try OutputPathComponent.checked(bundle.name, what: "bundle")
                folders.append(folder)
                let path = (output as NSString).appendingPathComponent(folder)
                try writer.requireFolderOrNothing(path)
                for file in files {
                    let name = try OutputPathComponent.checked(file.name, what: "generated file")
                    try writer.requireFileOrNothing(at: (path as NSString).appendingPathComponent(name))
                }
            }
            for ((_, files), folder) in zip(generated, folders) {
                try writer.writeFolder(files, to: (output as NSString).appendingPathComponent(folder))
            }
        } else if generated[0].files.count == 1 && !writer.isFolder(output) {
            try writer.write(generated[0].files[0].contents, to: output)
        } else {
            // Several files go into a folder: a name that reads as one file would make a folder named like one.
            if generated[0].files.count > 1, OutputWriter.looksLikeFile(output), !writer.isFolder(output) {
                throw CLIError.usage(
                    "--style \(style.rawValue) writes \(generated[0].files.count) files "
                        + "(\(generated[0].files.map(\.name).joined(separator: ", "))): give --output a folder, not "
                        + "'\(output)'")
            }
            try writer.writeFolder(generated[0].files, to: output)
        }
        return 0
    }
}
