import Foundation
import TestSupport

/// A temp copy of `Tests/Fixtures/PluginPackage` whose NavGraph dependency points at this repository, built
/// with its own scratch folder.
struct FixturePackage {
    /// The package's folder (its scratch folder is `.build` inside).
    var folder: URL

    /// What a command printed (standard output and error together) and its exit status.
    struct Outcome {
        var status: Int32
        var output: String
        var lines: [Substring] { output.split(separator: "\n") }
    }

    /// What the plugin prints on the fixture's first build: one line per generated file.
    static let firstBuildLines = [
        "NavGraph: generating NavGraph-scenes.swift for DemoApp from 2 storyboards",
        "NavGraph: generating NavGraph-segues.swift for DemoApp from 2 storyboards",
        "NavGraph: generating NavGraph-scenes.swift for Settings from 1 storyboard",
    ]

    /// What `PluginDemo` prints when the generated code of both targets works.
    static let demoPass =
        "PASS plugin fixture: HomeViewController, WelcomeViewController, UINavigationController, SettingsViewController"

    /// The ones among `modules` that a build's output shows compiled.
    static func compiled(_ modules: [String], in output: String) -> [String] {
        modules.filter { output.contains("Compiling \($0) ") }
    }

    /// Copies the fixture, replaces its UIKit symbolic link by a copy of the stand-in, and points the
    /// dependency at the repository root by absolute path.
    static func make() throws -> FixturePackage {
        let root = TestEnvironment.repositoryRoot
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-plugin-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("PluginPackage"), to: folder)
        let uiKit = folder.appendingPathComponent("Sources/UIKit")
        try FileManager.default.removeItem(at: uiKit)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("CodeGen/UIKitStandIn"), to: uiKit)
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let pointed = text.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(root.path)\"")
        guard pointed != text else { throw FixtureError.manifestShape }
        try Data(pointed.utf8).write(to: manifest)
        return FixturePackage(folder: folder)
    }

    /// A temp package with PluginPackage's sources under `Tests/Fixtures/BinaryPluginPackage`'s manifest: no
    /// dependency on NavGraph, a copy of `Plugins/NavGraphPlugin`, and `bundle` (a built
    /// `navgraph-offline.artifactbundle`) as the plugin's tool.
    static func makeBinary(bundle: URL) throws -> FixturePackage {
        let root = TestEnvironment.repositoryRoot
        let package = try make()
        let manifest = package.folder.appendingPathComponent("Package.swift")
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Tests/Fixtures/BinaryPluginPackage/Package.swift"), to: manifest)
        let plugins = package.folder.appendingPathComponent("Plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Plugins/NavGraphPlugin"),
            to: plugins.appendingPathComponent("NavGraphPlugin"))
        try FileManager.default.copyItem(
            at: bundle, to: package.folder.appendingPathComponent("navgraph-offline.artifactbundle"))
        return package
    }

    /// `swift build` in the package.
    func build() throws -> Outcome {
        try Self.run(
            URL(fileURLWithPath: TestEnvironment.path(of: "swift") ?? "/usr/bin/swift"),
            ["build", "--scratch-path", folder.appendingPathComponent(".build").path], in: folder)
    }

    /// The built executable `name`.
    func product(_ name: String) -> URL {
        folder.appendingPathComponent(".build/debug/\(name)")
    }

    /// Sets the modification date of `relative` to now, as `touch` does.
    func touch(_ relative: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(relative).path)
    }

    /// Adds a comment line to the manifest, so that SwiftPM plans the build again and asks the plugin anew.
    func replan() throws {
        let manifest = folder.appendingPathComponent("Package.swift")
        let handle = try FileHandle(forWritingTo: manifest)
        defer { handle.closeFile() }
        handle.seekToEndOfFile()
        handle.write(Data("// planned again at \(Date().timeIntervalSince1970)\n".utf8))
    }

    /// Replaces the contents of `relative`.
    func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(relative))
    }

    /// Runs `executable` to its end, its output read while it runs so a full pipe never blocks it; with
    /// `environment`, in that environment instead of this process's.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil
    ) throws -> Outcome {
        // A package build takes minutes on a loaded machine; an hour means it hangs.
        let outcome = try ProcessRunner.run(
            executable, arguments, environment: environment ?? [:], inheritEnvironment: environment == nil,
            in: directory, timeout: 3600, mergingOutput: true)
        return Outcome(status: outcome.status, output: outcome.stdout)
    }
}

/// The fixture's manifest no longer names its dependency as the test expects.
enum FixtureError: Error {
    case manifestShape
}
