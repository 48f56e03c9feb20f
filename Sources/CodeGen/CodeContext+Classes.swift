import StoryboardModel

/// A scene of a custom class with a storyboard ID: what class-keyed styles fill in for the class.
struct ClassScene: Sendable {
    var storyboard: String
    var identifier: String
    var scene: Scene
    var type: TypeReference
}

extension CodeContext {
    /// Custom classes by name with every scene of theirs that has a storyboard ID, sorted. A class with
    /// several such scenes is ambiguous for code keyed on the class (docs/model.md: lookup answers `409`).
    var classScenes: [(type: TypeReference, scenes: [ClassScene])] {
        var byClass: [String: [ClassScene]] = [:]
        for storyboard in storyboards {
            for (identifier, scene) in identifiedScenes(of: storyboard) {
                let type = type(of: scene)
                guard type.isCustom else { continue }
                byClass[type.name, default: []].append(
                    ClassScene(storyboard: storyboard.name, identifier: identifier, scene: scene, type: type))
            }
        }
        return byClass.keys.sorted().compactMap { name in
            guard let scenes = byClass[name], let first = scenes.first else { return nil }
            return (first.type, scenes)
        }
    }

    /// The classes with exactly one identified scene, and a comment naming the others with their scenes.
    func uniqueClassScenes(
        _ classScenes: [(type: TypeReference, scenes: [ClassScene])]? = nil
    )
        -> (unique: [ClassScene], ambiguity: SwiftDecl?)
    {
        var unique: [ClassScene] = []
        var lines: [String] = []
        for (type, scenes) in classScenes ?? self.classScenes {
            if scenes.count == 1, let only = scenes.first {
                unique.append(only)
            } else {
                let places = scenes.map { "\($0.storyboard):\(SwiftLiteral.commentText($0.identifier))" }
                lines.append("\(type.name) is left out: it has several scenes (\(places.joined(separator: ", "))).")
            }
        }
        return (unique, lines.isEmpty ? nil : .comment(lines))
    }

    /// `extension Class { static var storyboardName; static var <identifierProperty> }` for each class: where
    /// its one identified scene lives, for the class-keyed protocol styles.
    func classSceneExtensions(_ unique: [ClassScene], identifierProperty: String) -> [SwiftDecl] {
        unique.map { entry in
            .type(
                SwiftType(
                    kind: .extension, name: entry.type.name,
                    members: [
                        staticString(
                            "storyboardName", entry.storyboard, doc: "The storyboard that holds this class's scene."),
                        staticString(
                            identifierProperty, entry.identifier, doc: "The storyboard ID of this class's scene."),
                    ]))
        }
    }

    /// `static var name: String { "value" }` as an extension member.
    func staticString(_ name: String, _ value: String, doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                doc: [doc], modifiers: ["static"], name: name, type: "String",
                getter: [.line(SwiftLiteral.string(value))]))
    }
}
