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

    init(graph: NavigationGraph, style: CodeStyle, access: AccessLevel = .internal) {
        self.graph = graph
        self.style = style
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

    private func stubs() -> String {
        var text = "import AVKit\nimport GLKit\nimport UIKit\n"
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
        var text = "import FeatureKit\nimport UIKit\n"
        let unique = context.uniqueClassScenes().unique
        for entry in unique {
            switch style {
            case .viewModelBindable:
                text += "\nextension \(entry.type.name): ViewModelBindable {\n    \(publicPrefix)typealias ViewModelType = String\n}\n"
            case .initializable:
                text += "\nextension \(entry.type.name): StoryboardInitializable {\n    \(publicPrefix)typealias ViewModel = String\n}\n"
            default: break
            }
        }
        return text
    }

    /// `f_<storyboard index>_<scene index>`: the factory of each instantiable scene.
    private func factoryName(_ storyboard: Storyboard, _ scene: Scene) -> String? {
        guard let boardIndex = context.storyboards.firstIndex(where: { $0.name == storyboard.name }),
            let sceneIndex = storyboard.scenes.firstIndex(where: { $0.id == scene.id })
        else { return nil }
        return "f_\(boardIndex)_\(sceneIndex)"
    }

    /// The factory a scene stands for: a reference leads to the scene it names.
    private func target(_ storyboard: Storyboard, _ scene: Scene) -> (Storyboard, Scene)? {
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
                let type = context.type(of: scene).name
                text += "@MainActor func \(name)(_ coder: NSCoder) -> UIViewController? {\n"
                if scene.isNavigationController,
                    let root = storyboard.segues.first(where: { $0.source == scene.id && $0.relationship == "rootViewController" }),
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
            let initial = context.initialScene(of: storyboard).flatMap { factoryName(storyboard, $0) }.map { "{ \($0)($0) }" } ?? "nil"
            let scenes = context.identifiedScenes(of: storyboard).compactMap { identifier, scene in
                factoryName(storyboard, scene).map { "\(SwiftLiteral.string(identifier)): { \($0)($0) }" }
            }
            var segues: [String] = []
            for segue in storyboard.segues where !segue.isUnwind && segue.kind != "relationship" {
                guard let identifier = segue.identifier, let source = storyboard.scene(id: segue.source),
                    let destination = segue.destination.flatMap(storyboard.scene(id:)),
                    let (board, resolved) = target(storyboard, destination), let factory = factoryName(board, resolved)
                else { continue }
                let key = "\\(\(context.type(of: source).name).self)/" + identifier
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
        return """
            import AVKit
            import FeatureKit
            import GLKit
            import UIKit

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

            \(usesRegistry ? factories() : "")
            @main struct Program {
                @MainActor static func main() {
            \((usesRegistry ? registry() : []).map { "        " + $0 }.joined(separator: "\n"))
            \(checks.map { "        " + $0 }.joined(separator: "\n"))
                    print("PASS \\(passed)")
                }
            }

            """
    }

    // MARK: - Checks per style

    private func scenesChecks() -> [String] {
        var checks: [String] = []
        let typeNames = context.storyboardTypeNames
        for storyboard in context.storyboards {
            let board = "StoryboardScene.\(typeNames[storyboard.name] ?? "")"
            if let initial = context.initialScene(of: storyboard) {
                let type = context.type(of: initial).name
                checks.append("check(\(board).initialScene.instantiate(), \(type).self, \"initial of \(storyboard.name)\")")
            }
            let identified = context.identifiedScenes(of: storyboard)
            let names = ScenesStyle.sceneNames(identified.map(\.identifier))
            for (identifier, scene) in identified {
                let type = context.type(of: scene).name
                checks.append(
                    "check(\(board).\(names[identifier] ?? "").instantiate(), \(type).self, \(SwiftLiteral.string(identifier)))")
            }
            let segueNames = NameTable.names(for: context.segueIdentifiers(of: storyboard), .lowerCamel)
            for segue in performableSegues(storyboard) {
                guard let identifier = segue.identifier, let source = sourceFactory(storyboard, segue) else { continue }
                let name = segueNames[identifier] ?? ""
                let typed = "StoryboardSegue.\(typeNames[storyboard.name] ?? "").\(name)"
                checks.append("do {")
                checks.append("    \(source)")
                checks.append("    source.perform(segue: \(typed))")
                checks.append(
                    "    check(StoryboardSegue.\(typeNames[storyboard.name] ?? "")(UIStoryboardSegue.standInLastPerformed!) == \(typed), \"segue \(name)\")"
                )
                checks.append("}")
            }
        }
        return checks
    }

    /// Segues the stand-in can perform: with an identifier, a custom source class and a destination scene.
    private func performableSegues(_ storyboard: Storyboard) -> [Segue] {
        storyboard.segues.filter { segue in
            guard !segue.isUnwind, segue.kind != "relationship", segue.identifier != nil,
                let source = storyboard.scene(id: segue.source), context.type(of: source).isCustom,
                let destination = segue.destination.flatMap(storyboard.scene(id:))
            else { return false }
            return target(storyboard, destination) != nil
        }.sorted { $0.id < $1.id }
    }

    /// `let source = ...`: the segue's source made by its factory and attached to its storyboard.
    private func sourceFactory(_ storyboard: Storyboard, _ segue: Segue) -> String? {
        guard let scene = storyboard.scene(id: segue.source), let factory = factoryName(storyboard, scene) else {
            return nil
        }
        let type = context.type(of: scene).name
        return "let source = \(factory)(NSCoder()) as! \(type); "
            + "source.standInAttach(to: UIStoryboard(name: \(SwiftLiteral.string(storyboard.name)), bundle: nil))"
    }

    /// What `prepare(for:sender:)` sees, worked out here independently of the generator: the destination
    /// through a storyboard reference, inside navigation controllers.
    private func contentType(_ storyboard: Storyboard, _ segue: Segue) -> String? {
        guard var scene = segue.destination.flatMap(storyboard.scene(id:)),
            var (board, resolved) = target(storyboard, scene)
        else { return nil }
        scene = resolved
        while scene.isNavigationController,
            let root = board.segues.first(where: { $0.source == scene.id && $0.relationship == "rootViewController" }),
            let rootScene = root.destination.flatMap(board.scene(id:)), let next = target(board, rootScene)
        {
            (board, resolved) = next
            scene = resolved
        }
        return context.type(of: scene).name
    }

    private func storyboardEnumChecks() -> [String] {
        var checks: [String] = []
        let cases = context.storyboardCaseNames
        let style = StoryboardEnumStyle(context: context)
        checks.append("check(UIStoryboard.Storyboard.allCases.count == \(context.storyboards.count), \"storyboards\")")
        for storyboard in context.storyboards {
            let name = cases[storyboard.name] ?? ""
            let classes = style.classesNamedByIdentifier(in: storyboard)
            checks.append(
                "check(UIStoryboard.Storyboard.\(name).classesInstantiableByName.count == \(classes.count), \"\(name) list\")")
            for type in classes {
                checks.append("do {")
                checks.append("    let controller: \(type.name) = UIStoryboard(storyboard: .\(name)).instantiateViewController()")
                checks.append("    check(controller, \(type.name).self, \"\(type.name)\")")
                checks.append("}")
            }
        }
        return checks
    }

    private func instanceChecks(_ make: (ClassScene) -> String) -> [String] {
        context.uniqueClassScenes().unique.flatMap { entry in
            [
                "do {",
                "    let controller = \(make(entry))",
                "    check(controller, \(entry.type.name).self, \"\(entry.type.name)\")",
                style == .viewModelBindable
                    ? "    check(controller.viewModel == \"vm\" && controller.isViewLoaded, \"\(entry.type.name) bound\")"
                    : "    check(controller.viewModel == \"vm\" && controller.standInMadeByCreator, \"\(entry.type.name) injected\")",
                "}",
            ]
        }
    }

    private func storyboardableChecks() -> [String] {
        var checks: [String] = []
        let cases = context.storyboardCaseNames
        for entry in context.uniqueClassScenes().unique {
            let name = cases[entry.storyboard] ?? ""
            checks.append(
                "check(\(entry.type.name).viewController(from: .\(name)), \(entry.type.name).self, \"\(entry.type.name)\")")
        }
        let ambiguous = Set(context.classScenes.filter { $0.scenes.count > 1 }.map(\.type.name))
        for storyboard in context.storyboards {
            guard let initial = context.initialScene(of: storyboard) else { continue }
            let type = context.type(of: initial)
            guard type.isCustom, !ambiguous.contains(type.name) else { continue }
            checks.append(
                "check(\(type.name).initialViewController(from: .\(cases[storyboard.name] ?? "")), \(type.name).self, \"initial \(type.name)\")"
            )
        }
        return checks
    }

    private func objcChecks() -> [String] {
        context.uniqueClassScenes().unique.filter { $0.type.module == nil }.map { entry in
            "check(\(entry.type.name)().standInStoryboardName == \(SwiftLiteral.string(entry.storyboard)) && "
                + "\(entry.type.name)().standInIdentifier == \(SwiftLiteral.string(entry.identifier)), \"\(entry.type.name)\")"
        }
    }

    private func seguesChecks() -> [String] {
        var checks: [String] = []
        let sources = SeguesStyle(context: context).targetsBySource().sources
        for storyboard in context.storyboards {
            for segue in performableSegues(storyboard) {
                guard let identifier = segue.identifier, let source = storyboard.scene(id: segue.source),
                    let entry = sources.first(where: { $0.type == context.type(of: source) }),
                    let target = entry.targets.first(where: { $0.identifier == identifier }),
                    let type = target.type, let make = sourceFactory(storyboard, segue)
                else { continue }
                let name = SeguesStyle.caseNames(entry.targets)[identifier] ?? ""
                checks.append("do {")
                checks.append("    \(make)")
                checks.append("    source.perform(segue: .\(name))")
                checks.append("    let destination = source.destination(of: UIStoryboardSegue.standInLastPerformed!)")
                checks.append("    guard case .\(name)(let typed)? = destination else { fatalError(\"FAIL \(name)\") }")
                if let content = contentType(storyboard, segue), content == type.name {
                    checks.append("    check(typed, \(content).self, \"segue \(name)\")")
                } else {
                    // Resolution fell back to a wider type: the destination only has to be one.
                    checks.append("    check((typed as AnyObject) is \(type.name), \"segue \(name)\")")
                }
                checks.append("}")
            }
        }
        return checks
    }
}
