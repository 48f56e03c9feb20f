import StoryboardModel

/// The body of `/inspect`: what the viewer's scene panel shows.
struct ScenePanel: Encodable {
    /// One segue leaving the scene and what `prepare(for:sender:)` receives through it.
    struct Outgoing: Encodable {
        var segue: GraphDocument.Edge
        /// The resolution; `nil` for relationship edges and when it failed (see `problem`). Embed segues are
        /// resolved: UIKit calls the container's `prepare(for:sender:)` for them too.
        var resolution: SegueResolution?
        /// Why the segue could not be resolved.
        var problem: String?
    }

    /// How code obtains the scene (with the `reason`), its class and module.
    var scene: LookupResult
    var outgoing: [Outgoing]
    var incoming: [GraphDocument.Edge]
    /// Where code shows the scene (push, present, show, performSegue...), with the calling type, file and line;
    /// empty when the project has no code navigation facts.
    var codeIncoming: [CodeEdge]
    /// What the scene's class shows in code.
    var codeOutgoing: [CodeEdge]
    var diagnostics: [Diagnostic]
    /// The prototype cells and reusable views of the scene's table and collection views.
    var cells: [PrototypeCell]

    init(graph: NavigationGraph, scene text: String) throws(GraphError) {
        scene = try graph.lookup(text)
        let ref = scene.ref
        let edges = graph.document().edges
        let segues = Dictionary(
            (graph.storyboard(named: ref.storyboard)?.segues ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }
        )
        var outgoing: [Outgoing] = []
        for edge in edges where edge.source == ref {
            guard !edge.containment || edge.kind == "embed", let segue = segues[edge.id] else {
                outgoing.append(Outgoing(segue: edge))
                continue
            }
            do {
                outgoing.append(
                    Outgoing(segue: edge, resolution: try graph.resolve(segue: segue, storyboard: ref.storyboard)))
            } catch {
                outgoing.append(Outgoing(segue: edge, problem: Self.text(of: error)))
            }
        }
        self.outgoing = outgoing
        incoming = edges.filter { $0.destination == ref }
        codeIncoming = graph.codeArrivals(at: ref)
        codeOutgoing = graph.codeDepartures(from: ref)
        cells = graph.scene(ref)?.cells ?? []
        diagnostics = graph.diagnostics().filter { $0.storyboard == ref.storyboard && $0.sceneID == ref.scene }
    }

    private static func text(of error: GraphError) -> String {
        switch error {
        case .notFound(let message, let hint): return message + (hint.map { "; " + $0 } ?? "")
        case .ambiguous(let message, _), .unresolvable(let message), .invalidQuery(let message): return message
        }
    }
}
