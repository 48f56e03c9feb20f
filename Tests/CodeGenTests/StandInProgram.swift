import Foundation

/// Generated code, the app's classes and a test program, compiled together against the UIKit stand-in and run.
enum StandInProgram {
    /// Writes `generated`, `stubs` (made public in a `-public` mode) and a program of `body` into a temp folder,
    /// compiles them with `-warnings-as-errors` in Swift `mode` (`6`, `5`; `6-public` is type-checked only) and
    /// runs the program: its outcome, or `nil` when the mode only type-checks.
    static func run(
        generated: String, stubs: String, body: [String], mode: String, label: String
    ) throws
        -> Toolchain.Outcome?
    {
        let folder = try Toolchain.temporaryFolder("\(label)-\(mode)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let isPublic = mode.hasSuffix("-public")
        let program = ProgramBuilder.program(imports: ["UIKit"], declarations: "", body: body)
        var files: [URL] = []
        for (name, text) in [
            ("Generated-Storyboards.swift", generated),
            (
                "Stubs.swift",
                isPublic ? stubs.replacingOccurrences(of: "final class", with: "public final class") : stubs
            ),
            ("Main.swift", program),
        ] {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            files.append(url)
        }
        let executable = try StandInBuild.compile(
            files, mode: String(mode.prefix(1)), in: folder, typecheckOnly: isPublic)
        return isPublic ? nil : try Toolchain.run(executable, [])
    }
}
