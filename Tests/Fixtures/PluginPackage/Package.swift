// swift-tools-version:6.0
import PackageDescription

// A package that uses NavGraph's build tool plugin as an app would, built on Linux by
// `PluginPackageTests` (which copies it and points the dependency at the repository by absolute path).
let package = Package(
    name: "PluginPackage",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` keeps the package's identity "NavGraph" whatever the checkout's folder is called.
        .package(name: "NavGraph", path: "../../..")
    ],
    targets: [
        // The UIKit stand-in of the CodeGen tests (a symbolic link to Tests/Fixtures/CodeGen/UIKitStandIn).
        .target(name: "UIKit"),
        // Configured by its navgraph.json: scenes and segues, public. The storyboards are excluded, as they
        // must be wherever Interface Builder is absent; the plugin finds them in the target's folder anyway.
        .target(
            name: "DemoApp",
            dependencies: ["UIKit"],
            exclude: ["Storyboards", "navgraph.json"],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // No navgraph.json: the defaults (the scenes style, internal, this module).
        .target(
            name: "Settings",
            dependencies: ["UIKit"],
            exclude: ["Settings.storyboard"],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Runs the generated code of both targets and prints a PASS line.
        .executableTarget(name: "PluginDemo", dependencies: ["DemoApp", "Settings", "UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
