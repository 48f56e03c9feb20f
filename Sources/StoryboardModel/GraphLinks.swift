/// What crosses storyboards in a `NavigationGraph`: the project-wide class index and the storyboard
/// references, kept by `NodeID` so that replacing one storyboard updates only its own entries and the
/// references that point into it (`replacingPart`).
struct GraphLinks: Sendable, Equatable {
    /// The positions of the storyboards holding a non-reference scene of each Swift type, in order.
    var classParts: [String: [Int]] = [:]
    /// One step of every reference placeholder.
    var links: [NodeID: StoredLink] = [:]
    /// Per scene: the reference placeholders that lead to it in one step, in node order.
    var referencedBy: [NodeID: [NodeID]] = [:]
    /// The reference placeholders by the storyboard name they point into (a missing one too), in node order.
    var referencesInto: [String: [NodeID]] = [:]

    /// The links of `parts` (storyboards at the same positions), built from nothing.
    init(parts: [StoryboardPart], storyboards: [Storyboard], storyboardIndex: [String: Int]) {
        for (position, part) in parts.enumerated() {
            for className in part.nodesByClass.keys { classParts[className, default: []].append(position) }
            for local in part.references {
                let reference = NodeID(part: position, local: local)
                referencesInto[Self.target(of: part.nodes[local].scene, in: storyboards[position]), default: []]
                    .append(reference)
            }
        }
        for (position, part) in parts.enumerated() {
            for local in part.references {
                link(
                    NodeID(part: position, local: local), parts: parts, storyboards: storyboards, index: storyboardIndex
                )
            }
        }
    }

    /// The links after the storyboard at `position` changed from `old` to `parts[position]` (same name, same
    /// position): its classes and references replaced, and every reference into it followed again.
    mutating func replacePart(
        at position: Int, old: StoryboardPart, parts: [StoryboardPart], storyboards: [Storyboard],
        storyboardIndex: [String: Int]
    ) {
        let new = parts[position]
        let name = storyboards[position].name
        for className in old.nodesByClass.keys where new.nodesByClass[className] == nil {
            classParts[className]?.removeAll { $0 == position }
            if classParts[className]?.isEmpty == true { classParts[className] = nil }
        }
        for className in new.nodesByClass.keys where old.nodesByClass[className] == nil {
            classParts[className, default: []].insertSorted(position)
        }
        for local in old.references {
            let reference = NodeID(part: position, local: local)
            unlink(reference)
            referencesInto.remove(reference, under: Self.target(of: old.nodes[local].scene, in: storyboards[position]))
        }
        // What pointed into the old part points at numbers that may have moved: followed again below.
        for reference in referencesInto[name] ?? [] { unlink(reference) }
        for local in new.references {
            let reference = NodeID(part: position, local: local)
            let target = Self.target(of: new.nodes[local].scene, in: storyboards[position])
            referencesInto[target, default: []].insertSorted(reference)
            if target != name { link(reference, parts: parts, storyboards: storyboards, index: storyboardIndex) }
        }
        for reference in referencesInto[name] ?? [] {
            link(reference, parts: parts, storyboards: storyboards, index: storyboardIndex)
        }
    }

    private mutating func unlink(_ reference: NodeID) {
        if case .scene(let target)? = links.removeValue(forKey: reference) {
            referencedBy.remove(reference, under: target)
        }
    }

    /// A reference without `storyboardName` points into its own storyboard; without `referencedIdentifier`
    /// it stands for the referenced storyboard's initial scene (IB's Attributes inspector semantics).
    private mutating func link(
        _ reference: NodeID, parts: [StoryboardPart], storyboards: [Storyboard], index: [String: Int]
    ) {
        let scene = parts[reference.part].nodes[reference.local].scene
        let targetName = Self.target(of: scene, in: storyboards[reference.part])
        let found: StoredLink
        if let target = index[targetName] {
            if let identifier = Self.nonEmpty(scene.referencedIdentifier) {
                if let local = parts[target].nodesByIdentifier[identifier]?.first {
                    found = .scene(NodeID(part: target, local: local))
                } else {
                    found = .problem(.missingIdentifier(storyboard: targetName, identifier: identifier))
                }
            } else if let initial = storyboards[target].initialScene, let local = parts[target].sceneIndex[initial] {
                found = .scene(NodeID(part: target, local: local))
            } else {
                found = .problem(.noInitialScene(storyboard: targetName))
            }
        } else {
            found = .problem(.missingStoryboard(targetName))
        }
        links[reference] = found
        if case .scene(let target) = found { referencedBy[target, default: []].insertSorted(reference) }
    }

    /// The storyboard a reference placeholder of `storyboard` points into.
    private static func target(of scene: Scene, in storyboard: Storyboard) -> String {
        nonEmpty(scene.referencedStoryboard) ?? storyboard.name
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
