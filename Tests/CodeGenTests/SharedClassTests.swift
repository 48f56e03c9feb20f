import StoryboardModel
import Testing

@testable import CodeGen

/// One class on several scenes: class-keyed styles cannot pick a scene, so they leave the class out and
/// say why; per-class segue enums merge the scenes' identifiers.
@Suite struct SharedClassTests {
    /// `ItemViewController` on two scenes with different storyboard IDs, each with a `next` segue to a
    /// different class, and a `close` segue from one of them.
    private var graph: NavigationGraph {
        let storyboard = Storyboard(
            name: "Shop", platform: .ios,
            scenes: [
                Scene(id: "a", kind: "viewController", customClass: "ItemViewController", storyboardIdentifier: "item"),
                Scene(
                    id: "b", kind: "viewController", customClass: "ItemViewController", storyboardIdentifier: "other"),
                Scene(id: "c", kind: "viewController", customClass: "CartViewController", storyboardIdentifier: "cart"),
                Scene(id: "d", kind: "viewController", customClass: "PayViewController", storyboardIdentifier: "pay"),
            ],
            segues: [
                Segue(id: "s1", source: "a", destination: "c", kind: "show", identifier: "next"),
                Segue(id: "s2", source: "b", destination: "d", kind: "show", identifier: "next"),
                Segue(id: "s3", source: "b", destination: "c", kind: "show", identifier: "close"),
            ])
        return NavigationGraph(project: Project(name: "Shop"), storyboards: [storyboard])
    }

    @Test(arguments: [CodeStyle.viewModelBindable, .storyboardable, .initializable, .objcBacked])
    func classKeyedStylesLeaveAnAmbiguousClassOut(style: CodeStyle) throws {
        let code = try #require(CodeGenerator.generate(style, graph: graph, options: CodeGenOptions()).last).contents
        #expect(code.contains("// ItemViewController is left out: it has several scenes (Shop:item, Shop:other)."))
        #expect(!code.contains("extension ItemViewController"))
        #expect(code.contains("extension CartViewController"))
    }

    @Test func segueEnumsMergeTheScenesOfAClass() throws {
        let code = try #require(CodeGenerator.generate(.segues, graph: graph, options: CodeGenOptions()).first).contents
        #expect(code.contains("case close(CartViewController)"))
        // `next` leads to two classes: the destination is only known to be a view controller.
        #expect(code.contains("case next(UIViewController)"))
        #expect(code.contains("/// Several segues with this identifier lead to different classes."))
    }
}
