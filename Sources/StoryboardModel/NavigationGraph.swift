/// The navigation graph of one project, built once from its storyboards and then only read.
///
/// Scenes are nodes keyed by `SceneRef`. Navigation segues and containment segues (relationship, embed) are
/// kept in separate adjacency lists so routes can pass through containers correctly (SPEC 4), and every
/// storyboard reference placeholder is linked to the scene it stands for. All indexes are built in one
/// linear pass, so a graph of thousands of scenes builds in milliseconds; queries never rescan the input.
public struct NavigationGraph: Sendable {
    /// The project the graph was built from.
    public let project: Project
    /// Its storyboards, sorted by name.
    public let storyboards: [Storyboard]

    /// Every scene, storyboards in name order, scenes in document order.
    let nodes: [GraphNode]
    /// Every segue, storyboards in name order, segues in document order.
    let edges: [GraphEdge]
    /// Per storyboard index: node index by scene id. (Two small string keys hash faster than one
    /// `SceneRef`, and segues only ever look up ids of their own storyboard.)
    let sceneIndex: [[String: Int]]
    /// Storyboard index by name.
    let storyboardIndex: [String: Int]
    /// Per node: its navigation segues (edge indexes, document order), unwind segues included.
    let navigationOut: [[Int]]
    /// Per node: its containment segues (relationship, embed), document order.
    let containmentOut: [[Int]]
    /// Per node: every segue leaving it, navigation and containment, in document order.
    let outgoing: [[Int]]
    /// Per node: segues arriving at it (edge indexes), for explaining how a scene is reached.
    let incoming: [[Int]]
    /// Per node: its segues by identifier (only segues with an identifier).
    let seguesByIdentifier: [[String: [Int]]]
    /// Non-reference scenes by Swift type (custom class, else framework class), document order.
    let nodesByClass: [String: [Int]]
    /// Per storyboard index: scenes by storyboard ID, document order.
    let nodesByIdentifier: [[String: [Int]]]
    /// One step of every reference placeholder, by node index.
    let referenceLinks: [Int: ReferenceLink]
    /// Per node: the reference placeholders that lead to it in one step, in node order.
    let referencedBy: [Int: [Int]]

    /// Builds the graph of `project` from `storyboards`.
    public init(project: Project, storyboards: [Storyboard]) {
        var builder = GraphBuilder(project: project, storyboards: storyboards.sorted { $0.name < $1.name })
        builder.build()
        self.project = project
        self.storyboards = builder.storyboards
        self.nodes = builder.nodes
        self.edges = builder.edges
        self.sceneIndex = builder.sceneIndex
        self.storyboardIndex = builder.storyboardIndex
        self.navigationOut = builder.navigationOut
        self.containmentOut = builder.containmentOut
        self.outgoing = builder.outgoing
        self.incoming = builder.incoming
        self.seguesByIdentifier = builder.seguesByIdentifier
        self.nodesByClass = builder.nodesByClass
        self.nodesByIdentifier = builder.nodesByIdentifier
        self.referenceLinks = builder.referenceLinks
        self.referencedBy = builder.referencedBy
    }

    /// The number of scenes (reference placeholders included).
    public var sceneCount: Int { nodes.count }

    /// The number of segues.
    public var segueCount: Int { edges.count }

    /// The scene `ref` names, if any.
    public func scene(_ ref: SceneRef) -> Scene? {
        nodeIndex(ref).map { nodes[$0].scene }
    }

    /// The summary of the scene `ref` names, if any.
    public func summary(_ ref: SceneRef) -> SceneSummary? {
        nodeIndex(ref).map { nodes[$0].summary }
    }

    /// The storyboard named `name`, if any.
    public func storyboard(named name: String) -> Storyboard? {
        storyboardIndex[name].map { storyboards[$0] }
    }

    /// The node index of the scene `ref` names, if any.
    func nodeIndex(_ ref: SceneRef) -> Int? {
        storyboardIndex[ref.storyboard].flatMap { sceneIndex[$0][ref.scene] }
    }

    /// The platform scenes of storyboard index `index` use: the document's, else the project's.
    func platform(ofStoryboard index: Int) -> Platform {
        storyboards[index].platform ?? project.platform
    }
}
