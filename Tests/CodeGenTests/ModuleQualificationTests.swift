import StoryboardModel
import Testing

@testable import CodeGen

/// A class of another module is named with its module wherever the app declares a class of the same name
/// (issue 9, point 5); the app's own classes stay plain. The run-time proof is `CompileAndRunTests` on the
/// `Shadowing` fixture.
@Suite struct ModuleQualificationTests {
    private static let extra = "ExtraModule.ValidatePasswordViewController"

    private func code(_ style: CodeStyle, module: String? = nil) throws -> String {
        let graph = try CodeGenFixtures.graph("Shadowing")
        let files = CodeGenerator.generate(style, graph: graph, options: CodeGenOptions(module: module))
        return files.filter { $0.name.hasSuffix(".swift") }.map(\.contents).joined()
    }

    @Test func scenesNameTheOtherModulesClassWithItsModule() throws {
        let text = try code(.scenes)
        #expect(text.contains("SceneType<\(Self.extra)>(storyboardName: storyboardName"))
        #expect(text.contains("SceneType<ValidatePasswordViewController>(storyboardName: storyboardName"))
        #expect(text.contains("import ExtraModule\n"))
        // `customModuleProvider="target"`: the app's classes are never qualified.
        #expect(text.contains("InitialSceneType<WelcomeViewController>"))
        #expect(!text.contains("App.WelcomeViewController"))
    }

    @Test(arguments: [CodeStyle.storyboardable, .viewModelBindable, .initializable, .storyboardEnum, .segues])
    func everySwiftStyleKeepsTheTwoClassesApart(style: CodeStyle) throws {
        let text = try code(style)
        #expect(text.contains(Self.extra), "\(style.rawValue) names the framework's class with its module")
        #expect(!text.contains("is left out: it has several scenes"), "\(style.rawValue) sees two classes, not one")
    }

    @Test func theAppsOwnModuleIsNeverQualified() throws {
        // Generating for ExtraModule itself: its class is then the module's own and needs no prefix.
        let text = try code(.scenes, module: "ExtraModule")
        #expect(!text.contains("ExtraModule."))
        #expect(!text.contains("import ExtraModule"))
    }

    @Test func aStoryboardNamedLikeTheModuleDoesNotShadowIt() throws {
        // `enum StoryboardScene { enum ExtraModule }` would make `ExtraModule.X` look inside the enum.
        let scene = Scene(
            id: "a", kind: "viewController", customClass: "ValidatePasswordViewController",
            customModule: "ExtraModule", storyboardIdentifier: "validate")
        let storyboard = Storyboard(name: "ExtraModule", platform: .ios, scenes: [scene])
        let graph = NavigationGraph(project: Project(name: "P", module: "App"), storyboards: [storyboard])
        let text = CodeGenerator.generate(.scenes, graph: graph, options: CodeGenOptions()).map(\.contents).joined()
        #expect(text.contains("enum ExtraModule2: StoryboardType"))
        #expect(text.contains("SceneType<\(Self.extra)>"))
    }
}
