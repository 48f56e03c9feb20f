/// The navigation graph of one project, built once from its storyboards and then only read.
///
/// Placeholder signature: the graph issue fills in building, lookup, resolution, routes and diagnostics.
public struct NavigationGraph: Sendable {
    /// The project the graph was built from.
    public let project: Project
    /// Its storyboards, sorted by name.
    public let storyboards: [Storyboard]

    /// Builds the graph of `project` from `storyboards`.
    public init(project: Project, storyboards: [Storyboard]) {
        self.project = project
        self.storyboards = storyboards.sorted { $0.name < $1.name }
    }

    /// Resolves `segue`, which leaves a scene of `storyboard`, to what `prepare(for:sender:)` sees.
    public func resolve(segue: Segue, storyboard: String) throws(GraphError) -> SegueResolution {
        throw GraphError.unresolvable("segue resolution is not built yet")
    }

    /// Resolves the segue `identifier` leaving `source` (a class name, `Storyboard/sceneId` or
    /// `Storyboard:storyboardIdentifier`).
    public func resolve(from source: String, identifier: String) throws(GraphError) -> SegueResolution {
        throw GraphError.unresolvable("segue resolution is not built yet")
    }
}
