import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// The view controller nibs of the styles that inject a view model, compiled with `-warnings-as-errors` against
/// the UIKit stand-in in Swift 6 and 5 and run on the cell fixture's storyboard with the nibs of
/// `Tests/Fixtures/CodeGen/Nibs` (whose `DetailViewController.xib` is owned by `DetailViewController`):
/// `initializable`'s `NibInitializable.instantiate(viewModel:)` hands the view model to the class's own
/// `init(nibName:bundle:viewModel:)`, `viewmodel-bindable`'s `init(viewModel:)` makes the class from its nib,
/// sets the view model, loads the view and binds.
@Suite struct NibInjectionCodeGenTests {
    static let modes = ["6", "5"]

    static func generated(_ style: CodeStyle, _ options: CodeGenOptions = CodeGenOptions()) throws -> String {
        try #require(
            CodeGenerator.generate(style, graph: CellFixture.graph, options: options, nibs: try NibCodeGenTests.nibs())
                .first
        ).contents
    }

    static let initializableStubs =
        PrototypeCellCodeGenTests.stubs + """
            final class DetailViewController: UIViewController, NibInitializable {
                let viewModel: String

                init(nibName: String?, bundle: Bundle?, viewModel: String) {
                    self.viewModel = viewModel
                    super.init(nibName: nibName, bundle: bundle)
                }

                required init?(coder: NSCoder) {
                    fatalError("made from its nib")
                }
            }

            """

    @Test(arguments: modes)
    func initializableHandsTheViewModelToTheNibInit(mode: String) throws {
        let text = try Self.generated(.initializable)
        #expect(text.contains(#"static var nibName: String { "DetailViewController" }"#))
        let body = [
            #"let detail = DetailViewController.instantiate(viewModel: "order 7")"#,
            #"check(detail, DetailViewController.self, "DetailViewController")"#,
            #"check(detail.viewModel == "order 7", "the view model is injected")"#,
            #"check(detail.nibName == "DetailViewController", "made from its nib: \(String(describing: detail.nibName))")"#,
        ]
        let outcome = try #require(
            try StandInProgram.run(
                generated: text, stubs: Self.initializableStubs, body: body, mode: mode, label: "nibs-initializable"))
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS 3")
    }

    static let bindableStubs =
        PrototypeCellCodeGenTests.stubs + """
            final class DetailViewController: UIViewController, NibViewModelBindable {
                var viewModel: String?
                var boundWithViewLoaded: Bool?

                func bindViewModel() {
                    boundWithViewLoaded = isViewLoaded
                }
            }

            """

    @Test(arguments: modes)
    func viewModelBindableLoadsTheNibViewAndBinds(mode: String) throws {
        let text = try Self.generated(.viewModelBindable)
        #expect(text.contains("protocol NibViewModelBindable"))
        let body = [
            #"let detail = DetailViewController(viewModel: "order 7")"#,
            #"check(detail, DetailViewController.self, "DetailViewController")"#,
            #"check(detail.viewModel == "order 7", "the view model is set")"#,
            #"check(detail.boundWithViewLoaded == true, "bound after the view loaded")"#,
            #"check(detail.nibName == "DetailViewController", "made from its nib")"#,
        ]
        let outcome = try #require(
            try StandInProgram.run(
                generated: text, stubs: Self.bindableStubs, body: body, mode: mode, label: "nibs-bindable"))
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS 4")
    }

    /// A class that owns two view controller nibs is left out, named in a comment; a view nib gives no
    /// `nibName` here (it is no view controller).
    @Test func aClassOwningSeveralNibsIsLeftOut() throws {
        let owner = NibOwner(customClass: "EditorViewController", viewOutlet: "v")
        let view = NibObject(id: "v", kind: .view, elementName: "view")
        let nibs = [
            Nib(name: "Editor", platform: .ios, owner: owner, objects: [view]),
            Nib(name: "EditorCompact", platform: .ios, owner: owner, objects: [view]),
            Nib(
                name: "Badge", platform: .ios,
                objects: [NibObject(id: "b", kind: .view, elementName: "view", customClass: "Badge")]),
        ]
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop", platform: .ios), storyboards: [])
        for style in [CodeStyle.initializable, .viewModelBindable] {
            let text = try #require(CodeGenerator.generate(style, graph: graph, options: .init(), nibs: nibs).first)
                .contents
            #expect(
                text.contains(
                    "EditorViewController is left out: it owns several view controller nibs (Editor, EditorCompact)."))
            #expect(!text.contains("extension EditorViewController"))
            #expect(!text.contains("extension Badge"))
        }
    }

    /// The nib code of these styles, byte for byte (`Golden/Nibs/`; re-recorded as `GoldenTests` are).
    @Test(arguments: [CodeStyle.initializable, .viewModelBindable])
    func matchesGoldenFile(style: CodeStyle) throws {
        let files = CodeGenerator.generate(
            style, graph: CellFixture.graph, options: CodeGenOptions(projectRevision: 3),
            nibs: try NibCodeGenTests.nibs())
        try GoldenTests.compare(files, project: "Nibs", style: style)
    }
}
