#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

// Not compiled on Linux: kept to the few lines that map an Xcode target onto the shared `GenerationPlan`.
extension NavGraphPlugin: XcodeBuildToolPlugin {
    /// The commands for a target of an Xcode project: the `.storyboard` files among its inputs (its
    /// resources), and the `navgraph.json` among its files, else in the folder named after the target
    /// beside the project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let storyboards = files.filter { $0.pathExtension == "storyboard" }.sorted { $0.path < $1.path }
        let configurationFile =
            files.first { $0.lastPathComponent == NavGraphConfiguration.fileName }
            ?? context.xcodeProject.directoryURL.appendingPathComponent(target.displayName)
            .appendingPathComponent(NavGraphConfiguration.fileName)
        let plan = GenerationPlan(
            tool: try context.tool(named: "navgraph-offline").url, workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.displayName)
        return try plan.commands(
            storyboards: storyboards, configurationFile: configurationFile,
            defaultModule: XcodeModuleName.of(target: target.displayName))
    }

}
#endif
