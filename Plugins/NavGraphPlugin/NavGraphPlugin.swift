import Foundation
import PackagePlugin

/// Runs `navgraph generate` in the build of the target it is applied to: one Swift file per style named in
/// the target's `navgraph.json`, rebuilt only when a storyboard or that configuration changes.
@main
struct NavGraphPlugin: BuildToolPlugin {
    /// The commands for a SwiftPM target: every `.storyboard` under its folder (excluded ones too, as
    /// storyboards are usually excluded on Linux), with the `navgraph.json` beside its sources.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `Target.directoryURL` needs tools version 6.1; on 6.0 the protocol offers `directory` (a `Path`).
        let folder = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
        let storyboards = try StoryboardSearch.storyboards(under: folder)
        let configurationFile = folder.appendingPathComponent(NavGraphConfiguration.fileName)
        let plan = GenerationPlan(
            tool: try context.tool(named: "navgraph-offline").url, workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name)
        return try plan.commands(
            storyboards: storyboards, configurationFile: configurationFile, defaultModule: target.moduleName)
    }
}
