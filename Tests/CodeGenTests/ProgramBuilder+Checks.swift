import StoryboardModel

@testable import CodeGen

/// The checks each style's program runs: every scene instantiated through the generated API.
extension ProgramBuilder {
    func scenesChecks() -> [String] {
        var checks: [String] = []
        let typeNames = context.storyboardTypeNames
        for storyboard in context.storyboards {
            let board = "StoryboardScene.\(typeNames[storyboard.name] ?? "")"
            if let initial = context.initialScene(of: storyboard) {
                let type = expectedType(storyboard, initial)
                checks.append(
                    "check(\(board).initialScene.instantiate(), \(type).self, \"initial of \(storyboard.name)\")")
            }
            let identified = context.identifiedScenes(of: storyboard)
            let names = ScenesStyle.sceneNames(identified.map(\.identifier))
            for (identifier, scene) in identified {
                let type = expectedType(storyboard, scene)
                checks.append(
                    "check(\(board).\(names[identifier] ?? "").instantiate(), \(type).self, \(SwiftLiteral.string(identifier)))"
                )
            }
            let segueNames = NameTable.names(for: context.segueIdentifiers(of: storyboard), .lowerCamel)
            for segue in performableSegues(storyboard) {
                guard let identifier = segue.identifier, let source = sourceFactory(storyboard, segue) else {
                    checks.append("check(false, \"segue \(segue.id): no stand-in factory for its source\")")
                    continue
                }
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
    /// For a fixture they are the test's own reading of the XML, so a segue the importer or the generator
    /// loses still gets its check (which then fails).
    func performableSegues(_ storyboard: Storyboard) -> [Segue] {
        if let reading {
            return reading.performableSegues(storyboard.name).map { read in
                storyboard.segues.first { $0.id == read.id }
                    ?? Segue(
                        id: read.id, source: read.source, destination: read.destination, kind: read.kind,
                        identifier: read.identifier)
            }
        }
        return storyboard.segues.filter { segue in
            guard !segue.isUnwind, segue.kind != "relationship", segue.identifier != nil,
                let source = storyboard.scene(id: segue.source), context.type(of: source).isCustom,
                let destination = segue.destination.flatMap(storyboard.scene(id:))
            else { return false }
            return target(storyboard, destination) != nil
        }.sorted { $0.id < $1.id }
    }

    /// The class a check expects for a scene: from the test's reading of the fixture when there is one.
    func expectedType(_ storyboard: Storyboard, _ scene: Scene) -> String {
        reading?.swiftType(storyboard.name, scene.id) ?? storyboardClass(of: scene)
    }

    /// `let source = ...`: the segue's source made by its factory and attached to its storyboard.
    func sourceFactory(_ storyboard: Storyboard, _ segue: Segue) -> String? {
        guard let scene = storyboard.scene(id: segue.source), let factory = factoryName(storyboard, scene) else {
            return nil
        }
        let type = expectedType(storyboard, scene)
        return "let source = \(factory)(NSCoder()) as! \(type); "
            + "source.standInAttach(to: UIStoryboard(name: \(SwiftLiteral.string(storyboard.name)), bundle: nil))"
    }

    /// What `prepare(for:sender:)` sees, worked out here independently of the generator: the destination
    /// through a storyboard reference, inside navigation controllers.
    func contentType(_ storyboard: Storyboard, _ segue: Segue) -> String? {
        if let reading, let destination = segue.destination {
            return reading.contentType(storyboard.name, destination: destination)
        }
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

    func storyboardEnumChecks() -> [String] {
        var checks: [String] = []
        let cases = context.storyboardCaseNames
        let style = StoryboardEnumStyle(context: context)
        checks.append("check(UIStoryboard.Storyboard.allCases.count == \(context.storyboards.count), \"storyboards\")")
        for storyboard in context.storyboards {
            let name = cases[storyboard.name] ?? ""
            let classes = style.classesNamedByIdentifier(in: storyboard)
            checks.append(
                "check(UIStoryboard.Storyboard.\(name).classesInstantiableByName.count == \(classes.count), \"\(name) list\")"
            )
            for type in classes {
                checks.append("do {")
                checks.append(
                    "    let controller: \(type.name) = UIStoryboard(storyboard: .\(name)).instantiateViewController()")
                checks.append("    check(controller, \(type.name).self, \"\(type.name)\")")
                checks.append("}")
            }
        }
        return checks
    }

    func instanceChecks(_ make: (ClassScene) -> String) -> [String] {
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

    func storyboardableChecks() -> [String] {
        var checks: [String] = []
        let cases = context.storyboardCaseNames
        for entry in context.uniqueClassScenes().unique {
            let name = cases[entry.storyboard] ?? ""
            checks.append(
                "check(\(entry.type.name).viewController(from: .\(name)), \(entry.type.name).self, \"\(entry.type.name)\")"
            )
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

    func objcChecks() -> [String] {
        context.uniqueClassScenes().unique.filter { $0.type.module == nil && $0.scene.kind == "viewController" }.map {
            entry in
            "check(\(entry.type.name)().standInStoryboardName == \(SwiftLiteral.string(entry.storyboard)) && "
                // Bytes, as UIKit compares them: `==` would take an ID in NFD for its NFC spelling.
                + "\(entry.type.name)().standInIdentifier.utf8.elementsEqual(\(SwiftLiteral.string(entry.identifier)).utf8), "
                + "\"\(entry.type.name)\")"
        }
    }

    func seguesChecks() -> [String] {
        var checks: [String] = []
        let sources = SeguesStyle(context: context).targetsBySource().sources
        for storyboard in context.storyboards {
            for segue in performableSegues(storyboard) {
                guard let identifier = segue.identifier, let source = storyboard.scene(id: segue.source),
                    let make = sourceFactory(storyboard, segue), let content = contentType(storyboard, segue)
                else {
                    checks.append("check(false, \"segue \(segue.id): its source or destination is missing\")")
                    continue
                }
                let sourceType = expectedType(storyboard, source)
                // A performable segue must have its typed destination in the generated code.
                guard let entry = sources.first(where: { $0.type.name == sourceType }),
                    let target = entry.targets.first(where: { $0.identifier == identifier }), target.type != nil
                else {
                    checks.append(
                        "check(false, \"segue \(SwiftLiteral.string(identifier).dropFirst().dropLast()) of \(sourceType): no generated typed destination\")"
                    )
                    continue
                }
                let name = entry.names[identifier] ?? ""
                checks.append("do {")
                checks.append("    \(make)")
                checks.append("    source.perform(segue: .\(name))")
                checks.append("    let destination = source.destination(of: UIStoryboardSegue.standInLastPerformed!)")
                checks.append("    guard case .\(name)(let typed)? = destination else { fatalError(\"FAIL \(name)\") }")
                // The exact class `prepare(for:sender:)` sees, as the test reads it from the XML.
                checks.append("    check(typed, \(content).self, \"segue \(name)\")")
                checks.append("}")
            }
        }
        return checks
    }
}
