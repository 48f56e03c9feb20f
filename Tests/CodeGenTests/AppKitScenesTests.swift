import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// A macOS project's `scenes` style, compiled against the AppKit stand-in (where view and window
/// controllers, storyboards and segues are `@MainActor`) in both language modes and run: the window
/// controller and every identified scene come back as their exact classes, and a typed segue is performed.
@Suite struct AppKitScenesTests {
    /// Stub classes and a program for `MacDemo`, whose storyboard `Main` has an initial window controller,
    /// two view controllers with IDs (`sidebar` performs `show about` to `About`) and a tab view controller.
    static let program = """
        import AppKit

        final class MainWindowController: NSWindowController {}
        final class SidebarViewController: NSViewController {}
        final class AboutViewController: NSViewController {}

        \(StandInBuild.expectFunction)

        @main struct Program {
            @MainActor static func main() {
                NSStoryboard.standInRegistry["Main"] = NSStoryboard.StandInEntry(
                    initial: { MainWindowController(coder: NSCoder())! },
                    scenes: [
                        "sidebar": { SidebarViewController(coder: NSCoder())! },
                        "About": { AboutViewController(coder: NSCoder())! },
                        "tabs": { NSTabViewController(coder: NSCoder())! },
                    ],
                    segues: ["SidebarViewController/show about": { AboutViewController(coder: NSCoder())! }])
                expect(StoryboardScene.Main.initialScene.instantiate(), MainWindowController.self)
                expect(StoryboardScene.Main.about.instantiate(), AboutViewController.self)
                expect(StoryboardScene.Main.tabs.instantiate(), NSTabViewController.self)
                let sidebar = StoryboardScene.Main.sidebar.instantiate()
                expect(sidebar, SidebarViewController.self)
                sidebar.perform(segue: StoryboardSegue.Main.showAbout)
                guard let segue = NSStoryboardSegue.standInLastPerformed,
                    StoryboardSegue.Main(segue) == .showAbout
                else { fatalError("FAIL segue") }
                expect(segue.destinationController, AboutViewController.self)
                print("PASS")
            }
        }

        """

    @Test(arguments: ["6", "5"])
    func scenesCompileAndInstantiateAppKitControllers(mode: String) throws {
        let graph = try CodeGenFixtures.graph("MacDemo")
        let generated = try #require(CodeGenerator.generate(.scenes, graph: graph, options: CodeGenOptions()).first)
        let outcome = try StandInBuild.runAppKitProgram(
            [("Storyboards.swift", generated.contents), ("Main.swift", Self.program)], module: "MacDemo", mode: mode)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output == "PASS\n")
    }

    @Test(arguments: CodeStyle.allCases.filter { $0 != .scenes })
    func otherStylesSayTheyNeedUIKit(style: CodeStyle) throws {
        let files = CodeGenerator.generate(
            style, graph: try CodeGenFixtures.graph("MacDemo"), options: CodeGenOptions())
        #expect(files.count == 1)
        #expect(
            files.first?.contents.contains("style is built on UIKit; a macOS project gets the `scenes` style") == true)
        #expect(files.first?.contents.contains("import UIKit") == false)
    }
}
