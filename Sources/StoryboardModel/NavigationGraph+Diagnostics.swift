extension NavigationGraph {
    /// Every problem docs/diagnostics.md names, sorted by storyboard, line, code, scene and segue, so the list is stable.
    /// The main storyboards are the project's (`Project.mainStoryboards`), else the one named `Main` (see
    /// `diagnostics(mainStoryboards:)`).
    public func diagnostics() -> [Diagnostic] {
        diagnostics(mainStoryboards: project.mainStoryboards.map(Set.init))
    }

    /// Every problem docs/diagnostics.md names, with `mainStoryboards` as the app's main storyboards (those its
    /// `Info.plist` names: `UIMainStoryboardFile`, a scene manifest's `UISceneStoryboardFile`): a main
    /// storyboard needs an initial scene, since UIKit launches the app through it. `nil` means they are not
    /// known, and a storyboard named `Main` is taken as the main one; a set, even empty, is the whole list, so
    /// a `Main` it leaves out is not main.
    public func diagnostics(mainStoryboards: Set<String>?) -> [Diagnostic] {
        diagnostics(mainStoryboards: mainStoryboards, cancellation: .never)
    }

    /// `diagnostics(mainStoryboards:)`, cut short (some left out) once `cancellation` fires: its caller
    /// checks the flag and drops the result (a diff nobody waits for).
    func diagnostics(mainStoryboards: Set<String>?, cancellation: CancellationFlag) -> [Diagnostic] {
        let kinds: [() -> [Diagnostic]] = [
            { initialSceneDiagnostics(mainStoryboards: mainStoryboards ?? ["Main"]) },
            duplicateStoryboardIDDiagnostics, segueDiagnostics, referenceDiagnostics, unreachableSceneDiagnostics,
            ambiguousClassDiagnostics, namingDiagnostics, cellDiagnostics,
        ]
        var found: [Diagnostic] = []
        for kind in kinds {
            if cancellation.isCancelled { return found }
            found += kind()
        }
        return found.sorted { lhs, rhs in
            (lhs.storyboard, lhs.line ?? Int.max, lhs.code.rawValue, lhs.sceneID ?? "", lhs.segueID ?? "", lhs.message)
                < (
                    rhs.storyboard, rhs.line ?? Int.max, rhs.code.rawValue, rhs.sceneID ?? "", rhs.segueID ?? "",
                    rhs.message
                )
        }
    }

    /// A diagnostic anchored at node `index`.
    func diagnostic(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity, node index: Int, _ message: String
    )
        -> Diagnostic
    {
        let node = nodes[index]
        return Diagnostic(
            code: code, severity: severity, storyboard: node.ref.storyboard, sceneID: node.ref.scene, message: message,
            line: node.scene.line)
    }

    /// A diagnostic anchored at edge `index`.
    func diagnostic(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity, edge index: Int, _ message: String
    )
        -> Diagnostic
    {
        let edge = edges[index]
        return Diagnostic(
            code: code, severity: severity, storyboard: storyboards[edge.storyboard].name, sceneID: edge.segue.source,
            segueID: edge.segue.id, message: message, line: edge.segue.line)
    }

    /// "Main/abc (LoginViewController)", or "Main/ref (reference to Settings:Profile)" for a storyboard
    /// reference, which has no class of its own.
    func sceneName(_ index: Int) -> String {
        let scene = nodes[index].scene
        guard scene.isReference else { return "\(nodes[index].ref) (\(describedType(index)))" }
        let target = scene.referencedStoryboard ?? nodes[index].ref.storyboard
        let identifier = scene.referencedIdentifier.map { $0.isEmpty ? "" : ":\($0)" } ?? ""
        return "\(nodes[index].ref) (reference to \(target)\(identifier))"
    }

    /// `no-initial-scene` only where something needs the initial scene: a storyboard reference without a
    /// referenced ID (it opens the initial scene), or a main storyboard the platform launches through it (see
    /// `mainStoryboardReason`). A storyboard only entered by references naming a scene, or by code asking for
    /// a storyboard ID, does not need one.
    private func initialSceneDiagnostics(mainStoryboards: Set<String>) -> [Diagnostic] {
        var needers: [String: [String]] = [:]
        for node in nodes where node.scene.isReference && (node.scene.referencedIdentifier ?? "").isEmpty {
            let target = node.scene.referencedStoryboard ?? node.ref.storyboard
            needers[target, default: []].append(node.ref.description)
        }
        var found: [Diagnostic] = []
        for (position, storyboard) in storyboards.enumerated() {
            guard let initial = storyboard.initialScene, !initial.isEmpty else {
                let platform = platform(ofStoryboard: position)
                let references = (needers[storyboard.name] ?? []).sorted()
                var reasons: [String] = []
                if mainStoryboards.contains(storyboard.name), let reason = mainStoryboardReason(storyboard, platform) {
                    reasons.append(reason)
                }
                if !references.isEmpty {
                    reasons.append(
                        Plural.count(references.count, "storyboard reference") + " without a referenced ID ("
                            + references.joined(separator: ", ") + (references.count == 1 ? ") opens" : ") open")
                            + " its initial scene")
                }
                guard !reasons.isEmpty else { continue }
                let advice =
                    platform == .macos && references.isEmpty
                    ? "tick '\(platform.initialSceneCheckbox)' on the window controller to open at launch, or ignore "
                        + "this if the app opens its windows in code"
                    : "tick '\(platform.initialSceneCheckbox)' on its entry scene"
                found.append(
                    Diagnostic(
                        code: .noInitialScene, severity: .warning, storyboard: storyboard.name,
                        message: "storyboard '\(storyboard.name)' has no initial scene, but "
                            + reasons.joined(separator: ", and ") + "; " + advice))
                continue
            }
            if nodeIndex(SceneRef(storyboard: storyboard.name, scene: initial)) == nil {
                found.append(
                    Diagnostic(
                        code: .danglingInitialScene, severity: .error, storyboard: storyboard.name, sceneID: initial,
                        message: "storyboard '\(storyboard.name)' names '\(initial)' as its initial scene, "
                            + "but it has no scene with that id"))
            }
        }
        return found
    }

    /// Why a main storyboard without an initial scene is a problem on `platform`, or `nil` when it is not.
    ///
    /// UIKit and WatchKit launch the app through the main storyboard's initial scene. AppKit loads the main
    /// storyboard for its application scene (the main menu) and opens a window only from an initial
    /// controller; an app that opens its windows in code has none, so a menu-only main storyboard is valid
    /// and only one holding window controllers is worth a word, leaving out those a menu item opens.
    private func mainStoryboardReason(_ storyboard: Storyboard, _ platform: Platform) -> String? {
        switch platform {
        case .ios, .tvos:
            return "it is the app's main storyboard, which UIKit launches through its initial scene"
        case .watchos:
            return "it is the app's main storyboard, which WatchKit launches through its "
                + platform.initialSceneName
        case .macos:
            let windows = storyboard.scenes.filter { $0.kind == "windowController" && $0.menuItem == nil }.map(\.id)
            guard !windows.isEmpty else { return nil }
            return "it is the app's main storyboard and holds "
                + Plural.count(windows.count, "window controller") + " (" + windows.joined(separator: ", ")
                + "), and AppKit opens a window at launch only from the " + platform.initialSceneName
        }
    }

    private func duplicateStoryboardIDDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for identifiers in nodesByIdentifier {
            for (identifier, matches) in identifiers where matches.count > 1 {
                for duplicate in matches.dropFirst() {
                    found.append(
                        diagnostic(
                            .duplicateStoryboardID, .error, node: duplicate,
                            "storyboard ID '\(identifier)' of scene \(sceneName(duplicate)) is also on scene "
                                + "\(sceneName(matches[0])); "
                                + platform(ofStoryboard: nodes[duplicate].storyboard).instantiateByIdentifierCall
                                + " can return only one of them"))
                }
            }
        }
        return found
    }

    private func segueDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, edge) in edges.enumerated() {
            guard let source = edge.source else {
                found.append(
                    diagnostic(
                        .danglingSegueSource, .error, edge: index,
                        "\(edgeDescription(edge)) leaves scene '\(edge.segue.source)', which is not in storyboard "
                            + "'\(storyboards[edge.storyboard].name)'"))
                continue
            }
            if !edge.segue.isUnwind && edge.destination == nil {
                found.append(diagnostic(.danglingSegueDestination, .error, edge: index, danglingMessage(edge)))
            }
            guard let identifier = edge.segue.identifier, !identifier.isEmpty,
                let siblings = seguesByIdentifier[source][identifier], siblings.count > 1, siblings[0] != index
            else { continue }
            let first = edges[siblings[0]]
            let sameOutcome = siblings.allSatisfy {
                edges[$0].destination == first.destination && edges[$0].segue.kind == first.segue.kind
            }
            let platform = platform(ofStoryboard: edge.storyboard)
            if let cells = senderCells(of: siblings, source: source) {
                found.append(
                    diagnostic(
                        .duplicateSegueIdentifier, .warning, edge: index,
                        "segue identifier '\(identifier)' of segue \(edge.segue.id) is also on segue \(first.segue.id) "
                            + "leaving scene \(sceneName(source)); "
                            + cellSenderConsequence(cells, platform, sameOutcome)))
                continue
            }
            let consequence =
                sameOutcome
                ? "both lead to the same scene, so \(platform.segueHandOffMethod) cannot tell which control fired"
                : "they lead to different scenes, so \(platform.performSegueCall) and resolution are ambiguous"
            found.append(
                diagnostic(
                    .duplicateSegueIdentifier, sameOutcome ? .warning : .error, edge: index,
                    "segue identifier '\(identifier)' of segue \(edge.segue.id) is also on segue \(first.segue.id) "
                        + "leaving scene \(sceneName(source)); \(consequence)"))
        }
        return found
    }

    /// The cell that performs each of the segues `edgeIndexes` (all leaving node `source`), when every one is
    /// performed by a cell of its own; `nil` when any is performed by something else (a button, code).
    private func senderCells(of edgeIndexes: [Int], source: Int) -> [PrototypeCell]? {
        let cells = nodes[source].scene.cells
        var senders: [PrototypeCell] = []
        for edgeIndex in edgeIndexes {
            let segueID = edges[edgeIndex].segue.id
            guard let cell = cells.first(where: { $0.segues.contains(segueID) }),
                !senders.contains(where: { $0.id == cell.id })
            else { return nil }
            senders.append(cell)
        }
        return senders
    }

    /// What one identifier on segues performed by `cells` means: UIKit performs each segue from its own cell
    /// and hands that cell to `prepare(for:sender:)` as `sender`, so the segues are told apart there; only a
    /// call by identifier from code cannot pick one when they lead to different scenes.
    private func cellSenderConsequence(_ cells: [PrototypeCell], _ platform: Platform, _ sameOutcome: Bool) -> String {
        let named = cells.map { cell in
            cell.kindDescription + " " + cell.id + (cell.usableReuseIdentifier.map { " ('\($0)')" } ?? "")
        }
        return "each is performed by its own cell (" + named.joined(separator: ", ") + "), and "
            + platform.segueHandOffMethod + " receives that cell as its sender, so it can tell them apart by the cell"
            + (sameOutcome
                ? ""
                : "; only \(platform.performSegueCall) from code, which names no cell, cannot choose between them, "
                    + "and resolution by identifier is ambiguous")
    }

    private func referenceDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, link) in referenceLinks.sorted(by: { $0.key < $1.key }) {
            let scene = nodes[index].scene
            switch link {
            case .scene:
                if let cycle = referenceCycle(startingAt: index), cycle.min() == index {
                    found.append(
                        diagnostic(
                            .referenceCycle, .error, node: index,
                            "storyboard references form a cycle: "
                                + (cycle + [index]).map { nodes[$0].ref.description }.joined(separator: " → ")))
                }
            case .missingStoryboard(let name):
                let external = scene.bundleIdentifier.map { !$0.isEmpty } ?? false
                let message =
                    "storyboard reference \(nodes[index].ref) points to storyboard '\(name)', which is not in the "
                    + "project"
                    + (external
                        ? " (it names bundle '\(scene.bundleIdentifier ?? "")', so it may live outside this project)"
                        : "; import it or fix the reference's Storyboard field")
                found.append(
                    diagnostic(.missingReferencedStoryboard, external ? .warning : .error, node: index, message))
            case .missingIdentifier, .noInitialScene:
                found.append(
                    diagnostic(
                        .missingReferencedIdentifier, .error, node: index,
                        "storyboard reference \(nodes[index].ref) cannot be followed: \(link.problem ?? "")"))
            }
        }
        return found
    }

    /// The reference nodes of the cycle `start` is on, in order from `start`, or `nil` if it is on none.
    private func referenceCycle(startingAt start: Int) -> [Int]? {
        var chain = [start]
        var seen: Set<Int> = [start]
        var current = start
        while case .scene(let next)? = referenceLinks[current] {
            if next == start { return chain }
            guard seen.insert(next).inserted else { return nil }
            chain.append(next)
            current = next
        }
        return nil
    }

    private func unreachableSceneDiagnostics() -> [Diagnostic] {
        // Roots: every initial scene, every scene with a storyboard ID, since code can instantiate it, and
        // every scene the system creates by itself (watchOS notifications and glances, macOS menu items' scenes).
        // With code navigation also every scene code makes and every code node (a coordinator, a class made in
        // code): what runs them, an app or scene delegate, is outside the graph, so they are not doubted.
        let withCode = !codeNavigation.isEmpty
        var reached = Array(repeating: false, count: nodes.count + code.nodeCount)
        var queue: [Int] = []
        for (index, node) in nodes.enumerated()
        where node.isInitial || !(node.scene.storyboardIdentifier ?? "").isEmpty || isSystemEntryPoint(index) {
            reached[index] = true
            queue.append(index)
        }
        if withCode {
            for index in code.instantiated + Array(nodes.count..<reached.count) where !reached[index] {
                reached[index] = true
                queue.append(index)
            }
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            var next: [Int] = []
            if !isCodeNode(current) {
                next = outgoing[current].compactMap { edges[$0].destination }
                if case .scene(let target)? = referenceLinks[current] { next.append(target) }
            }
            if withCode { next += codeSteps(from: current).map(\.0) }
            for target in next where !reached[target] {
                reached[target] = true
                queue.append(target)
            }
        }
        let ways =
            withCode
            ? "segues, containers, storyboard references or code" : "segues, containers or storyboard references"
        return nodes.indices.filter { !reached[$0] }.map { index in
            // On macOS an item of the main menu opens a scene too, by a segue drawn from the item.
            let menu = platform(ofStoryboard: nodes[index].storyboard) == .macos
            return diagnostic(
                .unreachableScene, .warning, node: index,
                "scene \(sceneName(index)) is unreachable: no initial scene or scene with a storyboard ID leads to "
                    + "it through \(ways)"
                    + (menu ? ", and no item of the main menu opens it" : "")
                    + " (scenes with a storyboard ID count as reachable because code can instantiate them); give it "
                    + (menu ? "a storyboard ID, a segue or a menu item's segue" : "a storyboard ID or a segue")
                    + ", or delete it")
        }
    }

    /// A class is its module and its name: an app's `GameViewController` and a framework's (another
    /// `customModule`) are two classes, so only scenes of one class in one module make lookup ambiguous.
    private func ambiguousClassDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (className, matches) in nodesByClass where matches.count > 1 {
            // Framework classes (plain UINavigationController, ...) repeat by design; only custom classes count,
            // and only on scenes code can ask for: the system creates notification interfaces and glances, and
            // one class often serves several notification categories.
            let custom = matches.filter {
                !(nodes[$0].scene.customClass ?? "").isEmpty && !isSystemEntryPoint($0)
                    && !isDynamicNotificationInterface($0)
            }
            for sameModule in Dictionary(grouping: custom, by: { module(ofNode: $0) }).values
            where sameModule.count > 1 {
                let all = sameModule.map { nodes[$0].ref.description }.joined(separator: ", ")
                for duplicate in sameModule.dropFirst() {
                    found.append(
                        diagnostic(
                            .ambiguousClass, .warning, node: duplicate,
                            "class \(className) is on \(Plural.count(sameModule.count, "scene")) (\(all)); lookup by "
                                + "class is ambiguous, name the scene as 'Storyboard/sceneId' or "
                                + "'Storyboard:storyboardID'"))
                }
            }
        }
        return found
    }
}
