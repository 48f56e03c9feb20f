import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// The `objc-backed` style's reuse identifier constants: declared in the header, defined in the
/// implementation with the storyboard's exact strings, and accepted by clang.
@Suite struct ReuseIdentifierObjCTests {
    @Test func constantsAreDeclaredAndDefinedWithTheStoryboardsStrings() throws {
        let files = CodeGenerator.generate(.objcBacked, graph: CellFixture.graph, options: CodeGenOptions())
        let header = try #require(files.first { $0.name.hasSuffix(".h") }).contents
        let implementation = try #require(files.first { $0.name.hasSuffix(".m") }).contents
        for (name, value) in [
            ("ReuseIdentifierMainProductCell", "ProductCell"), ("ReuseIdentifierMainPlain", "plain"),
            ("ReuseIdentifierMainFeatureCell", "Feature Cell"), ("ReuseIdentifierMainPhotoCell", "PhotoCell"),
            ("ReuseIdentifierMainHeader", "Header"), ("ReuseIdentifierMainFooter", "Footer"),
        ] {
            #expect(header.contains("extern NSString *const \(name);\n"), "\(name) is not declared")
            #expect(implementation.contains("NSString *const \(name) = @\"\(value)\";\n"), "\(name) is not defined")
        }
        #expect(!header.contains("SettingsCell"))
        // Declared inside the nonnull region, after the class.
        let end = try #require(header.range(of: "NS_ASSUME_NONNULL_END"))
        #expect(header.range(of: "extern NSString")?.lowerBound ?? end.upperBound < end.lowerBound)
    }

    @Test func hostileIdentifiersStayOneStringAndOneASCIIName() {
        #expect(ObjCBackedStyle.objectiveCString("a\"b\\c??=\nd") == #""a\"b\\c\077\077=\012d""#)
        #expect(ObjCBackedStyle.objectiveCString("café") == "\"café\"")
        #expect(ObjCBackedStyle.objectiveCString("rtl\u{202E}x") == #""rtl\342\200\256x""#)
        #expect(ObjCBackedStyle.asciiName("caféCell") == "caf_uE9Cell")
    }

    @Test(.enabled(if: Toolchain.clang != nil, "clang was not found beside swiftc or on PATH"))
    func headerAndImplementationWithConstantsPassClang() throws {
        let files = CodeGenerator.generate(.objcBacked, graph: CellFixture.graph, options: CodeGenOptions())
        let outcome = try Self.clangCheck(files, label: "objc-cells")
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// `clang -fsyntax-only -Werror` over the implementation of `files` (which imports the header), with the
    /// UIKit declarations of `ObjCStandIn`.
    static func clangCheck(_ files: [GeneratedFile], label: String) throws -> Toolchain.Outcome {
        let clang = try #require(Toolchain.clang)
        let folder = try Toolchain.temporaryFolder(label)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let outcome = try Toolchain.run(
            clang,
            [
                "-fsyntax-only", "-x", "objective-c", "-Werror", "-Wall", "-Wextra", "-Wmissing-variable-declarations",
                "-I", TestPaths.fixtures.appendingPathComponent("ObjCStandIn").path,
                folder.appendingPathComponent("StoryboardBackedViewController.m").path,
            ])
        return outcome
    }
}
