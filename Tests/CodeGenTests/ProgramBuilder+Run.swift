import Foundation
import StoryboardModel

@testable import CodeGen

extension ProgramBuilder {
    /// Generates `style` for `graph`, writes it with the program `ProgramBuilder` builds for it (no reading:
    /// checks come from the graph), compiles, links and runs it in Swift 6 mode; returns what it printed and
    /// how many checks it must pass.
    static func compileAndRun(
        _ graph: NavigationGraph, style: CodeStyle, label: String
    ) throws -> (
        outcome: Toolchain.Outcome, checks: Int
    ) {
        let folder = try Toolchain.temporaryFolder("\(label)-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for file in CodeGenerator.generate(style, graph: graph, options: CodeGenOptions())
        where file.name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent("Generated-" + file.name)
            try Data(file.contents.utf8).write(to: url)
            files.append(url)
        }
        let (sources, expectedChecks) = ProgramBuilder(graph: graph, style: style).build()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            files.append(url)
        }
        if style == .objcBacked {
            files.append(TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
        }
        let executable = try StandInBuild.compile(files, mode: "6", in: folder)
        return (try Toolchain.run(executable, []), expectedChecks)
    }
}
