import StoryboardModel

/// Small random storyboards from a seed, dense in what crosses storyboards and what collides: a few class
/// names shared between scenes, storyboard IDs repeated, references into every storyboard (and into one that
/// is never made), segues with shared identifiers, navigation and tab bar containers, dangling ends. For tests
/// that compare a graph kept up to date write by write with one built from nothing.
public struct RandomStoryboards: Sendable {
    /// The names storyboards are drawn from ("Ghost" is referenced but never made).
    public static let names = ["Auth", "Main", "Profile", "Settings", "Shop"]
    /// The classes scenes are drawn from (so lookups collide and diagnostics fire).
    public static let classes = [
        "HomeViewController", "LoginViewController", "ListViewController", "CartViewController",
    ]
    /// The segue identifiers segues are drawn from.
    public static let identifiers = ["showDetail", "next", "login"]

    private var state: UInt64

    /// A generator whose every draw follows from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of a SplitMix64 sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// A storyboard named `name` of up to seven scenes and nine segues; `edit` tells its titles apart.
    public mutating func storyboard(named name: String, edit: Int = 0) -> Storyboard {
        var scenes: [Scene] = []
        for number in 0..<(1 + below(7)) {
            scenes.append(scene(id: "\(name.prefix(2))-\(number)", edit: edit))
        }
        var segues: [Segue] = []
        for number in 0..<below(10) {
            segues.append(segue(id: "\(name.prefix(2))-g\(number)", among: scenes))
        }
        let initial = below(4) == 0 ? nil : pick(scenes).id
        return Storyboard(name: name, initialScene: initial, scenes: scenes, segues: segues)
    }

    /// A scene: mostly view controllers of a shared class, some containers, some references.
    public mutating func scene(id: String, edit: Int = 0) -> Scene {
        let identifier = below(3) == 0 ? nil : pick(["home", "login", "list", "9 bad id"])
        switch below(8) {
        case 0, 1:
            let target = below(4) == 0 ? nil : pick(Self.names + ["Ghost"])
            let referenced = below(2) == 0 ? nil : pick(["home", "login", "list", "nowhere"])
            return Scene(
                id: id, kind: Scene.referenceKind, storyboardIdentifier: identifier, referencedStoryboard: target,
                referencedIdentifier: referenced)
        case 2:
            return Scene(id: id, kind: "navigationController", storyboardIdentifier: identifier)
        case 3:
            return Scene(id: id, kind: "tabBarController", storyboardIdentifier: identifier)
        default:
            return Scene(
                id: id, kind: "viewController", customClass: below(5) == 0 ? nil : pick(Self.classes),
                storyboardIdentifier: identifier, title: "Title \(edit)")
        }
    }

    /// A segue between scenes of `scenes` (now and then to a missing one).
    public mutating func segue(id: String, among scenes: [Scene]) -> Segue {
        let source = pick(scenes).id
        let destination = below(8) == 0 ? "missing" : pick(scenes).id
        switch below(6) {
        case 0:
            return Segue(
                id: id, source: source, destination: destination, kind: "relationship",
                relationship: pick(["rootViewController", "viewControllers"]))
        case 1:
            return Segue(id: id, source: source, destination: destination, kind: "embed")
        default:
            return Segue(
                id: id, source: source, destination: destination, kind: pick(["show", "presentation", "showDetail"]),
                identifier: below(4) == 0 ? nil : pick(Self.identifiers))
        }
    }
}
