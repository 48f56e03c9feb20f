import StoryboardModel

@testable import CodeGen

/// Writes the test program that exercises one style's generated code: stub classes for the fixture's custom
/// classes, the conformances a user would write, storyboards registered with the UIKit stand-in, and checks
/// that instantiate every scene through the generated API. The program prints `PASS <checks>`.
struct ProgramBuilder {
    let graph: NavigationGraph
    let style: CodeStyle
    let context: CodeContext

    /// `public ` when the generated code is public: its classes must be too (a framework's scenes).
    let publicPrefix: String

    /// The test's own reading of the fixture's XML: the expected types (nil for the real corpus, which only
    /// has to compile and run).
    let reading: FixtureReading?

    init(graph: NavigationGraph, style: CodeStyle, access: AccessLevel = .internal, reading: FixtureReading? = nil) {
        self.graph = graph
        self.style = style
        self.reading = reading
        self.publicPrefix = access == .public ? "public " : ""
        self.context = CodeContext(graph: graph, options: CodeGenOptions())
    }

    /// The stub module standing for a class of another module (`customModule="FeatureKit"`).
    static let featureKitSource = """
        import UIKit

        public final class ProfileViewController: UIViewController {
            public var viewModel: String?
            public var standInMadeByCreator = false
            public init?(coder: NSCoder, viewModel: String) {
                self.viewModel = viewModel
                standInMadeByCreator = true
                super.init(coder: coder)
            }
            public required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """

    /// Source files by name, and how many checks the program must pass.
    func build() -> (files: [String: String], checks: Int) {
        var checks: [String] = []
        switch style {
        case .scenes: checks = scenesChecks()
        case .storyboardEnum: checks = storyboardEnumChecks()
        case .viewModelBindable: checks = instanceChecks { "\($0.type.name)(viewModel: \"vm\")" }
        case .storyboardable: checks = storyboardableChecks()
        case .initializable: checks = instanceChecks { "\($0.type.name).instantiate(viewModel: \"vm\")" }
        case .objcBacked: checks = objcChecks()
        case .segues: checks = seguesChecks()
        }
        let count = checks.map { $0.components(separatedBy: "check(").count - 1 }.reduce(0, +)
        var files = ["Stubs.swift": stubs(), "Main.swift": program(checks)]
        files["Conformances.swift"] = conformances()
        return (files, count)
    }

    // MARK: - Stubs and registry

    /// The app's custom classes (not the FeatureKit one), by name, with the UIKit class of their kind.
    private var appClasses: [(name: String, base: String)] {
        var bases: [String: String] = [:]
        for (_, scene) in context.allScenes where !scene.isReference {
            let type = context.type(of: scene)
            guard type.isCustom, type.module == nil else { continue }
            // UIHostingController is generic; a stub of its subclass only needs to be a view controller.
            let base = Scene.frameworkClass(forKind: scene.kind, platform: .ios) ?? "UIViewController"
            bases[type.name] = base == "UIHostingController" ? "UIViewController" : base
        }
        return bases.keys.sorted().map { ($0, bases[$0] ?? "UIViewController") }
    }

    /// The app's cell classes that generated dequeue code names, by name, with their UIKit class.
    private var cellClasses: [(name: String, base: String)] {
        var bases: [String: String] = [:]
        let sceneClasses = Set(appClasses.map(\.name))
        for storyboard in context.storyboards {
            for (_, cell) in storyboard.dequeuedCells {
                let type = context.type(of: cell)
                guard type.isCustom, type.module == nil, !sceneClasses.contains(type.name) else { continue }
                bases[type.name] = bases[type.name] ?? cell.frameworkClass
            }
        }
        return bases.keys.sorted().map { ($0, bases[$0] ?? "UITableViewCell") }
    }

    private func stubs() -> String {
        var text = "import AVKit\nimport GLKit\nimport UIKit\n"
        for (name, base) in cellClasses {
            text += "\n\(publicPrefix)final class \(name): \(base) {}\n"
        }
        for (name, base) in appClasses {
            if style == .objcBacked {
                text += "\n\(publicPrefix)final class \(name): StoryboardBackedViewController {}\n"
                continue
            }
            text += """

                \(publicPrefix)final class \(name): \(base) {
                    \(publicPrefix)var viewModel: String?
                    \(publicPrefix)var standInMadeByCreator = false
                    \(publicPrefix)init?(coder: NSCoder, viewModel: String) {
                        self.viewModel = viewModel
                        standInMadeByCreator = true
                        super.init(coder: coder)
                    }
                    \(publicPrefix)required init?(coder: NSCoder) {
                        super.init(coder: coder)
                    }
                }

                """
        }
        return text
    }

    private func conformances() -> String {
        var text = "import ExtraModule\nimport FeatureKit\nimport UIKit\n"
        let unique = context.uniqueClassScenes().unique
        for entry in unique {
            switch style {
            case .viewModelBindable:
                text +=
                    "\nextension \(entry.type.name): ViewModelBindable {\n    \(publicPrefix)typealias ViewModelType = String\n}\n"
            case .initializable:
                text +=
                    "\nextension \(entry.type.name): StoryboardInitializable {\n    \(publicPrefix)typealias ViewModel = String\n}\n"
            default: break
            }
        }
        return text
    }

    /// `f_<storyboard index>_<scene index>`: the factory of each instantiable scene.
    func factoryName(_ storyboard: Storyboard, _ scene: Scene) -> String? {
        guard let boardIndex = context.storyboards.firstIndex(where: { $0.name == storyboard.name }),
            let sceneIndex = storyboard.scenes.firstIndex(where: { $0.id == scene.id })
        else { return nil }
        return "f_\(boardIndex)_\(sceneIndex)"
    }

    /// The factory a scene stands for: a reference leads to the scene it names.
    func target(_ storyboard: Storyboard, _ scene: Scene) -> (Storyboard, Scene)? {
        guard scene.isReference else { return (storyboard, scene) }
        let boardName = scene.referencedStoryboard ?? storyboard.name
        guard let board = context.storyboards.first(where: { $0.name == boardName }) else { return nil }
        let found =
            scene.referencedIdentifier.flatMap { id in board.scenes.first { $0.storyboardIdentifier == id } }
            ?? board.initialScene.flatMap(board.scene(id:))
        return found.map { (board, $0) }
    }

    private func factories() -> String {
        var text = ""
        for storyboard in context.storyboards {
            for scene in storyboard.scenes where !scene.isReference {
                guard let name = factoryName(storyboard, scene) else { continue }
                // The class the storyboard names, as UIKit would instantiate it, whatever the generator thinks.
                let type = expectedType(storyboard, scene)
                text += "@MainActor func \(name)(_ coder: NSCoder) -> UIViewController? {\n"
                if scene.isNavigationController,
                    let root = storyboard.segues.first(where: {
                        $0.source == scene.id && $0.relationship == "rootViewController"
                    }),
                    let rootScene = root.destination.flatMap(storyboard.scene(id:)),
                    let (rootBoard, resolved) = target(storyboard, rootScene),
                    let rootFactory = factoryName(rootBoard, resolved)
                {
                    text += "    guard let navigation = \(type)(coder: coder) else { return nil }\n"
                    text += "    navigation.viewControllers = [\(rootFactory)(coder)].compactMap { $0 }\n"
                    text += "    return navigation\n}\n\n"
                } else {
                    text += "    \(type)(coder: coder)\n}\n\n"
                }
            }
        }
        return text
    }

    private func registry() -> [String] {
        var lines: [String] = []
        for storyboard in context.storyboards {
            let initial =
                context.initialScene(of: storyboard).flatMap { factoryName(storyboard, $0) }.map { "{ \($0)($0) }" }
                ?? "nil"
            let scenes = context.identifiedScenes(of: storyboard).compactMap { identifier, scene in
                factoryName(storyboard, scene).map { "\(SwiftLiteral.string(identifier)): { \($0)($0) }" }
            }
            var segues: [String] = []
            // One entry per (source class, identifier): real storyboards repeat a segue identifier on several
            // scenes of one class, and the stand-in, like UIKit, performs one destination per pair.
            var seenSegueKeys: Set<String> = []
            for segue in storyboard.segues where !segue.isUnwind && segue.kind != "relationship" {
                guard let identifier = segue.identifier, let source = storyboard.scene(id: segue.source),
                    let destination = segue.destination.flatMap(storyboard.scene(id:)),
                    let (board, resolved) = target(storyboard, destination), let factory = factoryName(board, resolved)
                else { continue }
                let key = "\\(\(context.type(of: source).name).self)/" + identifier
                guard seenSegueKeys.insert(key).inserted else { continue }
                segues.append("\"\(key)\": { \(factory)(NSCoder())! }")
            }
            lines.append(
                "UIStoryboard.standInRegistry[\(SwiftLiteral.string(storyboard.name))] = UIStoryboard.StandInEntry("
                    + "initial: \(initial), scenes: [\(scenes.isEmpty ? ":" : scenes.joined(separator: ", "))], "
                    + "segues: [\(segues.isEmpty ? ":" : segues.joined(separator: ", "))])")
        }
        return lines
    }

    private func program(_ checks: [String]) -> String {
        let usesRegistry = style != .objcBacked
        return Self.program(
            imports: ["AVKit", "ExtraModule", "FeatureKit", "GLKit", "UIKit"],
            declarations: usesRegistry ? factories() : "", body: (usesRegistry ? registry() : []) + checks)
    }

    /// A test program: `imports`, the two `check` functions counting what passes, `declarations`, and a
    /// `main` that runs `body` and prints `PASS <checks passed>`.
    static func program(imports: [String], declarations: String, body: [String]) -> String {
        """
        \(imports.map { "import \($0)" }.joined(separator: "\n"))

        @MainActor var passed = 0

        @MainActor func check(_ value: Any, _ expected: Any.Type, _ label: String) {
            let actual = type(of: value)
            guard ObjectIdentifier(actual) == ObjectIdentifier(expected) else {
                fatalError("FAIL \\(label): got \\(actual), expected \\(expected)")
            }
            passed += 1
        }

        @MainActor func check(_ condition: Bool, _ label: String) {
            guard condition else { fatalError("FAIL \\(label)") }
            passed += 1
        }

        \(declarations)
        @main struct Program {
            @MainActor static func main() {
        \(body.map { "        " + $0 }.joined(separator: "\n"))
                print("PASS \\(passed)")
            }
        }

        """
    }
}
