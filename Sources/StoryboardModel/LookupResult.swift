/// How code obtains an instance of a scene (docs/model.md, "Lookup and resolution").
public struct LookupResult: Codable, Sendable, Hashable {
    /// How the scene can be instantiated from code.
    public enum Instantiation: String, Codable, Sendable, Hashable, CaseIterable {
        /// `instantiateViewController(withIdentifier:)` with the scene's storyboard ID.
        case identifier
        /// `instantiateInitialViewController()`: the scene is its storyboard's initial scene and has no ID.
        case initial
        /// Neither: the scene can only be reached by segue or as a container's child (see `reason`).
        case none
        /// No storyboard has the class; code makes it (an initializer, a nib, a factory), where `madeInCode`
        /// lists (docs/model.md, "Code navigation"), or obtains it from the nibs `nibs` lists.
        case code
    }

    /// The storyboard name.
    public var storyboard: String
    /// The scene's IB id.
    public var scene: String
    /// The IB element kind.
    public var kind: String
    /// The storyboard ID, if any.
    public var identifier: String?
    /// Whether the scene is its storyboard's initial scene.
    public var initial: Bool
    /// The Swift type code receives.
    public var swiftType: String
    /// The module that declares `swiftType`: `customModule`, the project's module for classes of the app
    /// target, the framework (`UIKit`, `AppKit`, `SwiftUI`, ...) for framework classes; `nil` when unknown.
    public var module: String?
    /// How code obtains an instance.
    public var instantiation: Instantiation
    /// Why, in words: the call to make, or for `none` how the scene is reached instead.
    public var reason: String
    /// For `code`: where code makes the class, in file and line order; absent for storyboard classes.
    public var madeInCode: [CodeInstantiation]?
    /// The nibs that hold the class, with what it is in each and how code obtains it (docs/model.md, "Nibs");
    /// absent when no nib holds it.
    public var nibs: [NibLookup]?

    /// Creates a lookup result.
    public init(
        storyboard: String, scene: String, kind: String, identifier: String?, initial: Bool, swiftType: String,
        module: String?, instantiation: Instantiation, reason: String, madeInCode: [CodeInstantiation]? = nil,
        nibs: [NibLookup]? = nil
    ) {
        self.storyboard = storyboard
        self.scene = scene
        self.kind = kind
        self.identifier = identifier
        self.initial = initial
        self.swiftType = swiftType
        self.module = module
        self.instantiation = instantiation
        self.reason = reason
        self.madeInCode = madeInCode
        self.nibs = nibs
    }

    /// The reference to the scene (for `code`, the class's code node: `SceneRef.code`).
    public var ref: SceneRef { SceneRef(storyboard: storyboard, scene: scene) }
}
