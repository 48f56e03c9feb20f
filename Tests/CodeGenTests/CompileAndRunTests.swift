import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// Every style's output compiled with `-warnings-as-errors` against the UIKit stand-in (where view
/// controllers, storyboards and segues are `@MainActor`, as in the SDK), then run: each scene is
/// instantiated through the generated API and checked for its exact class, typed segues are performed.
@Suite struct CompileAndRunTests {
    /// Demo in both language modes and with `access=public`; Names (keywords, digits, unicode,
    /// collisions) in Swift 6 mode.
    static let cases: [(String, CodeStyle, String)] = CodeStyle.allCases.flatMap { style in
        [("Demo", style, "6"), ("Demo", style, "5"), ("Demo", style, "6-public"), ("Names", style, "6")]
    }

    @Test(arguments: cases)
    func generatedCodeCompilesAndBehaves(project: String, style: CodeStyle, mode: String) throws {
        let graph = try CodeGenFixtures.graph(project)
        let folder = try Toolchain.temporaryFolder("\(project)-\(style.rawValue)-\(mode)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        let access: AccessLevel = mode.hasSuffix("-public") ? .public : .internal
        let options = CodeGenOptions(access: access)
        for file in CodeGenerator.generate(style, graph: graph, options: options) where file.name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent("Generated-" + file.name)
            try Data(file.contents.utf8).write(to: url)
            files.append(url)
        }
        let (sources, expectedChecks) = ProgramBuilder(graph: graph, style: style, access: access).build()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            files.append(url)
        }
        if style == .objcBacked {
            files.append(TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
        }
        let executable = try StandInBuild.compile(files, mode: String(mode.prefix(1)), in: folder)
        let outcome = try Toolchain.run(executable, [])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expectedChecks)")
        #expect(expectedChecks > 0)
    }
}
