import Foundation
import Testing

extension StandInBuild {
    /// `expect(value, Type.self)` for a test program: exits with `FAIL` unless `value` is exactly of that type.
    static let expectFunction = """
        @MainActor func expect(_ value: Any, _ expected: Any.Type) {
            guard ObjectIdentifier(type(of: value)) == ObjectIdentifier(expected) else {
                fatalError("FAIL got \\(type(of: value)), expected \\(expected)")
            }
        }
        """

    /// Compiles `files` (name, text) as module `module` against the AppKit stand-in in language `mode` with
    /// warnings as errors, runs the program and answers its outcome.
    static func runAppKitProgram(
        _ files: [(name: String, text: String)], module: String, mode: String
    ) throws -> Toolchain.Outcome {
        let sdk = try appKitFolder.get()
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try Toolchain.temporaryFolder("appkit-\(module)-\(mode)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = files.map { folder.appendingPathComponent($0.name) }
        for (url, file) in zip(urls, files) { try Data(file.text.utf8).write(to: url) }
        let executable = folder.appendingPathComponent("program")
        try Toolchain.require(
            swiftc,
            [
                "-swift-version", mode, "-warnings-as-errors", "-parse-as-library", "-module-name", module, "-I",
                sdk.path, "-L", sdk.path, "-lAppKit", "-Xlinker", "-rpath", "-Xlinker", sdk.path, "-o", executable.path,
            ] + urls.map(\.path))
        return try Toolchain.run(executable, [])
    }
}
