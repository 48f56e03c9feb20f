import StoryboardModel

/// `segues`: per source view controller class an `enum Segue: String`, `perform(segue:)` and a typed
/// destination taken from segue resolution; `UIStoryboardSegue.destination(matching:as:)` looks inside
/// navigation controllers.
struct SeguesStyle {
    let context: CodeContext

    /// One source class: its type, its segue targets sorted by case name, and the case names by identifier.
    typealias Source = (type: TypeReference, targets: [SegueTarget], names: [String: String])

    /// The segue targets of every custom source class, sorted by class, then by case name.
    func targetsBySource() -> (sources: [Source], skipped: [String]) {
        var bySource: [String: (type: TypeReference, targets: [String: [SegueTarget]])] = [:]
        var skipped: [String] = []
        for storyboard in context.storyboards {
            for segue in storyboard.segues.sorted(by: { $0.id < $1.id }) {
                guard segue.kind != "relationship", let identifier = segue.identifier, !identifier.isEmpty,
                    let source = storyboard.scene(id: segue.source)
                else { continue }
                let sourceType = context.type(of: source)
                guard sourceType.isCustom else {
                    skipped.append(
                        "\(storyboard.name)/\(source.id) (\(sourceType.name)): \(SwiftLiteral.commentText(identifier))")
                    continue
                }
                let target = self.target(of: segue, identifier: identifier, in: storyboard)
                bySource[sourceType.name, default: (sourceType, [:])].targets[identifier, default: []].append(target)
            }
        }
        let sources = bySource.keys.sorted().compactMap { name -> Source? in
            guard let entry = bySource[name] else { return nil }
            let targets = entry.targets.keys.sorted().compactMap { merge(entry.targets[$0] ?? []) }
            let names = Self.caseNames(targets)
            let sorted = NameTable.ordered(targets, raw: \.identifier, names: names)
            return (entry.type, sorted, names)
        }
        return (sources, skipped.sorted())
    }

    /// The case names of targets by identifier.
    static func caseNames(_ targets: [SegueTarget]) -> [String: String] {
        NameTable.names(for: targets.map(\.identifier), .lowerCamel)
    }

    func generate() -> [GeneratedFile] {
        let (sources, skipped) = targetsBySource()
        var decls: [SwiftDecl] = []
        if !skipped.isEmpty {
            decls.append(
                .comment(
                    ["Segues of scenes without a custom class get no enum (a framework class cannot have one):"]
                        + skipped.map { "  " + $0 }))
        }
        var types: [TypeReference] = []
        var example = "showDetail"
        if let source = sources.first(where: { $0.targets.contains { $0.type != nil } }),
            let target = source.targets.first(where: { $0.type != nil })
        {
            example = NameTable.bare(source.names[target.identifier] ?? example)
        }
        for source in sources {
            types.append(source.type)
            types += source.targets.compactMap(\.type)
            decls.append(sourceExtension(source))
        }
        decls.append(.mark("Implementation"))
        decls.append(destinationMatching)
        return [
            context.swiftFile(
                usage: [
                    "Usage: `perform(segue: .\(example))` in a view controller; in `prepare(for:sender:)`,",
                    "`if case .\(example)(let destination)? = destination(of: segue)` gives the typed destination.",
                ], body: decls, types: types)
        ]
    }

    /// The typed destination of `segue` from resolution; on failure the destination scene's type (or
    /// `UIViewController`) with a note saying why.
    private func target(of segue: Segue, identifier: String, in storyboard: Storyboard) -> SegueTarget {
        guard !segue.isUnwind else {
            let action = segue.unwindAction.map { " to \($0)" } ?? ""
            return SegueTarget(identifier: identifier, kind: segue.kind, type: nil, notes: ["Unwind segue\(action)."])
        }
        do throws(GraphError) {
            let resolution = try context.graph.resolve(segue: segue, storyboard: storyboard.name)
            guard let content = resolution.content else { throw GraphError.unresolvable("no destination") }
            let type = context.type(of: content)
            var notes = ["\(segue.kind) to `\(type.name)` (\(content.storyboard)/\(content.id))."]
            if let presented = resolution.presented, presented.ref != content.ref {
                notes.append("Presented inside `\(context.type(of: presented).name)`.")
            }
            if let container = resolution.container {
                let children = container.children.map { context.type(of: $0.scene).name }.joined(separator: ", ")
                notes.append("A container holding: \(children).")
            }
            if let note = type.note { notes.append("Typed as `\(type.name)`: \(note).") }
            return SegueTarget(identifier: identifier, kind: segue.kind, type: type, notes: notes)
        } catch {
            var type = context.fallbackType
            if let id = segue.destination, let scene = storyboard.scene(id: id), !scene.isReference {
                type = context.type(of: scene)
            }
            return SegueTarget(
                identifier: identifier, kind: segue.kind, type: type,
                notes: [
                    "\(segue.kind) to `\(type.name)`: not resolved (\(SwiftLiteral.commentText(describe(error))))."
                ])
        }
    }

    private func describe(_ error: GraphError) -> String {
        switch error {
        case .notFound(let text, _), .unresolvable(let text), .invalidQuery(let text): return text
        case .ambiguous(let text, _): return text
        }
    }

    /// One target for an identifier used by several segues of one class: their common type when they
    /// agree, else `UIViewController`.
    private func merge(_ targets: [SegueTarget]) -> SegueTarget? {
        guard var first = targets.first else { return nil }
        if targets.dropFirst().contains(where: { $0.type != first.type }) {
            first.type = targets.contains { $0.type == nil } ? nil : context.fallbackType
            first.notes = ["Several segues with this identifier lead to different classes."]
        }
        return first
    }

    private func sourceExtension(_ source: Source) -> SwiftDecl {
        let (type, targets, names) = source
        let segueCases = targets.map { target -> SwiftDecl in
            let name = names[target.identifier] ?? target.identifier
            return .enumCase(
                SwiftEnumCase(
                    doc: target.notes, name: name,
                    rawValue: NameTable.isSpelledAs(name, target.identifier) ? nil : target.identifier))
        }
        let typed = targets.filter { $0.type != nil }
        let destinationCases = typed.map { target -> SwiftDecl in
            .enumCase(
                SwiftEnumCase(name: names[target.identifier] ?? target.identifier, associatedValue: target.type?.name))
        }
        var switchBody: [(pattern: String, body: [SwiftStatement])] = []
        for target in targets {
            // After a dot a keyword needs no backticks (SE-0071); the unusable ones are never names here.
            let name = NameTable.bare(names[target.identifier] ?? target.identifier)
            if let destination = target.type {
                switchBody.append(
                    (
                        ".\(name)",
                        [
                            .line(
                                "return segue.destination(matching: known, as: \(destination.name).self).map { .\(name)($0) }"
                            )
                        ]
                    ))
            } else {
                switchBody.append((".\(name)", [.line("return nil")]))
            }
        }
        return .type(
            SwiftType(
                kind: .extension, name: type.name,
                members: [
                    .type(
                        SwiftType(
                            doc: ["The identifiers of the segues that leave this class's scenes."], kind: .enum,
                            name: "Segue", inherits: ["String", "CaseIterable", "Sendable"], members: segueCases)),
                    .type(
                        SwiftType(
                            doc: [
                                "A segue's destination typed as segue resolution finds it (unwind segues have none)."
                            ],
                            kind: .enum, name: "SegueDestination", members: destinationCases)),
                    .function(
                        SwiftFunction(
                            doc: ["Performs the segue with a typed identifier."],
                            signature: "func perform(segue: Segue, sender: Any? = nil)",
                            body: [.line("performSegue(withIdentifier: segue.rawValue, sender: sender)")])),
                    .function(
                        SwiftFunction(
                            doc: [
                                "The typed destination of `segue`, looking inside navigation controllers; `nil` for",
                                "another class's segue or a destination of an unexpected class.",
                            ],
                            signature: "func destination(of segue: UIStoryboardSegue) -> SegueDestination?",
                            body: [
                                .braced(
                                    "guard let identifier = segue.identifier, let known = Segue(rawValue: identifier) else",
                                    [.line("return nil")]),
                                .switchOn("known", switchBody),
                            ])),
                ]))
    }

    private var destinationMatching: SwiftDecl {
        .type(
            SwiftType(
                kind: .extension, name: "UIStoryboardSegue",
                members: [
                    .function(
                        SwiftFunction(
                            doc: [
                                "The destination as `type` when this is the segue `segue`: the root of the navigation",
                                "controllers it is wrapped in (as the segue's resolution names it), or the destination",
                                "itself when `type` is a navigation controller.",
                            ],
                            signature:
                                "func destination<S: RawRepresentable, T: UIViewController>(matching segue: S, as type: T.Type) -> T? where S.RawValue == String",
                            body: [
                                .braced("guard identifier == segue.rawValue else", [.line("return nil")]),
                                .line("var current: UIViewController? = destination"),
                                // Unwrapped before the cast: a root of a plain class (`UIViewController`) would
                                // otherwise match the navigation controller itself.
                                .braced(
                                    "while !(T.self is UINavigationController.Type), let navigation = current as? UINavigationController",
                                    [.line("current = navigation.viewControllers.first")]),
                                .line("return current as? T"),
                            ]))
                ]))
    }
}
