import Foundation

/// Runs the toolchain's compilers for the compile-and-run tests.
enum Toolchain {
    /// What a finished process printed and how it exited.
    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }

    /// A tool that failed, with its command line and output.
    struct Failure: Error, CustomStringConvertible {
        var command: String
        var outcome: Outcome
        var description: String { "`\(command)` exited \(outcome.status):\n\(outcome.output)" }
    }

    /// `swiftc` from `PATH`.
    static let swiftc: URL? = find("swiftc")

    /// The toolchain's `clang` (beside `swiftc`), else one from `PATH`.
    static let clang: URL? = {
        if let swiftc {
            let beside = swiftc.deletingLastPathComponent().appendingPathComponent("clang")
            if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        }
        return find("clang")
    }()

    private static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, output and errors merged.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs a tool and throws its output when it fails.
    @discardableResult
    static func require(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let outcome = try run(executable, arguments)
        guard outcome.status == 0 else {
            throw Failure(command: ([executable.lastPathComponent] + arguments).joined(separator: " "), outcome: outcome)
        }
        return outcome
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-codegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The UIKit stand-in and the `FeatureKit` stub module, compiled once per test run.
enum StandInBuild {
    /// The folder holding `UIKit.swiftmodule`, `libUIKit.so`, `FeatureKit.swiftmodule`, `libFeatureKit.so`.
    static let folder: Result<URL, Toolchain.Failure> = {
        do {
            return .success(try build())
        } catch let failure as Toolchain.Failure {
            return .failure(failure)
        } catch {
            return .failure(Toolchain.Failure(command: "stand-in build", outcome: .init(status: -1, output: "\(error)")))
        }
    }()

    private static func build() throws -> URL {
        guard let swiftc = Toolchain.swiftc else {
            throw Toolchain.Failure(command: "swiftc", outcome: .init(status: -1, output: "swiftc not on PATH"))
        }
        let folder = try Toolchain.temporaryFolder("sdk")
        let sources = try FileManager.default.contentsOfDirectory(
            at: TestPaths.fixtures.appendingPathComponent("UIKitStandIn"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        try Toolchain.require(
            swiftc,
            ["-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", "UIKit",
             "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
             "-o", folder.appendingPathComponent("libUIKit.so").path] + sources)
        let featureKit = folder.appendingPathComponent("FeatureKit.swift")
        try Data(ProgramBuilder.featureKitSource.utf8).write(to: featureKit)
        let frameworks = TestPaths.fixtures.appendingPathComponent("FrameworkStandIns")
        let modules = [
            ("FeatureKit", featureKit), ("AVKit", frameworks.appendingPathComponent("AVKit.swift")),
            ("GLKit", frameworks.appendingPathComponent("GLKit.swift")),
        ]
        for (module, source) in modules {
            try Toolchain.require(
                swiftc,
                ["-swift-version", "6", "-parse-as-library", "-emit-library", "-emit-module", "-module-name", module,
                 "-I", folder.path, "-L", folder.path, "-lUIKit",
                 "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                 "-o", folder.appendingPathComponent("lib\(module).so").path, source.path])
        }
        return folder
    }

    /// Compiles `files` with the generated code into an executable in `folder`, in language `mode`, with
    /// warnings as errors; returns the executable.
    static func compile(_ files: [URL], mode: String, in workFolder: URL, typecheckOnly: Bool = false) throws -> URL {
        let sdk = try folder.get()
        guard let swiftc = Toolchain.swiftc else { throw Toolchain.Failure(command: "swiftc", outcome: .init(status: -1, output: "")) }
        let executable = workFolder.appendingPathComponent("program")
        var arguments = [
            "-swift-version", mode, "-warnings-as-errors", "-parse-as-library", "-module-name", "App", "-I", sdk.path,
        ]
        if typecheckOnly {
            arguments.append("-typecheck")
        } else {
            arguments += [
                "-L", sdk.path, "-lUIKit", "-lFeatureKit", "-lAVKit", "-lGLKit", "-Xlinker", "-rpath", "-Xlinker", sdk.path, "-o",
                executable.path,
            ]
        }
        try Toolchain.require(swiftc, arguments + files.map(\.path))
        return executable
    }
}
