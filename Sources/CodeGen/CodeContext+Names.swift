import StoryboardModel

extension CodeContext {
    /// Upper camel case names for every storyboard, unique, never shadowing a type or module the code
    /// names (`enum StoryboardScene { enum ExtraModule }` would capture `ExtraModule.SomeClass`).
    var storyboardTypeNames: [String: String] {
        SwiftIdentifier.storyboardTypeNames(for: storyboards, platform: framework.platform, appModule: appModule)
    }

    /// Lower camel case names for every storyboard (enum cases).
    var storyboardCaseNames: [String: String] {
        NameTable.names(for: storyboards.map(\.name), .lowerCamel)
    }

    /// The scenes of `storyboard` that have a storyboard ID, by ID (the first scene by IB id when a
    /// storyboard repeats an ID, which diagnostics report), sorted by ID. References are left out: a
    /// placeholder cannot be instantiated.
    func identifiedScenes(of storyboard: Storyboard) -> [(identifier: String, scene: Scene)] {
        var byIdentifier: [String: Scene] = [:]
        for scene in storyboard.scenes.sorted(by: { $0.id < $1.id }) where !scene.isReference {
            guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty else { continue }
            if byIdentifier[identifier] == nil { byIdentifier[identifier] = scene }
        }
        return byIdentifier.keys.sorted().compactMap { key in byIdentifier[key].map { (key, $0) } }
    }

    /// The initial scene of `storyboard`, when it names a scene that can be instantiated.
    func initialScene(of storyboard: Storyboard) -> Scene? {
        guard let id = storyboard.initialScene, let scene = storyboard.scene(id: id), !scene.isReference else {
            return nil
        }
        return scene
    }

    /// Segue identifiers of `storyboard` that code can name (relationship segues never have one), sorted.
    func segueIdentifiers(of storyboard: Storyboard) -> [String] {
        let identifiers = storyboard.segues.compactMap { segue -> String? in
            guard segue.kind != "relationship", let identifier = segue.identifier, !identifier.isEmpty else {
                return nil
            }
            return identifier
        }
        return Array(Set(identifiers)).sorted()
    }

    /// Enum cases for raw strings: valid unique names, the raw value written when it differs.
    func cases(for raws: [String], doc: (String) -> [String] = { _ in [] }) -> [SwiftDecl] {
        let names = NameTable.names(for: raws, .lowerCamel)
        return NameTable.ordered(Array(Set(raws)), raw: { $0 }, names: names).map { raw in
            let name = names[raw] ?? raw
            let rawValue = NameTable.isSpelledAs(name, raw) ? nil : raw
            return .enumCase(SwiftEnumCase(doc: doc(raw), name: name, rawValue: rawValue))
        }
    }
}
