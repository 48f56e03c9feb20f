/// The whole navigation graph as data: what `export(format: .json)` encodes.
public struct GraphDocument: Codable, Sendable, Hashable {
    /// One scene as a node.
    public struct Node: Codable, Sendable, Hashable {
        /// Where the scene is.
        public var ref: SceneRef
        /// The IB element kind (or `reference`).
        public var kind: String
        /// The Swift type code receives.
        public var swiftType: String
        /// The storyboard ID, if any.
        public var storyboardIdentifier: String?
        /// Whether it is its storyboard's initial scene.
        public var initial: Bool
        /// For reference placeholders: the scene it stands for, when that exists.
        public var referenceTarget: SceneRef?
        /// For reference placeholders that cannot be followed: what is missing.
        public var referenceProblem: String?
    }

    /// One segue as an edge.
    public struct Edge: Codable, Sendable, Hashable {
        /// The segue's IB id.
        public var id: String
        /// The scene it leaves.
        public var source: SceneRef
        /// The scene it reaches; `nil` for unwind segues and dangling destinations.
        public var destination: SceneRef?
        /// The segue kind.
        public var kind: String
        /// The segue identifier, if any.
        public var identifier: String?
        /// For relationship segues: the relationship.
        public var relationship: String?
        /// Whether it is an edge of containment (relationship, embed) rather than navigation.
        public var containment: Bool
        /// For unwind segues: the action selector.
        public var unwindAction: String?
        /// `true` when the segue has Peek & Pop preview and commit segues; absent otherwise.
        public var previewing: Bool? = nil
    }

    /// One storyboard as a cluster of nodes.
    public struct Cluster: Codable, Sendable, Hashable {
        /// The storyboard name.
        public var name: String
        /// The initial scene id, if any.
        public var initialScene: String?
        /// Its scenes in document order.
        public var scenes: [Node]
    }

    /// A class made in code that no one scene is (docs/model.md, "Code navigation"), or a view controller
    /// nib's class.
    public struct CodeNode: Codable, Sendable, Hashable {
        /// Its name in routes and edges (`SceneRef.code`: empty storyboard, the class as `scene`).
        public var ref: SceneRef
        /// The class.
        public var className: String
        /// For a view controller made from a nib: the nib (name, file, line of its File's Owner) and how code
        /// makes it; absent otherwise (docs/model.md, "Nibs").
        public var nib: NibLookup? = nil
    }

    /// A navigation call in code whose ends the graph knows.
    public struct CodeLink: Codable, Sendable, Hashable {
        /// The scene or code node whose code makes the call.
        public var source: SceneRef
        /// The scene or code node it shows.
        public var destination: SceneRef
        /// How.
        public var kind: CodeNavigationKind
        /// Where the call is.
        public var location: SourceLocation
        /// What the code names (a storyboard ID, a class, a segue identifier...).
        public var target: CodeDestination
        /// Containers made in code around the destination, outermost first; absent when none.
        public var containers: [String]?
    }

    /// The project name.
    public var project: String
    /// The project's platform.
    public var platform: Platform
    /// The storyboards, sorted by name.
    public var storyboards: [Cluster]
    /// Every segue: storyboards by name, segues in document order.
    public var edges: [Edge]
    /// Classes made in code that no one scene is and view controller nibs' classes, by class name; absent
    /// without code navigation and view controller nibs.
    public var codeNodes: [CodeNode]? = nil
    /// Code edges in the facts' order; absent without code navigation.
    public var codeEdges: [CodeLink]? = nil
    /// Code edges the graph cannot place, with why; absent without code navigation.
    public var unresolvedCodeEdges: [UnresolvedCodeEdge]? = nil
}
