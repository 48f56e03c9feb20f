import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// Every style's output compiled with `-warnings-as-errors` against the UIKit stand-in (where view
/// controllers, storyboards and segues are `@MainActor`, as in the SDK), then run: each scene is
/// instantiated through the generated API and checked for its exact class, typed segues are performed.
/// The program prints `PASS <n>` where `n` is the number of checks written for the fixture.
@Suite struct CompileAndRunTests {
    /// Demo in both language modes, with `access=public`, and with main-actor default isolation; Names
    /// (keywords, digits, unicode, collisions), Empty (no scenes) and Shadowing (an app class named like
    /// `ExtraModule`'s, which must bind to the right one at run time) in Swift 6 mode.
    static let cases: [(String, CodeStyle, String)] = CodeStyle.allCases.flatMap { style in
        [
            ("Demo", style, "6"), ("Demo", style, "5"), ("Demo", style, "6-public"), ("Demo", style, "6-mainactor"),
            ("Names", style, "6"), ("Empty", style, "6"), ("Shadowing", style, "6"),
        ]
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
        let reading = try FixtureReading(project: project, appModule: graph.project.module)
        let (sources, expectedChecks) = ProgramBuilder(graph: graph, style: style, access: access, reading: reading)
            .build()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            files.append(url)
        }
        if style == .objcBacked {
            files.append(TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
        }
        // Xcode 26's new projects isolate everything to the main actor by default; generated code must
        // compile there too.
        let flags = mode.hasSuffix("-mainactor") ? ["-default-isolation", "MainActor"] : []
        // The variants of Demo and the empty project only type-check: their behaviour is Demo's, and linking
        // is most of a compile's time on two cores.
        let runs = (mode == "6" || mode == "5") && project != "Empty"
        let executable = try StandInBuild.compile(
            files, mode: String(mode.prefix(1)), in: folder, typecheckOnly: !runs, extraFlags: flags)
        guard runs else { return }
        let outcome = try Toolchain.run(executable, [])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expectedChecks)")
        #expect(expectedChecks > 0)
    }
}
