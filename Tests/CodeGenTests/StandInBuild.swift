import Foundation

/// The UIKit stand-in and the `FeatureKit` stub module, compiled once per test run.
enum StandInBuild {
    /// The folder holding `UIKit.swiftmodule`, `libUIKit.so` (`.dylib` on Darwin), `FeatureKit.swiftmodule`, ...
    static let folder: Result<URL, Toolchain.Failure> = {
        do {
            return .success(try build())
        } catch let failure as Toolchain.Failure {
            return .failure(failure)
        } catch {
            return .failure(
                Toolchain.Failure(command: "stand-in build", outcome: .init(status: -1, output: "\(error)")))
        }
    }()

    /// The folder holding the AppKit stand-in's `AppKit.swiftmodule` and its library.
    static let appKitFolder: Result<URL, Toolchain.Failure> = {
        do {
            guard let swiftc = Toolchain.swiftc else {
                throw Toolchain.Failure(command: "swiftc", outcome: .init(status: -1, output: "swiftc not on PATH"))
            }
            let folder = try Toolchain.runFolder("appkit")
            let sources = try FileManager.default.contentsOfDirectory(
                at: TestPaths.fixtures.appendingPathComponent("AppKitStandIn"), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
            try Toolchain.require(
                swiftc,
                [
                    "-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name",
                    "AppKit", "-emit-module-path", folder.appendingPathComponent("AppKit.swiftmodule").path, "-o",
                    folder.appendingPathComponent(library("AppKit")).path,
                ] + sources)
            return .success(folder)
        } catch let failure as Toolchain.Failure {
            return .failure(failure)
        } catch {
            return .failure(
                Toolchain.Failure(command: "AppKit stand-in", outcome: .init(status: -1, output: "\(error)")))
        }
    }()

    /// The file name of a shared library `module` (what `-l<module>` finds): `.dylib` on Darwin, `.so` elsewhere.
    static func library(_ module: String) -> String {
        #if canImport(Darwin)
        return "lib\(module).dylib"
        #else
        return "lib\(module).so"
        #endif
    }

    private static func build() throws -> URL {
        guard let swiftc = Toolchain.swiftc else {
            throw Toolchain.Failure(command: "swiftc", outcome: .init(status: -1, output: "swiftc not on PATH"))
        }
        let folder = try Toolchain.runFolder("sdk")
        let sources = try FileManager.default.contentsOfDirectory(
            at: TestPaths.fixtures.appendingPathComponent("UIKitStandIn"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        try Toolchain.require(
            swiftc,
            [
                "-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", "UIKit",
                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
                "-o", folder.appendingPathComponent(library("UIKit")).path,
            ] + sources)
        let featureKit = folder.appendingPathComponent("FeatureKit.swift")
        try Data(ProgramBuilder.featureKitSource.utf8).write(to: featureKit)
        let frameworks = TestPaths.fixtures.appendingPathComponent("FrameworkStandIns")
        let modules = [
            ("FeatureKit", featureKit), ("AVKit", frameworks.appendingPathComponent("AVKit.swift")),
            ("GLKit", frameworks.appendingPathComponent("GLKit.swift")),
            ("ExtraModule", frameworks.appendingPathComponent("ExtraModule.swift")),
        ]
        for (module, source) in modules {
            try Toolchain.require(
                swiftc,
                [
                    "-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", module,
                    "-I", folder.path, "-L", folder.path, "-lUIKit",
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent(library(module)).path, source.path,
                ])
        }
        return folder
    }

    /// Compiles `files` with the generated code into an executable in `folder`, in language `mode`, with
    /// warnings as errors; returns the executable.
    static func compile(
        _ files: [URL], mode: String, in workFolder: URL, typecheckOnly: Bool = false, extraFlags: [String] = []
    ) throws -> URL {
        let sdk = try folder.get()
        guard let swiftc = Toolchain.swiftc else {
            throw Toolchain.Failure(command: "swiftc", outcome: .init(status: -1, output: ""))
        }
        let executable = workFolder.appendingPathComponent("program")
        var arguments = [
            "-swift-version", mode, "-warnings-as-errors", "-parse-as-library", "-module-name", "App", "-I", sdk.path,
        ]
        if typecheckOnly {
            arguments.append("-typecheck")
        } else {
            arguments += [
                "-L", sdk.path, "-lUIKit", "-lFeatureKit", "-lAVKit", "-lGLKit", "-lExtraModule", "-Xlinker", "-rpath",
                "-Xlinker",
                sdk.path, "-o",
                executable.path,
            ]
        }
        try Toolchain.require(swiftc, arguments + extraFlags + files.map(\.path))
        return executable
    }
}
