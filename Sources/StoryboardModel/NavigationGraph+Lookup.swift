extension NavigationGraph {
    /// Typed lookup by class name (docs/model.md, "Lookup and resolution"): the one scene whose Swift type is `className`.
    /// Several scenes → `ambiguous` listing them; none → where code makes the class, when the code navigation
    /// says, and the nibs that hold it (`Instantiation.code`), else `notFound` with a hint. The nibs that hold
    /// a scene's class are listed beside it (`nibs`, docs/model.md "Nibs").
    public func lookup(className: String) throws(GraphError) -> LookupResult {
        guard !className.isEmpty else { throw GraphError.invalidQuery("empty class name") }
        do {
            var result = lookupResult(try node(className: className))
            let held = nibLookups(className: className)
            if !held.isEmpty {
                result.nibs = held
                result.reason += "; " + Self.nibSentence(held, also: true)
            }
            return result
        } catch {
            guard case .notFound = error, let made = codeLookup(className: className) else { throw error }
            return made
        }
    }

    /// Typed lookup by storyboard ID (docs/model.md, "Lookup and resolution"): the scene with `identifier` in `storyboard`.
    public func lookup(storyboard: String, identifier: String) throws(GraphError) -> LookupResult {
        lookupResult(try node(storyboard: storyboard, identifier: identifier))
    }

    /// Typed lookup of any scene text `locate(_:)` accepts.
    public func lookup(_ text: String) throws(GraphError) -> LookupResult {
        lookupResult(try node(named: text))
    }

    /// Scenes matching every given filter, sorted by storyboard then scene id. `className` matches the Swift
    /// type (custom class, else the framework class) of scenes that are not reference placeholders.
    public func scenes(
        className: String? = nil, storyboard: String? = nil, identifier: String? = nil, kind: String? = nil
    ) -> [SceneSummary] {
        var candidates: [Int]
        if let className {
            candidates = nodesByClass[className] ?? []
        } else if let storyboard {
            candidates = nodes.indices.filter { nodes[$0].ref.storyboard == storyboard }
        } else {
            candidates = Array(nodes.indices)
        }
        candidates = candidates.filter { index in
            let node = nodes[index]
            if let storyboard, node.ref.storyboard != storyboard { return false }
            if let identifier, node.scene.storyboardIdentifier != identifier { return false }
            if let kind, node.scene.kind != kind { return false }
            return true
        }
        return candidates.map { nodes[$0].summary }.sorted { $0.ref < $1.ref }
    }

    /// The module declaring the Swift type of node `index` (see `LookupResult.module`).
    func module(ofNode index: Int) -> String? {
        let scene = nodes[index].scene
        if let customClass = scene.customClass, !customClass.isEmpty {
            if let module = scene.customModule, !module.isEmpty { return module }
            // `customModuleProvider="target"` or no module at all: IB looks the class up in the app target.
            return project.module
        }
        if Scene.frameworkClass(forKind: scene.kind, platform: platform(ofStoryboard: nodes[index].storyboard)) != nil {
            return Scene.extraFramework(forKind: scene.kind)
                ?? platform(ofStoryboard: nodes[index].storyboard).uiFramework
        }
        return platform(ofStoryboard: nodes[index].storyboard).uiFramework
    }

    func lookupResult(_ index: Int) -> LookupResult {
        let node = nodes[index]
        let identifier = node.scene.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        let storyboardName = node.ref.storyboard
        // AppKit's NSStoryboard names its methods `...Controller`, UIKit's `...ViewController`.
        let isAppKit = platform(ofStoryboard: node.storyboard) == .macos
        let storyboardCall =
            (isAppKit ? "NSStoryboard" : "UIStoryboard") + "(name: \"\(escaped(storyboardName))\", bundle: nil)"
        let noun = isAppKit ? "Controller" : "ViewController"
        let instantiation: LookupResult.Instantiation
        let reason: String
        if let identifier {
            instantiation = .identifier
            reason = storyboardCall + ".instantiate\(noun)(withIdentifier: \"\(escaped(identifier))\")"
        } else if node.isInitial {
            instantiation = .initial
            reason = storyboardCall + ".instantiateInitial\(noun)()"
        } else {
            instantiation = .none
            reason =
                "scene \(node.ref) has no storyboard ID and is not the initial scene of '\(storyboardName)', so code "
                + "cannot instantiate it; " + arrivals(at: index)
        }
        return LookupResult(
            storyboard: storyboardName, scene: node.ref.scene, kind: node.scene.kind, identifier: identifier,
            initial: node.isInitial, swiftType: node.summary.swiftType, module: module(ofNode: index),
            instantiation: instantiation, reason: reason)
    }

    /// "it is reached only by segue 'x' from A, as rootViewController of B, through reference C" for the edges
    /// into `index`, or that nothing leads to it.
    private func arrivals(at index: Int) -> String {
        var ways: [String] = []
        for edgeIndex in incoming[index] {
            let edge = edges[edgeIndex]
            let from = edge.source.map { nodes[$0].ref.description } ?? edge.segue.source
            if edge.segue.kind == "relationship" {
                ways.append("as \(edge.segue.relationship ?? "child") of \(from)")
            } else if edge.segue.kind == "embed" {
                ways.append("embedded in \(from)")
            } else if let identifier = edge.segue.identifier, !identifier.isEmpty {
                ways.append("by segue '\(identifier)' from \(from)")
            } else {
                ways.append("by a \(edge.segue.kind) segue without identifier from \(from)")
            }
        }
        for reference in referencedBy[index] ?? [] {
            ways.append("through storyboard reference \(nodes[reference].ref)")
        }
        return ways.isEmpty
            ? "no segue, container or reference leads to it either"
            : "it is reached only " + ways.joined(separator: ", ")
    }

    /// Escapes `text` for a Swift string literal in a reason.
    private func escaped(_ text: String) -> String {
        text.replacingBackslashesAndQuotes()
    }
}

extension String {
    /// The string with `\` and `"` backslash-escaped, for Swift literals shown in messages.
    func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
