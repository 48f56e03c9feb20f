import Foundation
import Testing

@testable import CodeGen

/// What the hostile-corpus suites (`HostileNameCodeGenTests`, `HostileReuseIdentifierTests`) do with the files a
/// style generates: write them out with no character that would end a comment line or reorder what a reviewer
/// reads, then build them as a user would.
enum HostileOutput {
    /// Writes `files` into `folder`, expecting none of them to hold an obeyed character (`OutputAudit.isObeyed`);
    /// answers the Swift sources written.
    static func write(
        _ files: [GeneratedFile], to folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [URL] {
        var sources: [URL] = []
        for file in files {
            let obeyed = file.contents.unicodeScalars.filter(OutputAudit.isObeyed)
            #expect(
                obeyed.isEmpty, "\(file.name): \(obeyed.map { String($0.value, radix: 16) })",
                sourceLocation: sourceLocation)
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            if file.name.hasSuffix(".swift") { sources.append(url) }
        }
        return sources
    }

    /// Type-checks `sources` in Swift 6 with warnings as errors against the UIKit stand-in (with the Objective-C
    /// base class for `objc-backed`), and for `objc-backed` the generated `.m` with clang and `warnings`.
    static func build(
        _ sources: [URL], style: CodeStyle, in folder: URL, clangWarnings warnings: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var sources = sources
        if style == .objcBacked {
            sources.append(
                TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
        }
        _ = try StandInBuild.compile(sources, mode: "6", in: folder, typecheckOnly: true)
        if style == .objcBacked, let clang = Toolchain.clang {
            let outcome = try Toolchain.run(
                clang,
                ["-fsyntax-only", "-x", "objective-c", "-Werror"] + warnings + [
                    "-I", TestPaths.fixtures.appendingPathComponent("ObjCStandIn").path,
                    folder.appendingPathComponent("StoryboardBackedViewController.m").path,
                ])
            #expect(outcome.status == 0, "\(outcome.output)", sourceLocation: sourceLocation)
        }
    }
}
