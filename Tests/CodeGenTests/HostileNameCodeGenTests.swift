import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// Generated code from the hostile corpus (`HostileNames`: quotes, backslashes, line breaks, workflow
/// commands, control and bidirectional characters, markup, 10 KB names) as storyboard names, scene ids, classes,
/// storyboard IDs and segue identifiers: every style type-checks in Swift 6 with warnings as errors against the
/// UIKit stand-in, the Objective-C files pass clang, and no source line holds a character that would end a
/// comment line or reorder what a reviewer reads.
@Suite struct HostileNameCodeGenTests {
    static func graph() throws -> NavigationGraph {
        var storyboards = [try StoryboardParser.parse(Data(HostileNames.storyboard().utf8), name: "Main")]
        for name in HostileNames.asFileNames {
            let xml = HostileNames.storyboard(names: [], reference: name)
            storyboards.append(try StoryboardParser.parse(Data(xml.utf8), name: name))
        }
        return NavigationGraph(project: Project(name: "Hostile", module: nil, platform: .ios), storyboards: storyboards)
    }

    @Test(arguments: CodeStyle.allCases)
    func everyStyleCompilesWithEveryNameAsData(style: CodeStyle) throws {
        let graph = try Self.graph()
        let folder = try Toolchain.temporaryFolder("hostile-\(style.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = CodeGenerator.generate(style, graph: graph, options: CodeGenOptions())
        var sources = try HostileOutput.write(files, to: folder)
        // A storyboard ID or segue identifier reaches the code only as a string literal, never as raw text.
        let code = files.map(\.contents).joined()
        #expect(!code.contains("\n::error"))
        #expect(!code.contains("<script>alert(1)</script>\n"))
        // The app's classes the storyboards name with valid Swift names (read off the corpus: the start
        // scene's, and the 10 KB ASCII name), so the code that names them compiles.
        let appClasses = ["StartViewController"] + HostileNames.all.filter { $0.allSatisfy(\.isLetter) }
        let stubs = folder.appendingPathComponent("Stubs.swift")
        try Data(Self.stubs(appClasses, style: style).utf8).write(to: stubs)
        sources.append(stubs)
        try HostileOutput.build(sources, style: style, in: folder, clangWarnings: ["-Wall"])
    }

    /// A subclass per class name (of the Objective-C base for `objc-backed`), with the initializers and
    /// conformances the class-keyed styles ask of a class with one identified scene.
    static func stubs(_ classes: [String], style: CodeStyle) -> String {
        var text = "import UIKit\n"
        for name in classes {
            guard style != .objcBacked else {
                text += "final class \(name): StoryboardBackedViewController {}\n"
                continue
            }
            text += """
                final class \(name): UIViewController {
                    var viewModel: String?
                    init?(coder: NSCoder, viewModel: String) {
                        self.viewModel = viewModel
                        super.init(coder: coder)
                    }
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }

                """
            guard name != "StartViewController" else { continue }
            if style == .viewModelBindable {
                text += "extension \(name): ViewModelBindable { typealias ViewModelType = String }\n"
            }
            if style == .initializable {
                text += "extension \(name): StoryboardInitializable { typealias ViewModel = String }\n"
            }
        }
        return text
    }
}
