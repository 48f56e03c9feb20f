extension NavigationDiff {
    /// What the structural changes mean for code: resolutions, instantiation, routes, diagnostics, symbols;
    /// and the navigation calls in code added and removed.
    /// Gives up with `WorkCancelled` between kinds of change (and within the long ones) once `cancellation` fires.
    static func meaningChanges(
        old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag = .never
    ) throws(WorkCancelled) -> [NavigationChange] {
        var changes = resolutionChanges(old: old, new: new, cancellation: cancellation)
        try cancellation.check()
        changes += instantiationChanges(old: old, new: new, cancellation: cancellation)
        try cancellation.check()
        changes += routeChanges(old: old, new: new)
        try cancellation.check()
        changes += try diagnosticChanges(old: old, new: new, cancellation: cancellation)
        changes += symbolChanges(old: old, new: new)
        try cancellation.check()
        return changes + codeChanges(old: old, new: new, cancellation: cancellation)
    }

    /// Segue identifiers still leaving the same scene whose resolution (docs/model.md, "Lookup and resolution") changed: another content
    /// type breaks the `as!` cast in `prepare(for:sender:)`; another presented scene or kind changes what
    /// users see. Identifiers gone altogether are reported by the structural comparison.
    static func resolutionChanges(
        old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag = .never
    ) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        struct Leaving: Hashable { var source: String, identifier: String }
        for storyboard in old.storyboards {
            guard let after = new.storyboard(named: storyboard.name) else { continue }
            // The first segue of each source and identifier, found by key rather than by a scan per segue.
            var afterSegues: [Leaving: Segue] = [:]
            for segue in after.segues {
                guard let identifier = segue.identifier else { continue }
                let key = Leaving(source: segue.source, identifier: identifier)
                if afterSegues[key] == nil { afterSegues[key] = segue }
            }
            for (step, segue) in storyboard.segues.enumerated() where !segue.isContainment && !segue.isUnwind {
                if cancellation.poll(at: step) { return changes }
                guard let identifier = nonEmpty(segue.identifier),
                    let now = afterSegues[Leaving(source: segue.source, identifier: identifier)],
                    // A segue that did not resolve before (dangling, a missing reference) had no destination
                    // to change: diagnostics report why it failed, the structural comparison what moved.
                    let was = try? old.resolve(segue: segue, storyboard: storyboard.name)
                else { continue }
                let label = segueLabel(segue, storyboard: storyboard.name, in: old)
                let handOff = new.platform(ofStoryboardNamed: storyboard.name).segueHandOffMethod
                func note(_ impact: NavigationChange.Impact, _ property: String, _ before: String?, _ after: String?) {
                    guard before != after else { return }
                    let why = impact == .breaking ? ": `as!` casts in \(handOff) fail" : ""
                    changes.append(
                        NavigationChange(
                            impact, .resolution, .changed, storyboard: storyboard.name, item: label, property: property,
                            old: before, new: after,
                            message: "segue \(label) now resolves to \(property) \(after ?? "none") "
                                + "(was \(before ?? "none"))\(why)"))
                }
                let resolved: SegueResolution
                do {
                    resolved = try new.resolve(segue: now, storyboard: storyboard.name)
                } catch {
                    changes.append(
                        NavigationChange(
                            .breaking, .resolution, .changed, storyboard: storyboard.name, item: label,
                            property: "content", old: was.content?.swiftType, new: nil,
                            message: "segue \(label) no longer resolves: \(error.sentence)"))
                    continue
                }
                // A cast to the framework's type (UIViewController) still holds for a scene of the same kind
                // that had no class of its own: giving it one breaks no cast, and is reported with the scene.
                let castHolds =
                    was.content != nil && nonEmpty(was.content?.customClass) == nil
                    && was.content?.kind == resolved.content?.kind
                if !castHolds || was.content?.ref != resolved.content?.ref {
                    note(
                        castHolds ? .behaviour : .breaking, "content", was.content?.swiftType,
                        resolved.content?.swiftType)
                }
                if was.presented?.ref != resolved.presented?.ref {
                    note(.behaviour, "presented", was.presented.map(describe), resolved.presented.map(describe))
                }
                // The same segue's kind and attributes are already reported by the structural comparison.
                if now.id != segue.id {
                    note(.behaviour, "presentation", presentation(was, segue), presentation(resolved, now))
                }
            }
        }
        return changes
    }

    /// Custom classes that one scene had in the old version: gone, ambiguous, or obtained another way.
    static func instantiationChanges(
        old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag = .never
    ) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        let newClasses = new.nodesByClass
        for (step, (className, indexes)) in old.nodesByClass.sorted(by: { $0.key < $1.key }).enumerated()
        where indexes.count == 1 {
            if cancellation.poll(at: step) { return changes }
            let node = old.nodes[indexes[0]]
            guard nonEmpty(node.scene.customClass) == className else { continue }
            let was = old.lookupResult(indexes[0])
            let item = className
            let now: LookupResult
            do throws(GraphError) {
                // A class no scene has any more is said so at once: the lookup's near-match hint compares it
                // with every class, which over every renamed class would make the diff quadratic.
                guard !(newClasses[className] ?? []).isEmpty else {
                    throw GraphError.notFound("no scene has class '\(className)'", hint: nil)
                }
                now = try new.lookup(className: className)
            } catch {
                guard was.instantiation != .none else { continue }
                changes.append(
                    NavigationChange(
                        .breaking, .instantiation, .removed, storyboard: was.storyboard, item: item,
                        old: instantiation(was),
                        message: "\(className) can no longer be instantiated: \(error.sentence)")
                )
                continue
            }
            let before = instantiation(was)
            let after = instantiation(now)
            guard before != after || was.module != now.module else { continue }
            // Breaking only when the way code used stops working: a storyboard ID given to an initial scene
            // changes the way preferred, not the one code already calls.
            let impact: NavigationChange.Impact =
                was.instantiation == .none || (stillObtained(was, by: now) && was.module == now.module)
                ? .cosmetic : .breaking
            var message = "\(className) is now obtained by \(after) (was \(before))"
            if was.module != now.module {
                message += "; module \(now.module ?? "none") (was \(was.module ?? "none"))"
            }
            changes.append(
                NavigationChange(
                    impact, .instantiation, .changed, storyboard: now.storyboard, item: item, property: "instantiation",
                    old: before, new: after, message: message))
        }
        return changes
    }

    /// Scenes in both versions that some initial scene reached before and none reaches now.
    static func routeChanges(old: NavigationGraph, new: NavigationGraph) -> [NavigationChange] {
        let before = reachable(in: old)
        let after = reachable(in: new)
        var changes: [NavigationChange] = []
        for ref in before.subtracting(after).sorted() where new.nodeIndex(ref) != nil {
            let label = sceneLabel(ref, in: new)
            changes.append(
                NavigationChange(
                    .behaviour, .route, .removed, storyboard: ref.storyboard, item: label,
                    message: "no route from an initial scene reaches \(label) any more"))
        }
        for ref in after.subtracting(before).sorted() where old.nodeIndex(ref) != nil {
            let label = sceneLabel(ref, in: new)
            changes.append(
                NavigationChange(
                    .behaviour, .route, .added, storyboard: ref.storyboard, item: label,
                    message: "\(label) is now reached from an initial scene"))
        }
        return changes
    }

    /// Diagnostics introduced (an error is breaking, a warning a behaviour change) and fixed.
    static func diagnosticChanges(
        old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag = .never
    ) throws(WorkCancelled) -> [NavigationChange] {
        struct Key: Hashable {
            var code: DiagnosticCode, storyboard: String, scene: String?, segue: String?, message: String
        }
        func keyed(_ graph: NavigationGraph) -> [Key: Diagnostic] {
            Dictionary(
                graph.diagnostics(
                    mainStoryboards: graph.project.mainStoryboards.map(Set.init), cancellation: cancellation
                ).map {
                    (
                        Key(
                            code: $0.code, storyboard: $0.storyboard, scene: $0.sceneID, segue: $0.segueID,
                            message: $0.message), $0
                    )
                }, uniquingKeysWith: { first, _ in first })
        }
        // The same diagnostic of the same scene or segue whose message changed because it names something that
        // changed (a class, a notification category) was neither fixed nor introduced: such pairs are taken
        // out of both sides, matched in message order.
        struct Place: Hashable {
            var code: DiagnosticCode, storyboard: String, scene: String?, segue: String?, severity: Diagnostic.Severity
        }
        func place(_ key: Key, _ diagnostic: Diagnostic) -> Place? {
            guard key.scene != nil || key.segue != nil else { return nil }
            return Place(
                code: key.code, storyboard: key.storyboard, scene: key.scene, segue: key.segue,
                severity: diagnostic.severity)
        }
        var before = keyed(old)
        try cancellation.check()
        var after = keyed(new)
        try cancellation.check()
        var gone: [Place: [Key]] = [:]
        for (key, diagnostic) in before where after[key] == nil {
            if let place = place(key, diagnostic) { gone[place, default: []].append(key) }
        }
        gone = gone.mapValues { $0.sorted { $0.message > $1.message } }
        for (key, diagnostic) in after.sorted(by: { $0.key.message < $1.key.message }) where before[key] == nil {
            guard let place = place(key, diagnostic), let reworded = gone[place]?.popLast() else { continue }
            before[reworded] = nil
            after[key] = nil
        }
        var changes: [NavigationChange] = []
        for (key, diagnostic) in after where before[key] == nil {
            changes.append(
                NavigationChange(
                    diagnostic.severity == .error ? .breaking : .behaviour, .diagnostic, .introduced,
                    storyboard: key.storyboard, item: key.code.rawValue, new: diagnostic.severity.rawValue,
                    message: "\(diagnostic.severity.rawValue) introduced: \(diagnostic.message)"))
        }
        for (key, diagnostic) in before where after[key] == nil {
            changes.append(
                NavigationChange(
                    .cosmetic, .diagnostic, .fixed, storyboard: key.storyboard, item: key.code.rawValue,
                    old: diagnostic.severity.rawValue,
                    message: "\(diagnostic.severity.rawValue) fixed: \(diagnostic.message)"))
        }
        return changes
    }

    /// Names generated code declares for storyboards, storyboard IDs, segue and reuse identifiers that kept their
    /// raw string but got another name (a new clash renamed them): code using the old name stops compiling.
    static func symbolChanges(old: NavigationGraph, new: NavigationGraph) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        func compare(_ before: [String: String], _ after: [String: String], storyboard: String, what: String) {
            for (raw, name) in before.sorted(by: { $0.key < $1.key }) {
                guard let renamed = after[raw], renamed != name else { continue }
                changes.append(
                    NavigationChange(
                        .breaking, .symbol, .changed, storyboard: storyboard, item: raw, property: what, old: name,
                        new: renamed, message: "generated name of \(what) '\(raw)' is now \(renamed) (was \(name))"))
            }
        }
        compare(
            SwiftIdentifier.storyboardTypeNames(
                for: old.storyboards, platform: old.project.platform, appModule: old.project.module),
            SwiftIdentifier.storyboardTypeNames(
                for: new.storyboards, platform: new.project.platform, appModule: new.project.module),
            storyboard: "", what: "storyboard")
        for storyboard in old.storyboards {
            guard let after = new.storyboard(named: storyboard.name) else { continue }
            compare(
                identifierNames(storyboard), identifierNames(after), storyboard: storyboard.name,
                what: "storyboard ID")
            compare(segueNames(storyboard), segueNames(after), storyboard: storyboard.name, what: "segue identifier")
            compare(
                storyboard.reuseIdentifierNames, after.reuseIdentifierNames, storyboard: storyboard.name,
                what: "reuse identifier")
        }
        return changes
    }

    private static func identifierNames(_ storyboard: Storyboard) -> [String: String] {
        let raws = Set(storyboard.scenes.compactMap { nonEmpty($0.storyboardIdentifier) })
        return SwiftIdentifier.generatedNames(
            for: raws.sorted(), .lowerCamel, reserved: SwiftIdentifier.storyboardMemberNames)
    }

    private static func segueNames(_ storyboard: Storyboard) -> [String: String] {
        let raws = Set(storyboard.segues.filter { !$0.isContainment }.compactMap { nonEmpty($0.identifier) })
        return SwiftIdentifier.generatedNames(for: raws.sorted(), .lowerCamel)
    }

    /// Every scene reachable from some storyboard's initial scene, through segues, containment, references and
    /// code edges.
    static func reachable(in graph: NavigationGraph) -> Set<SceneRef> {
        var seen = Set(graph.nodes.indices.filter { graph.nodes[$0].isInitial })
        var queue = Array(seen)
        while let index = queue.popLast() {
            for (next, _) in graph.routeSteps(from: index) where !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        // Code nodes are classes, not scenes: reaching one is no route change of a scene.
        return Set(seen.filter { !graph.isCodeNode($0) }.map { graph.nodes[$0].ref })
    }

    /// Whether `was`'s way of obtaining its class (its storyboard ID, or its storyboard's initial scene) still
    /// gives the class in `now`.
    private static func stillObtained(_ was: LookupResult, by now: LookupResult) -> Bool {
        guard was.storyboard == now.storyboard else { return false }
        switch was.instantiation {
        case .identifier: return was.identifier == now.identifier
        case .initial: return now.initial
        case .none, .code: return true
        }
    }

    /// `instantiateViewController(withIdentifier: "Login") in Main`, `initial scene of Main`, `segue only`.
    private static func instantiation(_ result: LookupResult) -> String {
        switch result.instantiation {
        case .identifier: "identifier '\(result.identifier ?? "")' in \(result.storyboard)"
        case .initial: "initial scene of \(result.storyboard)"
        case .none: "segue only"
        case .code: "code only"
        }
    }

    private static func describe(_ summary: SceneSummary) -> String {
        "\(summary.storyboard)/\(summary.id) (\(summary.swiftType))"
    }

    /// The segue kind with the attributes that change how UIKit presents it.
    private static func presentation(_ resolution: SegueResolution, _ segue: Segue) -> String {
        var text = resolution.kind
        for key in ["modalPresentationStyle", "modalTransitionStyle"] {
            if let value = segue.attributes[key] { text += " \(key)=\(value)" }
        }
        return text
    }
}

extension GraphError {
    /// The error's sentence, for a diff's message.
    var sentence: String {
        switch self {
        case .notFound(let text, _), .ambiguous(let text, _), .unresolvable(let text), .invalidQuery(let text): text
        }
    }
}
