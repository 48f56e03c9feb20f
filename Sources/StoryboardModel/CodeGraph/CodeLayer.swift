/// The code navigation facts of a `NavigationGraph` resolved against its scenes (docs/model.md, "Code
/// navigation"): the classes made in code that no one scene is (code nodes, numbered after the scenes, in
/// class-name order) and every code edge whose ends are known, with adjacency in both directions.
///
/// Built whole from the facts and the graph's scenes, so a graph updated incrementally and one built from
/// nothing hold equal layers.
struct CodeLayer: Sendable, Equatable {
    /// One code edge with both ends as graph node indexes (scenes first, then code nodes).
    struct Edge: Sendable, Equatable {
        /// The edge as the facts give it.
        let facts: CodeEdge
        /// The node whose code makes the call.
        let source: Int
        /// The node it shows.
        let destination: Int
        /// For `performSegue`: the storyboard segue performed (a graph edge index).
        let segue: Int?
    }

    /// The first code node's index: the number of scenes.
    let base: Int
    /// The class of each code node, sorted; node index `base + position`.
    private(set) var classes: [String] = []
    /// Code node position by class.
    private(set) var classIndex: [String: Int] = [:]
    /// The resolved edges, in the facts' order.
    private(set) var edges: [Edge] = []
    /// Per node: the code edges leaving it (indexes into `edges`, in order).
    private(set) var outgoing: [Int: [Int]] = [:]
    /// Per node: the code edges arriving at it.
    private(set) var incoming: [Int: [Int]] = [:]
    /// Code edges whose source or destination the graph cannot name, with why.
    private(set) var unresolved: [UnresolvedCodeEdge] = []
    /// Scene indexes that code makes (the facts' instantiations that name one scene), sorted.
    private(set) var instantiated: [Int] = []
    /// The view controller nib of each code node whose class is a nib's File's Owner (docs/model.md, "Nibs").
    private(set) var nibs: [String: NibLookup] = [:]

    /// A layer of no facts over `base` scenes.
    init(base: Int) {
        self.base = base
    }

    /// The layer of `facts` over the scenes of `graph` (whose own layer is not read), with a node for each view
    /// controller nib's class that no one scene has.
    init(resolving facts: CodeNavigation, in graph: NavigationGraph) {
        self.base = graph.sceneCount
        let resolver = CodeResolver(graph: graph)
        var pending: [(CodeEdge, CodeEnd, CodeEnd, Int?)] = []
        var codeClasses = Set<String>()
        for edge in facts.edges {
            switch resolver.resolve(edge) {
            case .success(let ends):
                pending.append((edge, ends.source, ends.destination, ends.segue))
                for end in [ends.source, ends.destination] {
                    if case .code(let name) = end { codeClasses.insert(name) }
                }
            case .failure(let problem):
                unresolved.append(UnresolvedCodeEdge(edge: edge, reason: problem.reason))
            }
        }
        // A view controller nib's class no one scene has is a node even before code reaches it: a screen.
        let nibClasses = graph.viewControllerNibs()
        codeClasses.formUnion(nibClasses.keys.filter { resolver.scenes(ofClass: $0).count != 1 })
        classes = codeClasses.sorted()
        for (position, name) in classes.enumerated() {
            classIndex[name] = position
            if let nib = nibClasses[name] { nibs[name] = nib }
        }
        for (edge, source, destination, segue) in pending {
            let index = edges.count
            let from = node(source)
            let to = node(destination)
            edges.append(Edge(facts: edge, source: from, destination: to, segue: segue))
            outgoing[from, default: []].append(index)
            incoming[to, default: []].append(index)
        }
        var made = Set<Int>()
        for instantiation in facts.instantiations {
            if case .success(.scene(let index)) = resolver.destination(
                instantiation.destination, from: instantiation.from, sourceScene: nil)
            {
                made.insert(index)
            }
        }
        instantiated = made.sorted()
    }

    /// Whether the layer holds no edge (searches skip it then).
    var isEmpty: Bool { edges.isEmpty }

    /// The number of code nodes.
    var nodeCount: Int { classes.count }

    /// The code node of `className`, if the layer has one.
    func codeNode(_ className: String) -> Int? {
        classIndex[className].map { base + $0 }
    }

    /// The class of code node `index` (`index >= base`).
    func className(ofNode index: Int) -> String {
        classes[index - base]
    }

    /// The node index of `end`, a code node already in `classes` or a scene.
    private func node(_ end: CodeEnd) -> Int {
        switch end {
        case .scene(let index): return index
        case .code(let name): return base + (classIndex[name] ?? 0)
        }
    }
}

/// One end of a code edge while resolving: a scene, or a class made in code.
enum CodeEnd: Equatable {
    case scene(Int)
    case code(String)
}

/// Why an end of a code edge is unknown.
struct CodeProblem: Error, Equatable {
    let reason: String
}
