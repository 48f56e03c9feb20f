import Foundation
import PackagePlugin

/// The `navgraph generate` commands for one target, shared by the SwiftPM and the Xcode entry points.
struct GenerationPlan {
    /// The `navgraph-offline` executable the plugin depends on (the offline commands alone).
    var tool: URL
    /// The plugin's own folder for this target: the only place a build tool plugin may write.
    var workDirectory: URL
    /// The target's name, for messages.
    var targetName: String

    /// One command per configured style, each with the storyboards and the configuration file as inputs and
    /// one Swift file as output, so the build runs it again only when one of those inputs changes.
    func commands(storyboards: [URL], configurationFile: URL, defaultModule: String) throws -> [Command] {
        let hasConfiguration = FileManager.default.fileExists(atPath: configurationFile.path)
        let configuration =
            hasConfiguration
            ? try NavGraphConfiguration.load(configurationFile, defaultModule: defaultModule)
            : NavGraphConfiguration(module: defaultModule)
        guard !storyboards.isEmpty else {
            Diagnostics.warning("NavGraph: target '\(targetName)' has no .storyboard files; nothing generated")
            return []
        }
        let inputs = storyboards + (hasConfiguration ? [configurationFile] : [])
        return configuration.styles.map { style in
            let output = workDirectory.appendingPathComponent("NavGraph-\(style).swift")
            var arguments = [
                "generate", "--style", style, "--access", configuration.access, "--module", configuration.module,
                "--output", output.path,
            ]
            if let platform = configuration.platform { arguments += ["--platform", platform] }
            arguments += storyboards.map(\.path)
            return .buildCommand(
                displayName: "NavGraph: generating \(output.lastPathComponent) for \(targetName) from "
                    + "\(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s")",
                executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        }
    }
}
