extension NavigationGraph {
    /// Finds the scene `text` names (docs/model.md, "Names"): `Storyboard/sceneId`,
    /// `Storyboard:storyboardIdentifier`, or a class name that exactly one scene has.
    ///
    /// Storyboard names are file names and class names are Swift identifiers, so neither holds `/`; a storyboard
    /// ID may hold anything, so the identifier form splits at the first `:` whose prefix names a storyboard.
    /// A class no scene has but the code navigation names is its code node (`SceneRef.code`), so routes can
    /// start and end there.
    public func locate(_ text: String) throws(GraphError) -> SceneRef {
        endpointRef(try endpoint(named: text))
    }

    /// The node index `text` names.
    func node(named text: String) throws(GraphError) -> Int {
        guard !text.isEmpty else {
            throw GraphError.invalidQuery(
                "empty scene name: use a class name, 'Storyboard/sceneId' or 'Storyboard:storyboardID'")
        }
        // `Storyboard:ID` first: a storyboard ID may hold `/` (or `:`), a storyboard name never holds `/`.
        var searchStart = text.startIndex
        while let colon = text[searchStart...].firstIndex(of: ":") {
            let name = String(text[..<colon])
            if storyboardIndex[name] != nil {
                return try node(storyboard: name, identifier: String(text[text.index(after: colon)...]))
            }
            searchStart = text.index(after: colon)
        }
        let slash = text.firstIndex(of: "/")
        if let colon = text.firstIndex(of: ":"), slash.map({ colon < $0 }) ?? true {
            // `:Home` names no storyboard at all: the query's form is wrong, not a storyboard missing.
            if colon == text.startIndex {
                throw GraphError.invalidQuery(
                    "'\(text)' needs a storyboard before ':' ('Storyboard:storyboardID'), or is a class name")
            }
            throw missingStoryboard(String(text[..<colon]))
        }
        if let slash {
            return try node(storyboard: String(text[..<slash]), sceneID: String(text[text.index(after: slash)...]))
        }
        return try node(className: text)
    }

    /// The scene with IB id `sceneID` in `storyboard`.
    func node(storyboard: String, sceneID: String) throws(GraphError) -> Int {
        guard !storyboard.isEmpty, !sceneID.isEmpty else {
            throw GraphError.invalidQuery("'\(storyboard)/\(sceneID)' needs both a storyboard and a scene id")
        }
        guard let position = storyboardIndex[storyboard] else { throw missingStoryboard(storyboard) }
        if let index = nodeIndex(SceneRef(storyboard: storyboard, scene: sceneID)) { return index }
        throw GraphError.notFound(
            "no scene with id '\(sceneID)' in storyboard '\(storyboard)'",
            hint: NearMatch.hint(for: sceneID, in: storyboards[position].scenes.map(\.id)))
    }

    /// The scene with storyboard ID `identifier` in `storyboard`; several → ambiguous.
    func node(storyboard: String, identifier: String) throws(GraphError) -> Int {
        guard !storyboard.isEmpty, !identifier.isEmpty else {
            throw GraphError.invalidQuery("'\(storyboard):\(identifier)' needs both a storyboard and a storyboard ID")
        }
        guard let position = storyboardIndex[storyboard] else { throw missingStoryboard(storyboard) }
        let matches = nodesByIdentifier[position][identifier] ?? []
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw GraphError.ambiguous(
                "storyboard ID '\(identifier)' is on \(matches.count) scenes of '\(storyboard)' ("
                    + matches.map { nodes[$0].ref.description }.joined(separator: ", ")
                    + "); name one as 'Storyboard/sceneId'",
                candidates: matches.map { nodes[$0].summary })
        }
        throw GraphError.notFound(
            "no scene with storyboard ID '\(identifier)' in storyboard '\(storyboard)'",
            hint: identifierHint(identifier, storyboard: position))
    }

    /// The one non-reference scene whose Swift type is `className`; several → ambiguous. `Module.Class`
    /// (as `String(reflecting:)` prints a type) narrows the class to scenes of that module.
    func node(className: String) throws(GraphError) -> Int {
        var matches = nodesByClass[className] ?? []
        if matches.isEmpty, let dot = className.lastIndex(of: ".") {
            let module = String(className[..<dot])
            matches = (nodesByClass[String(className[className.index(after: dot)...])] ?? []).filter {
                self.module(ofNode: $0) == module
            }
        }
        if matches.count == 1 { return matches[0] }
        let modules = Dictionary(grouping: matches, by: { module(ofNode: $0) })
        if modules.count > 1 { throw classInSeveralModules(className, modules) }
        if matches.count > 1 {
            throw GraphError.ambiguous(
                "class '\(className)' is on \(matches.count) scenes ("
                    + matches.map { nodes[$0].ref.description }.joined(separator: ", ")
                    + "); name one as 'Storyboard/sceneId' or 'Storyboard:storyboardID'",
                candidates: matches.map { nodes[$0].summary }.sorted { $0.ref < $1.ref })
        }
        throw GraphError.notFound("no scene has class '\(className)'", hint: classHint(className))
    }

    /// A class name that several modules declare (an app's `GameViewController` and a framework's): two
    /// classes, named with their modules (`Module.Class`, which `node(className:)` accepts).
    private func classInSeveralModules(_ className: String, _ modules: [String?: [Int]]) -> GraphError {
        let named = modules.map { module, indexes in
            let qualified =
                module.map { "\($0).\(className)" } ?? "\(className) of the app's module (the project names none)"
            return (qualified, indexes.map { nodes[$0].ref.description }.sorted())
        }.sorted { $0.0 < $1.0 }
        let qualifiable = named.filter { !$0.0.contains(" ") }.map(\.0)
        return GraphError.ambiguous(
            "class '\(className)' is declared by \(modules.count) modules: "
                + named.map { "\($0.0) (\($0.1.joined(separator: ", ")))" }.joined(separator: ", ")
                + "; name one as 'Module.Class'"
                + (qualifiable.count < named.count ? " or its scene as 'Storyboard/sceneId'" : "")
                + " (" + qualifiable.joined(separator: " or ") + ")",
            candidates: modules.values.joined().map { nodes[$0].summary }.sorted { $0.ref < $1.ref })
    }

    private func missingStoryboard(_ name: String) -> GraphError {
        GraphError.notFound(
            "no storyboard named '\(name)' in project '\(project.name)'",
            hint: NearMatch.hint(for: name, in: storyboards.map(\.name))
                ?? "storyboards: " + storyboards.map(\.name).joined(separator: ", "))
    }

    /// Explains a missing storyboard ID: a scene whose class is that name but has no ID (the usual slip when
    /// IDs follow class names), else IDs close to it.
    private func identifierHint(_ identifier: String, storyboard position: Int) -> String? {
        let storyboardName = storyboards[position].name
        if let same = (nodesByClass[identifier] ?? []).first(where: { nodes[$0].storyboard == position }) {
            let scene = nodes[same].scene
            if let existing = scene.storyboardIdentifier, !existing.isEmpty {
                return "scene \(nodes[same].ref) has class \(identifier) and storyboard ID '\(existing)'"
            }
            return "scene \(nodes[same].ref) has class \(identifier) but no storyboard ID; set it in Interface "
                + "Builder's Identity inspector"
        }
        return NearMatch.hint(for: identifier, in: nodesByIdentifier[position].keys)
            ?? (nodesByIdentifier[position].isEmpty
                ? "storyboard '\(storyboardName)' has no storyboard IDs"
                : "storyboard IDs in '\(storyboardName)': "
                    + nodesByIdentifier[position].keys.sorted().joined(separator: ", "))
    }

    /// Explains a missing class: the module it really lives in, a storyboard ID spelt like it, else classes
    /// close to it.
    private func classHint(_ className: String) -> String? {
        if let dot = className.lastIndex(of: "."),
            let matches = nodesByClass[String(className[className.index(after: dot)...])]
        {
            return matches.map {
                "scene \(nodes[$0].ref) has class \(nodes[$0].summary.swiftType) in module "
                    + (module(ofNode: $0) ?? "(none)")
            }.joined(separator: "; ")
        }
        for (position, identifiers) in nodesByIdentifier.enumerated() {
            if let match = identifiers[className]?.first {
                return
                    "storyboard ID '\(className)' is on scene \(nodes[match].ref) (class \(nodes[match].summary.swiftType));"
                    + " ask for '\(storyboards[position].name):\(className)'"
            }
        }
        return NearMatch.hint(for: className, in: nodesByClass.keys)
    }
}
