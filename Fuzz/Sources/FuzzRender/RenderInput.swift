import StoryboardModel

/// Fuzzed bytes as names, and a graph that uses every name in every role a renderer prints.
enum RenderInput {
    /// The input split at NUL bytes into at most 12 names, each decoded as UTF-8 (invalid bytes replaced) and
    /// cut at 3,000 bytes: past `DOTText.limit` (1,024 characters) a name is shortened anyway, and longer ones
    /// only slow the search down.
    static func names(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var names = bytes.split(separator: 0, maxSplits: 11, omittingEmptySubsequences: false).map {
            String(decoding: $0.prefix(3_000), as: UTF8.self)
        }
        if names.count < 2 { names.append("Main") }
        return names
    }

    /// Two storyboards: the first named by `names[0]` with a scene per name (id, class, storyboard ID and
    /// title all that name) reached from a start scene by a segue identified by it, one scene a navigation
    /// controller, one a reference to the second storyboard, named by `names[1]`.
    static func graph(_ names: [String]) -> NavigationGraph {
        var scenes = [Scene(id: "start", kind: "viewController", customClass: names[0], storyboardIdentifier: "s")]
        var segues: [Segue] = []
        for (index, name) in names.enumerated() {
            let kind = index == 1 ? "navigationController" : index == 2 ? Scene.referenceKind : "viewController"
            var scene = Scene(
                id: name, kind: kind, customClass: name, storyboardIdentifier: name, title: name)
            if kind == Scene.referenceKind {
                scene.referencedStoryboard = names[1]
                scene.referencedIdentifier = name
            }
            scenes.append(scene)
            let segueKind = ["show", "presentation", "relationship", "unwind", "embed"][index % 5]
            segues.append(
                Segue(
                    id: name + "\(index)", source: "start", destination: index % 7 == 6 ? nil : name,
                    kind: segueKind, identifier: name, relationship: segueKind == "relationship" ? name : nil,
                    unwindAction: segueKind == "unwind" ? name : nil))
        }
        let first = Storyboard(name: names[0], initialScene: "start", scenes: scenes, segues: segues)
        let second = Storyboard(
            name: names[1], initialScene: names.last,
            scenes: names.map { Scene(id: $0, kind: "viewController", customClass: $0, storyboardIdentifier: $0) })
        return NavigationGraph(
            project: Project(name: "fuzz", module: nil, platform: .ios), storyboards: [first, second])
    }
}
