import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// The hostile corpus (`HostileNames`) as reuse identifiers and cell classes: the `scenes` and
/// `storyboardable` styles type-check in Swift 6 with warnings as errors against the UIKit stand-in, the
/// `objc-backed` files pass clang, and no output holds a character that would end a comment line or
/// reorder what a reviewer reads. Each identifier reaches the code as a string literal only.
@Suite struct HostileReuseIdentifierTests {
    /// The 10 KB all-letter name of the corpus: a valid class name, so code names it.
    static let validClass = HostileNames.all.first { $0.allSatisfy(\.isLetter) } ?? "Long"

    static var graph: NavigationGraph {
        var cells: [PrototypeCell] = []
        for (index, name) in HostileNames.all.enumerated() {
            cells.append(
                PrototypeCell(
                    id: "t\(index)", kind: .tableViewCell, reuseIdentifier: name, customClass: name,
                    containerID: "T"))
            cells.append(
                PrototypeCell(
                    id: "h\(index)", kind: .collectionReusableView, reuseIdentifier: "header " + name,
                    supplementaryKind: .sectionHeader, containerID: "C"))
        }
        let scene = Scene(
            id: "LST", kind: "tableViewController", storyboardIdentifier: "List", cells: cells)
        return NavigationGraph(
            project: Project(name: "Hostile", module: nil, platform: .ios),
            storyboards: [Storyboard(name: "Main", platform: .ios, initialScene: "LST", scenes: [scene])])
    }

    @Test(arguments: [CodeStyle.scenes, .storyboardable, .objcBacked])
    func everyReuseIdentifierIsData(style: CodeStyle) throws {
        let files = CodeGenerator.generate(style, graph: Self.graph, options: CodeGenOptions())
        let folder = try Toolchain.temporaryFolder("hostile-cells-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = try HostileOutput.write(files, to: folder)
        for file in files {
            #expect(!file.contents.contains("\n::error") && !file.contents.contains("\n::warning"), "\(file.name)")
        }
        let scenes = try #require(files.first { $0.name == "Storyboards.swift" }).contents
        if style == .scenes {
            #expect(scenes.contains("ReusableCell<\(Self.validClass)>(identifier: \"\(Self.validClass)\")"))
            #expect(scenes.contains(#"ReusableCell<UITableViewCell>(identifier: "say \"hi\" & 'bye'")"#))
        }
        if style == .storyboardable {
            #expect(scenes.contains("extension \(Self.validClass): StoryboardReusable {}"))
        }
        let stubs = folder.appendingPathComponent("Stubs.swift")
        try Data("import UIKit\nfinal class \(Self.validClass): UITableViewCell {}\n".utf8).write(to: stubs)
        sources.append(stubs)
        try HostileOutput.build(sources, style: style, in: folder, clangWarnings: ["-Wall", "-Wextra"])
    }
}
