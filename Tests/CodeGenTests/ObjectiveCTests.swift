import Foundation
import Testing

@testable import CodeGen

/// The `objc-backed` header and implementation checked by the toolchain's clang against a stand-in
/// `<UIKit/UIKit.h>` that declares UIViewController's designated initializers as the SDK does, so a
/// missing `NS_UNAVAILABLE` or an unmarked initializer that skips `super` fails the build.
@Suite(.enabled(if: Toolchain.clang != nil, "clang was not found beside swiftc or on PATH"))
struct ObjectiveCTests {
    @Test(arguments: CodeGenFixtures.projects, [false, true])
    func headerAndImplementationPassClang(project: String, arc: Bool) throws {
        let clang = try #require(Toolchain.clang)
        let graph = try CodeGenFixtures.graph(project)
        let files = CodeGenerator.generate(.objcBacked, graph: graph, options: CodeGenOptions())
        #expect(files.map(\.name) == ["StoryboardBackedViewController.h", "StoryboardBackedViewController.m", "Storyboards.swift"])
        let folder = try Toolchain.temporaryFolder("objc-\(project)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        var arguments = [
            "-fsyntax-only", "-x", "objective-c", "-Werror", "-Wall", "-Wextra", "-Wobjc-designated-initializers",
            "-I", TestPaths.fixtures.appendingPathComponent("ObjCStandIn").path,
        ]
        // ARC needs a modern runtime on Linux; Apple's is implied on Darwin.
        if arc { arguments += ["-fobjc-arc", "-fobjc-runtime=gnustep-2.0"] }
        let outcome = try Toolchain.run(clang, arguments + [folder.appendingPathComponent("StoryboardBackedViewController.m").path])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func headerMarksEveryOtherInitializerUnavailable() throws {
        let files = CodeGenerator.generate(.objcBacked, graph: try CodeGenFixtures.graph("Demo"), options: CodeGenOptions())
        let header = try #require(files.first { $0.name.hasSuffix(".h") }).contents
        #expect(header.contains("identifier:(NSString *)identifier\n    NS_DESIGNATED_INITIALIZER;"))
        for selector in ["- (instancetype)init NS_UNAVAILABLE;", "+ (instancetype)new NS_UNAVAILABLE;", "initWithNibName:", "initWithCoder:"] {
            let line = header.split(separator: "\n").first { $0.contains(selector) }
            #expect(line?.hasSuffix("NS_UNAVAILABLE;") == true, "\(selector)")
        }
    }
}
