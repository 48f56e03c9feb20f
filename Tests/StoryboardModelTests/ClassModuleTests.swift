import Testing

@testable import StoryboardModel

/// A class is its module and its name (issue 36): an app's `GameViewController` and a framework's are two
/// classes, not one class on two scenes.
@Suite struct ClassModuleTests {
    /// `Main`: the app's `GameViewController` (no module: the project's, `Arcade`) and, when `twinInApp`, a
    /// second scene of it naming the module outright; `Kit`: the framework's `GameViewController`.
    static func graph(module: String? = "Arcade", twinInApp: Bool = false) -> NavigationGraph {
        var main = [
            Scene(
                id: "app", kind: "viewController", customClass: "GameViewController", inheritsModuleFromTarget: true,
                storyboardIdentifier: "Game")
        ]
        if twinInApp {
            main.append(
                Scene(
                    id: "twin", kind: "viewController", customClass: "GameViewController", customModule: "Arcade",
                    storyboardIdentifier: "Twin"))
        }
        let kit = Scene(
            id: "kit", kind: "viewController", customClass: "GameViewController", customModule: "GameKitUI",
            storyboardIdentifier: "KitGame")
        return NavigationGraph(
            project: Project(name: "P", module: module),
            storyboards: [
                Storyboard(name: "Main", platform: .ios, initialScene: "app", scenes: main),
                Storyboard(name: "Kit", platform: .ios, scenes: [kit]),
            ])
    }

    @Test func oneNameInTwoModulesIsNoAmbiguousClass() {
        #expect(Self.graph().diagnostics().filter { $0.code == .ambiguousClass }.isEmpty)
        // Without a known module the app's scene is still the app's, not the framework's.
        #expect(Self.graph(module: nil).diagnostics().filter { $0.code == .ambiguousClass }.isEmpty)
    }

    @Test func twoScenesOfOneClassInOneModuleStillAre() {
        // `twin` names the project's module outright; `app` has none: both are Arcade's.
        let found = Self.graph(twinInApp: true).diagnostics().filter { $0.code == .ambiguousClass }
        #expect(found.map(\.sceneID) == ["twin"])
        #expect(found.first?.message.hasPrefix("class GameViewController is on 2 scenes (Main/app, Main/twin)") == true)
    }

    @Test func theBareNameNamesTheModulesAndTheQualifiedOneAnswers() throws {
        let graph = Self.graph()
        guard
            case .ambiguous(let message, let candidates)? = graphError({
                try graph.lookup(className: "GameViewController")
            })
        else {
            Issue.record("expected an ambiguous class")
            return
        }
        #expect(
            message
                == "class 'GameViewController' is declared by 2 modules: Arcade.GameViewController (Main/app), "
                + "GameKitUI.GameViewController (Kit/kit); name one as 'Module.Class' (Arcade.GameViewController or "
                + "GameKitUI.GameViewController)")
        #expect(candidates.map(\.ref) == [ref("Kit/kit"), ref("Main/app")])
        #expect(try graph.lookup(className: "GameKitUI.GameViewController").ref == ref("Kit/kit"))
        #expect(try graph.lookup(className: "Arcade.GameViewController").ref == ref("Main/app"))
        #expect(try graph.locate("Arcade.GameViewController") == ref("Main/app"))
    }

    @Test func anAppModuleNobodyNamedIsReachedByItsScene() {
        let graph = Self.graph(module: nil)
        guard case .ambiguous(let message, _)? = graphError({ try graph.lookup(className: "GameViewController") })
        else {
            Issue.record("expected an ambiguous class")
            return
        }
        #expect(message.contains("GameViewController of the app's module (the project names none) (Main/app)"))
        #expect(message.hasSuffix("or its scene as 'Storyboard/sceneId' (GameKitUI.GameViewController)"))
    }
}
