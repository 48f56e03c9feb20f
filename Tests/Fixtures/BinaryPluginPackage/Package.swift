// swift-tools-version:6.0
import PackageDescription

// PluginPackage's targets with NavGraph's build tool plugin fed by a prebuilt tool: `navgraph-offline` comes
// from the artifact bundle `scripts/artifactbundle.sh` builds, so the first build compiles nothing of
// NavGraph. `BinaryPluginPackageTests` assembles it in a temp folder: PluginPackage's Sources, this manifest,
// a copy of Plugins/NavGraphPlugin and the bundle. A release of NavGraph would offer the same plugin with
// `.binaryTarget(name: "navgraph-offline", url: ..., checksum: ...)` instead of the path.
let package = Package(
    name: "BinaryPluginPackage",
    platforms: [.macOS(.v13)],
    targets: [
        .binaryTarget(name: "navgraph-offline", path: "navgraph-offline.artifactbundle"),
        .plugin(name: "NavGraphPlugin", capability: .buildTool(), dependencies: ["navgraph-offline"]),
        .target(name: "UIKit"),
        .target(
            name: "DemoApp",
            dependencies: ["UIKit"],
            exclude: ["Storyboards", "navgraph.json"],
            plugins: ["NavGraphPlugin"]
        ),
        .target(
            name: "Settings",
            dependencies: ["UIKit"],
            exclude: ["Settings.storyboard"],
            plugins: ["NavGraphPlugin"]
        ),
        .executableTarget(name: "PluginDemo", dependencies: ["DemoApp", "Settings", "UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
