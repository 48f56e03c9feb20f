extension NavigationDiff {
    /// Scenes, segues and the initial scene of one storyboard present in both versions.
    /// Stops early (what it found so far) once `cancellation` fires; the caller checks it.
    static func storyboardChanges(
        _ before: Storyboard, _ after: Storyboard, old: NavigationGraph, new: NavigationGraph,
        cancellation: CancellationFlag = .never
    ) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        let name = before.name
        let platform = new.platform(ofStoryboardNamed: name)
        if before.initialScene != after.initialScene {
            let describe = { (board: Storyboard, graph: NavigationGraph) -> String? in
                board.initialScene.map { sceneLabel(SceneRef(storyboard: name, scene: $0), in: graph) }
            }
            let was = describe(before, old)
            let now = describe(after, new)
            let impact: NavigationChange.Impact = before.initialScene == nil ? .behaviour : .breaking
            changes.append(
                NavigationChange(
                    impact, .storyboard, .changed, storyboard: name, item: name, property: "initialScene", old: was,
                    new: now,
                    message: "initial scene of '\(name)' is now \(now ?? "none") (was \(was ?? "none"))"
                        + (impact == .breaking
                            ? ": \(platform.instantiateInitialCall) returns \(now == nil ? "nil" : "something else")"
                            : "")))
        }
        let afterScenes = Dictionary(after.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let beforeIDs = Set(before.scenes.map(\.id))
        // Storyboard IDs the new version still has: one taken from a scene that shared it with another still
        // finds that other scene.
        let keptIDs = Set(after.scenes.compactMap { nonEmpty($0.storyboardIdentifier) })
        for (step, scene) in before.scenes.enumerated() {
            if cancellation.poll(at: step) { return changes }
            let label = sceneLabel(SceneRef(storyboard: name, scene: scene.id), in: old)
            guard let now = afterScenes[scene.id] else {
                let oldID = nonEmpty(scene.storyboardIdentifier)
                let identified = oldID.map { !keptIDs.contains($0) } ?? false
                var message = "scene \(label) was removed"
                if identified { message += ": \(platform.instantiateByIdentifierCall) of its ID fails" }
                changes.append(
                    NavigationChange(
                        identified ? .breaking : .behaviour, .scene, .removed, storyboard: name, item: label,
                        message: message))
                continue
            }
            changes += sceneChanges(scene, now, storyboard: name, label: label, platform: platform, keptIDs: keptIDs)
        }
        for scene in after.scenes where !beforeIDs.contains(scene.id) {
            let label = sceneLabel(SceneRef(storyboard: name, scene: scene.id), in: new)
            changes.append(
                NavigationChange(
                    .behaviour, .scene, .added, storyboard: name, item: label, message: "scene \(label) was added"))
        }
        changes += segueChanges(before, after, old: old, new: new, platform: platform, cancellation: cancellation)
        return changes
    }

    /// The properties of one scene that code or users depend on.
    static func sceneChanges(
        _ was: Scene, _ now: Scene, storyboard: String, label: String, platform: Platform, keptIDs: Set<String>
    ) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        func note(_ impact: NavigationChange.Impact, _ property: String, _ old: String?, _ new: String?, _ why: String)
        {
            guard old != new else { return }
            changes.append(
                NavigationChange(
                    impact, .scene, .changed, storyboard: storyboard, item: label, property: property, old: old,
                    new: new, message: "\(property) of scene \(label): \(old ?? "none") → \(new ?? "none")\(why)"))
        }
        let oldID = nonEmpty(was.storyboardIdentifier)
        let newID = nonEmpty(now.storyboardIdentifier)
        // An ID another scene still has (a duplicate, or IDs swapped) does not make the call fail: it returns that
        // scene, whose class, if it differs, the instantiation comparison reports.
        let kept = oldID.map(keptIDs.contains) ?? false
        let call = oldID.map { "\(platform.instantiateByIdentifierCall) with \"\($0)\"" } ?? ""
        note(
            oldID == nil ? .cosmetic : kept ? .behaviour : .breaking, "storyboardIdentifier", oldID, newID,
            oldID == nil ? "" : kept ? ": \(call) now returns another scene that has it" : ": \(call) fails")
        note(.breaking, "kind", was.kind, now.kind, ": code receives another type")
        let oldClass = nonEmpty(was.customClass)
        let newClass = nonEmpty(now.customClass)
        // Giving a scene a class is one change: code could only cast it to the framework's own type, which
        // the new class still is. Only a class changed or taken away makes `as!` casts to it fail.
        if oldClass == nil {
            note(.behaviour, "customClass", oldClass, newClass, ": the scene now runs \(newClass ?? "")'s code")
        } else {
            note(.breaking, "customClass", oldClass, newClass, ": `as!` casts to \(oldClass!) fail")
        }
        // The module a class is looked up in matters only while the scene has a class, and changes with it
        // when one is given or taken away (IB sets both at once).
        if oldClass != nil, newClass != nil {
            let lookup = ": \(platform.uiFramework) looks the class up in another module"
            // Choosing another module in IB sets both: one change, the module's.
            let oldModule = nonEmpty(was.customModule)
            let newModule = nonEmpty(now.customModule)
            note(.breaking, "customModule", oldModule, newModule, lookup)
            if oldModule == newModule {
                note(
                    .breaking, "inheritsModuleFromTarget", String(was.inheritsModuleFromTarget),
                    String(now.inheritsModuleFromTarget), lookup)
            }
        }
        note(
            .breaking, "referencedStoryboard", was.referencedStoryboard, now.referencedStoryboard,
            ": the reference leads elsewhere")
        note(
            .breaking, "referencedIdentifier", was.referencedIdentifier, now.referencedIdentifier,
            ": the reference leads elsewhere")
        // The bundle a reference loads its storyboard from (a framework's) is where it leads as much as the name.
        note(
            .breaking, "bundleIdentifier", was.bundleIdentifier, now.bundleIdentifier,
            ": the reference leads elsewhere")
        note(.cosmetic, "title", nonEmpty(was.title), nonEmpty(now.title), "")
        note(.cosmetic, "userLabel", nonEmpty(was.userLabel), nonEmpty(now.userLabel), "")
        // What shows a scene without code: WatchKit for a notification category, AppKit for a main menu item.
        note(
            .behaviour, "notificationCategory", was.notificationCategory, now.notificationCategory,
            ": WatchKit shows it for other notifications")
        note(.behaviour, "menuItem", was.menuItem, now.menuItem, ": another menu item opens it")
        return changes + cellChanges(was, now, storyboard: storyboard, label: label)
    }

    /// Segues matched by id within one storyboard.
    static func segueChanges(
        _ before: Storyboard, _ after: Storyboard, old: NavigationGraph, new: NavigationGraph, platform: Platform,
        cancellation: CancellationFlag = .never
    ) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        let name = before.name
        let afterSegues = Dictionary(after.segues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let beforeIDs = Set(before.segues.map(\.id))
        for (step, segue) in before.segues.enumerated() {
            if cancellation.poll(at: step) { return changes }
            let label = segueLabel(segue, storyboard: name, in: old)
            guard let now = afterSegues[segue.id] else {
                let identified = nonEmpty(segue.identifier) != nil && !segue.isContainment
                changes.append(
                    NavigationChange(
                        identified ? .breaking : .behaviour, .segue, .removed, storyboard: name, item: label,
                        message: "segue \(label) was removed"
                            + (identified ? ": \(platform.performSegueCall) with it raises" : "")))
                continue
            }
            func note(
                _ impact: NavigationChange.Impact, _ property: String, _ was: String?, _ is: String?, _ why: String = ""
            ) {
                guard was != `is` else { return }
                changes.append(
                    NavigationChange(
                        impact, .segue, .changed, storyboard: name, item: label, property: property, old: was,
                        new: `is`,
                        message: "\(property) of segue \(label): \(was ?? "none") → \(`is` ?? "none")\(why)"))
            }
            let oldIdentifier = nonEmpty(segue.identifier)
            // Code names a segue by its identifier from its source scene: either changing breaks that code.
            let raises = oldIdentifier.map { ": \(platform.performSegueCall) with \"\($0)\" raises" } ?? ""
            note(
                oldIdentifier == nil ? .cosmetic : .breaking, "identifier", oldIdentifier, nonEmpty(now.identifier),
                raises)
            note(oldIdentifier == nil ? .behaviour : .breaking, "source", segue.source, now.source, raises)
            let destinationImpact: NavigationChange.Impact = oldIdentifier == nil ? .behaviour : .breaking
            // Compared by IB id: a destination whose class changed is reported with its scene.
            if segue.destination != now.destination {
                note(
                    destinationImpact, "destination",
                    segue.destination.map { sceneLabel(SceneRef(storyboard: name, scene: $0), in: old) },
                    now.destination.map { sceneLabel(SceneRef(storyboard: name, scene: $0), in: new) })
            }
            note(.behaviour, "kind", segue.kind, now.kind)
            note(.behaviour, "relationship", segue.relationship, now.relationship)
            note(.behaviour, "customClass", nonEmpty(segue.customClass), nonEmpty(now.customClass))
            // The module the custom class is looked up in, and the @IBSegueAction that makes the destination.
            note(.behaviour, "customModule", nonEmpty(segue.customModule), nonEmpty(now.customModule))
            note(
                .behaviour, "destinationCreationSelector", segue.destinationCreationSelector,
                now.destinationCreationSelector)
            note(.behaviour, "unwindAction", segue.unwindAction, now.unwindAction)
            for key in Set(segue.attributes.keys).union(now.attributes.keys).sorted() {
                note(.behaviour, key, segue.attributes[key], now.attributes[key])
            }
        }
        for segue in after.segues where !beforeIDs.contains(segue.id) {
            let label = segueLabel(segue, storyboard: name, in: new)
            changes.append(
                NavigationChange(
                    .behaviour, .segue, .added, storyboard: name, item: label, message: "segue \(label) was added"))
        }
        return changes
    }

    /// `Main/BYZ-38-t0r (LoginViewController)`.
    static func sceneLabel(_ ref: SceneRef, in graph: NavigationGraph) -> String {
        guard let summary = graph.summary(ref) else { return "\(ref.storyboard)/\(ref.scene)" }
        return "\(ref.storyboard)/\(ref.scene) (\(summary.swiftType))"
    }

    /// `'showDetail' from Main/BYZ-38-t0r (ListViewController)`, or its IB id when it has no identifier.
    static func segueLabel(_ segue: Segue, storyboard: String, in graph: NavigationGraph) -> String {
        let source = sceneLabel(SceneRef(storyboard: storyboard, scene: segue.source), in: graph)
        if let identifier = nonEmpty(segue.identifier) { return "'\(identifier)' from \(source)" }
        return "\(segue.kind) \(segue.id) from \(source)"
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
