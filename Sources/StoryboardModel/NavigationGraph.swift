/// The navigation graph of one project, built from its storyboards and then only read.
///
/// Scenes are nodes and segues edges, each numbered project-wide (storyboards in name order, then document
/// order). Navigation segues and containment segues (relationship, embed) are kept in separate adjacency lists
/// so routes can pass through containers correctly (docs/model.md, "Lookup and resolution"), and every storyboard reference placeholder is
/// linked to the scene it stands for. The indexes live per storyboard (`StoryboardPart`, numbered from 0)
/// and the tables below show them with project-wide numbers, so a write to one storyboard rebuilds that
/// storyboard's part and the links that cross it (`updating`), not the project; the result equals a full
/// build (`==`).
public struct NavigationGraph: Sendable, Equatable {
    /// The project the graph was built from.
    public let project: Project
    /// Its storyboards, sorted by name.
    public let storyboards: [Storyboard]

    /// Per storyboard (same positions): its scenes, segues and their indexes.
    let parts: [StoryboardPart]
    /// Storyboard index by name (names are unique per project; of two, the first).
    let storyboardIndex: [String: Int]
    /// The class index and the storyboard references, which cross parts.
    let links: GraphLinks
    /// Where each part's scenes and segues start in the project-wide numbering.
    let nodeStarts: PartStarts
    let edgeStarts: PartStarts

    /// The navigation facts read out of the app's code, as given (docs/model.md, "Code navigation").
    public let codeNavigation: CodeNavigation
    /// Those facts resolved against the scenes: code nodes and code edges. Set once, by the initializer, after
    /// the scenes it resolves against; rebuilt whole by every update (it is small next to the storyboards).
    private(set) var code: CodeLayer
    /// The project's nibs, sorted by name (docs/model.md, "Nibs"): lookup answers the classes they hold, and
    /// the class of a view controller nib that no one scene has is a node of the code layer.
    public let nibs: [Nib]

    /// Builds the graph of `project` from `storyboards`, the navigation `code` does and the project's `nibs`
    /// (none by default).
    public init(
        project: Project, storyboards: [Storyboard], code: CodeNavigation = CodeNavigation(), nibs: [Nib] = []
    ) {
        let sorted = storyboards.sorted { $0.name < $1.name }
        self.init(
            project: project, storyboards: sorted,
            parts: sorted.map { StoryboardPart($0, projectPlatform: project.platform) }, code: code, nibs: nibs)
    }

    /// The graph of parts already built for `storyboards` (same positions); links built from nothing.
    init(project: Project, storyboards: [Storyboard], parts: [StoryboardPart], code: CodeNavigation, nibs: [Nib]) {
        let index = Self.index(storyboards)
        self.init(
            project: project, storyboards: storyboards, parts: parts, storyboardIndex: index,
            links: GraphLinks(parts: parts, storyboards: storyboards, storyboardIndex: index), code: code, nibs: nibs)
    }

    init(
        project: Project, storyboards: [Storyboard], parts: [StoryboardPart], storyboardIndex: [String: Int],
        links: GraphLinks, code: CodeNavigation, nibs: [Nib]
    ) {
        self.project = project
        self.storyboards = storyboards
        self.parts = parts
        self.storyboardIndex = storyboardIndex
        self.links = links
        self.nodeStarts = PartStarts(counts: parts.lazy.map(\.nodes.count))
        self.edgeStarts = PartStarts(counts: parts.lazy.map(\.edges.count))
        self.codeNavigation = code
        self.nibs = nibs.sorted { $0.name < $1.name }
        self.code = CodeLayer(base: nodeStarts.total)
        if !code.isEmpty || nibs.contains(where: \.isViewControllerNib) {
            self.code = CodeLayer(resolving: code, in: self)
        }
    }

    /// Storyboard position by name; should a caller pass two of one name, the first wins.
    static func index(_ storyboards: [Storyboard]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(storyboards.count)
        for (position, storyboard) in storyboards.enumerated() where index[storyboard.name] == nil {
            index[storyboard.name] = position
        }
        return index
    }

    /// The number of scenes (reference placeholders included).
    public var sceneCount: Int { nodeStarts.total }

    /// The number of segues.
    public var segueCount: Int { edgeStarts.total }

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
