/// Why the graph could not answer a question. Each case says what input failed.
public enum GraphError: Error, Sendable, Equatable {
    /// Nothing matches (unknown class, scene, storyboard or segue identifier). `hint` helps the caller.
    case notFound(String, hint: String? = nil)
    /// Several scenes or segues match where one was expected.
    case ambiguous(String, candidates: [SceneSummary])
    /// The graph itself is broken where the question leads: a dangling destination, a reference to a
    /// storyboard or identifier that is not in the project, a reference cycle.
    case unresolvable(String)
    /// The question itself is malformed (for example an empty source).
    case invalidQuery(String)
}
