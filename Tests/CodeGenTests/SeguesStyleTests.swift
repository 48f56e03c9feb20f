import StoryboardModel
import Testing

@testable import CodeGen

/// The `segues` style types each destination as segue resolution finds it, and falls back visibly.
@Suite struct SeguesStyleTests {
    private func segues(_ graph: NavigationGraph) throws -> String {
        try #require(CodeGenerator.generate(.segues, graph: graph, options: CodeGenOptions()).first).contents
    }

    @Test func destinationsFollowReferencesAndNavigationControllers() throws {
        let code = try segues(try CodeGenFixtures.graph("Demo"))
        // Main's `presentSettings` presents a navigation controller whose root is SettingsViewController.
        #expect(code.contains("case presentSettings(SettingsViewController)"))
        #expect(code.contains("/// Presented inside `UINavigationController`."))
        // `openAuth` leads to a reference to Auth.storyboard, whose initial scene is LoginViewController.
        #expect(code.contains("case openAuth(LoginViewController)"))
        // A tab bar is not unwrapped: the case names the container and the comment its children.
        #expect(code.contains("case showTabs(UITabBarController)"))
        #expect(code.contains("/// A container holding: DetailViewController."))
        // Unwind segues are performable but have no typed destination.
        #expect(code.contains("case unwindToHome\n"))
        #expect(code.contains("case .unwindToHome: return nil"))
    }

    @Test func segueEnumsBelongToCustomClassesOnly() throws {
        let code = try segues(try CodeGenFixtures.graph("Demo"))
        #expect(code.contains("//   Main/plain (UIViewController): fromPlain"))
        #expect(!code.contains("extension UIViewController {"))
    }

    @Test func unresolvableSeguesFallBackWithAComment() throws {
        let storyboard = Storyboard(
            name: "Broken", platform: .ios,
            scenes: [
                Scene(id: "a", kind: "viewController", customClass: "SourceViewController"),
                Scene(id: "ref", kind: "reference", referencedStoryboard: "Missing"),
            ],
            segues: [
                Segue(id: "s1", source: "a", destination: "nowhere", kind: "show", identifier: "dangling"),
                Segue(id: "s2", source: "a", destination: "ref", kind: "show", identifier: "toMissing"),
            ])
        let code = try segues(NavigationGraph(project: Project(name: "Broken"), storyboards: [storyboard]))
        #expect(code.contains("case dangling(UIViewController)"))
        #expect(code.contains("case toMissing(UIViewController)"))
        let comments = code.split(separator: "\n").filter { $0.contains("not resolved (") }
        #expect(comments.count == 2)
    }
}
