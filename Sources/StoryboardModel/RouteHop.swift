/// One step of a route between two scenes (or a class made in code, named by `SceneRef.code`).
public struct RouteHop: Codable, Sendable, Hashable {
    /// What the step follows.
    public enum Step: String, Codable, Sendable, Hashable, CaseIterable {
        /// A navigation segue: perform `identifier` (or trigger the control it hangs on when it has none).
        case segue
        /// Into a child a container shows (relationship or embed segue); nothing to perform.
        case containment
        /// From a storyboard reference placeholder to the scene it stands for; nothing to perform.
        case reference
        /// A navigation call in code (docs/model.md, "Code navigation"): `kind` says how it shows its
        /// destination, `location` where the call is.
        case code
    }

    /// What the step follows.
    public var step: Step
    /// Where the step starts.
    public var from: SceneRef
    /// Where it arrives.
    public var to: SceneRef
    /// The segue identifier to perform; `nil` for containment and reference steps and for segues without one.
    /// For a code step that performs a segue, that segue's.
    public var identifier: String?
    /// The segue's IB id, for segue and containment steps.
    public var segueID: String?
    /// The segue kind (`show`, `presentation`, `relationship`, `embed`, ...), for segue and containment steps;
    /// for code steps how the code shows the destination (`CodeNavigationKind`: `push`, `present`, ...).
    public var kind: String?
    /// For relationship steps: `rootViewController`, `viewControllers`, ...
    public var relationship: String?
    /// For code steps: where the call is (`File.swift:12`); absent for every other step.
    public var location: SourceLocation?
    /// For code steps: the containers made in code around the destination, outermost first; absent when none.
    public var containers: [String]?

    /// Creates a hop.
    public init(
        step: Step, from: SceneRef, to: SceneRef, identifier: String? = nil, segueID: String? = nil,
        kind: String? = nil, relationship: String? = nil, location: SourceLocation? = nil, containers: [String]? = nil
    ) {
        self.step = step
        self.from = from
        self.to = to
        self.identifier = identifier
        self.segueID = segueID
        self.kind = kind
        self.relationship = relationship
        self.location = location
        self.containers = containers
    }
}
