import StoryboardModel

/// Reads a small navigation graph and the questions to ask it from fuzzer bytes.
///
/// Every choice takes one byte modulo a small pool, so short inputs make dense graphs with many shared
/// names: duplicate ids, cycles, references to missing storyboards and segues to missing scenes are common.
/// Past the end of the input every byte reads as 0.
struct GraphInput {
    private let bytes: [UInt8]
    private var position = 0

    static let storyboardNames = ["Main", "Settings", "Media", "main", ""]
    static let sceneIDs = ["a", "b", "c", "d", "e", "f", "g", "h", "a-b", "Main/a", "x:y", ""]
    static let kinds = [
        "viewController", "navigationController", "tabBarController", "splitViewController",
        "pageViewController", "tableViewController", Scene.referenceKind, "hostingController",
        "collectionViewController", "windowController", "viewController",
    ]
    static let classes: [String?] = [nil, "A", "B", "LoginViewController", "UINavigationController", "A", "é", ""]
    static let identifiers: [String?] = [nil, "x", "y", "login", "1bad", "class", "", "x"]
    static let segueKinds = [
        "show", "showDetail", "presentation", "popoverPresentation", "embed", "relationship", "unwind", "custom",
        "push", "modal", "replace",
    ]
    static let relationships: [String?] = [
        nil, "rootViewController", "viewControllers", "masterViewController", "detailViewController",
    ]

    init(_ buffer: UnsafeRawBufferPointer) {
        bytes = Array(buffer)
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func pick<T>(_ pool: [T]) -> T {
        pool[byte() % pool.count]
    }

    /// The rest of the input as text (up to 64 bytes), for names no pool holds.
    mutating func text() -> String {
        let wanted = byte() % 65
        let start = min(position, bytes.count)
        let end = min(start + wanted, bytes.count)
        position = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    mutating func storyboards() -> [Storyboard] {
        let count = 1 + byte() % 3
        return (0..<count).map { index in
            let name = index == 0 ? "Main" : pick(Self.storyboardNames)
            let scenes = (0..<(byte() % 10)).map { _ in scene() }
            let segues = (0..<(byte() % 16)).map { number in segue(number) }
            let initial: String? = byte() % 3 == 0 ? nil : pick(Self.sceneIDs)
            return Storyboard(name: name, initialScene: initial, scenes: scenes, segues: segues)
        }
    }

    private mutating func scene() -> Scene {
        let kind = pick(Self.kinds)
        var scene = Scene(
            id: pick(Self.sceneIDs), kind: kind, customClass: pick(Self.classes),
            storyboardIdentifier: pick(Self.identifiers))
        if kind == Scene.referenceKind {
            scene.referencedStoryboard = byte() % 4 == 0 ? nil : pick(Self.storyboardNames + ["Nope"])
            scene.referencedIdentifier = pick(Self.identifiers)
        }
        return scene
    }

    private mutating func segue(_ number: Int) -> Segue {
        let source = pick(Self.sceneIDs)
        let destination: String? = byte() % 5 == 0 ? nil : pick(Self.sceneIDs + ["missing"])
        return Segue(
            id: "s\(number % 4)", source: source, destination: destination, kind: pick(Self.segueKinds),
            identifier: pick(Self.identifiers), relationship: pick(Self.relationships))
    }

    /// A name a client might pass as a source or target: a class, `Storyboard/id`, `Storyboard:identifier`
    /// or raw text.
    mutating func sceneName() -> String {
        switch byte() % 4 {
        case 0: return pick(Self.classes) ?? "A"
        case 1: return pick(Self.storyboardNames) + "/" + pick(Self.sceneIDs)
        case 2: return pick(Self.storyboardNames) + ":" + (pick(Self.identifiers) ?? "")
        default: return text()
        }
    }
}
