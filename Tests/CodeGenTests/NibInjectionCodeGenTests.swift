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
    /// Swift 6 and 5 compiled and run; `6-public` (`?access=public`, the app's classes public) type-checked.
    static let modes = NibCodeGenTests.cases

    static func generated(_ style: CodeStyle, mode: String = "6") throws -> String {
        let options = CodeGenOptions(access: mode.hasSuffix("-public") ? .public : .internal)
        return try #require(
            CodeGenerator.generate(
                style, graph: CellFixture.graph.replacingNibs(try NibCodeGenTests.nibs()), options: options
            )
            .first
        ).contents
    }

    /// `stubs` with the members a public protocol's conformance needs made public in a `-public` mode (the
    /// classes are made public by `StandInProgram`).
    static func stubs(_ stubs: String, mode: String) -> String {
        guard mode.hasSuffix("-public") else { return stubs }
        return ["    init(", "    required init", "    let ", "    var ", "    func "].reduce(stubs) { text, member in
            text.replacingOccurrences(of: member, with: member.replacingOccurrences(of: "    ", with: "    public "))
        }
    }

    /// The outcome of `body` run against `generated` and `stubs`: `PASS <checks>` expected; a `-public` mode
    /// only type-checks.
    static func expectPasses(
        _ generated: String, stubs: String, body: [String], mode: String, label: String
    ) throws {
        let ran = try StandInProgram.run(
            generated: generated, stubs: Self.stubs(stubs, mode: mode), body: body, mode: mode, label: label)
        guard let outcome = ran else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        let checks = body.filter { $0.hasPrefix("check(") }.count
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(checks)")
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
        let text = try Self.generated(.initializable, mode: mode)
        #expect(text.contains(#"static var nibName: String { "DetailViewController" }"#))
        let body = [
            #"let detail = DetailViewController.instantiate(viewModel: "order 7")"#,
            #"check(detail, DetailViewController.self, "DetailViewController")"#,
            #"check(detail.viewModel == "order 7", "the view model is injected")"#,
            #"check(detail.nibName == "DetailViewController", "made from its nib: \(String(describing: detail.nibName))")"#,
        ]
        try Self.expectPasses(
            text, stubs: Self.initializableStubs, body: body, mode: mode, label: "nibs-initializable")
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
        let text = try Self.generated(.viewModelBindable, mode: mode)
        #expect(text.contains("protocol NibViewModelBindable"))
        let body = [
            #"let detail = DetailViewController(viewModel: "order 7")"#,
            #"check(detail, DetailViewController.self, "DetailViewController")"#,
            #"check(detail.viewModel == "order 7", "the view model is set")"#,
            #"check(detail.boundWithViewLoaded == true, "bound after the view loaded")"#,
            #"check(detail.nibName == "DetailViewController", "made from its nib")"#,
        ]
        try Self.expectPasses(text, stubs: Self.bindableStubs, body: body, mode: mode, label: "nibs-bindable")
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
            let text = try #require(
                CodeGenerator.generate(style, graph: graph.replacingNibs(nibs), options: .init()).first
            )
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
            style, graph: CellFixture.graph.replacingNibs(try NibCodeGenTests.nibs()),
            options: CodeGenOptions(projectRevision: 3))
        try GoldenTests.compare(files, project: "Nibs", style: style)
    }
}
