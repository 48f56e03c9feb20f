import StoryboardModel

extension StoryboardFiles {
    /// What differs between a base storyboard and a localized copy, one sentence per difference, sorted.
    ///
    /// Localized copies should differ in strings only; a scene or segue present in one and not the other,
    /// or a changed class, storyboard ID, segue identifier, destination or initial scene, means the copy is
    /// stale and code generated from the base would not match it at run time.
    public static func localizationDifferences(base: Storyboard, localized: Storyboard) -> [String] {
        var differences: [String] = []
        if base.initialScene != localized.initialScene {
            differences.append(
                "initial scene: \(text(base.initialScene)) in base, \(text(localized.initialScene)) in localized copy")
        }
        let baseScenes = Dictionary(base.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let localizedScenes = Dictionary(localized.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(baseScenes.keys).union(localizedScenes.keys).sorted() {
            switch (baseScenes[id], localizedScenes[id]) {
            case (let scene?, nil):
                differences.append("scene \(id) (\(scene.swiftType(platform: base.platform ?? .ios))) only in base")
            case (nil, let scene?):
                differences.append(
                    "scene \(id) (\(scene.swiftType(platform: localized.platform ?? .ios))) only in localized copy")
            case (let left?, let right?):
                differences += changes(
                    "scene \(id)",
                    [
                        ("kind", left.kind, right.kind),
                        ("customClass", left.customClass, right.customClass),
                        ("customModule", left.customModule, right.customModule),
                        ("storyboard ID", left.storyboardIdentifier, right.storyboardIdentifier),
                        ("referenced storyboard", left.referencedStoryboard, right.referencedStoryboard),
                        ("referenced identifier", left.referencedIdentifier, right.referencedIdentifier),
                    ])
            case (nil, nil):
                continue
            }
        }
        let baseSegues = Dictionary(base.segues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let localizedSegues = Dictionary(localized.segues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(baseSegues.keys).union(localizedSegues.keys).sorted() {
            switch (baseSegues[id], localizedSegues[id]) {
            case (let segue?, nil):
                differences.append("segue \(id) (\(segue.identifier ?? segue.kind)) only in base")
            case (nil, let segue?):
                differences.append("segue \(id) (\(segue.identifier ?? segue.kind)) only in localized copy")
            case (let left?, let right?):
                differences += changes(
                    "segue \(id)",
                    [
                        ("source", left.source, right.source),
                        ("destination", left.destination, right.destination),
                        ("kind", left.kind, right.kind),
                        ("identifier", left.identifier, right.identifier),
                        ("customClass", left.customClass, right.customClass),
                    ])
            case (nil, nil):
                continue
            }
        }
        return differences
    }

    private static func changes(_ subject: String, _ fields: [(String, String?, String?)]) -> [String] {
        fields.compactMap { field, base, localized in
            base == localized ? nil : "\(subject): \(field) \(text(base)) in base, \(text(localized)) in localized copy"
        }
    }

    private static func text(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "none"
    }
}
