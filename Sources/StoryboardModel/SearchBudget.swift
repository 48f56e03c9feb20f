/// How much work a search over the graph may do before it stops and says so.
///
/// Enumerating simple paths is exponential in the worst case (a dozen scenes that all link to each other
/// have billions of them), so every search that is not linear in the size of the graph counts its steps
/// against a budget instead of trusting the input to be small.
public struct SearchBudget: Sendable, Hashable {
    /// Segues (and reference links) the search may follow, summed over the whole search.
    public var maxExpansions: Int
    /// Routes longer than this many hops are not looked for.
    public var maxHops: Int

    /// Creates a budget.
    public init(maxExpansions: Int, maxHops: Int = 16) {
        self.maxExpansions = max(0, maxExpansions)
        self.maxHops = max(0, maxHops)
    }

    /// The budget the service uses: a fraction of a second of work on one core.
    public static let standard = SearchBudget(maxExpansions: 200_000, maxHops: 16)
}
