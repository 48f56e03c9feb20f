/// The answer of an all-routes search: the routes found and whether the search stopped early.
public struct RouteEnumeration: Sendable, Hashable {
    /// Simple routes, shortest first and, within one length, in document order.
    public var routes: [[RouteHop]]
    /// Segues and reference links the search followed.
    public var expansions: Int
    /// Why the search stopped before it had looked at every route within the hop limit; `nil` when it
    /// did not (reaching the caller's `limit` of routes is not truncation: the caller asked for that many).
    public var truncation: String?

    /// Whether routes within the hop limit may be missing because the search ran out of budget.
    public var isTruncated: Bool { truncation != nil }

    /// Creates an answer.
    public init(routes: [[RouteHop]], expansions: Int, truncation: String? = nil) {
        self.routes = routes
        self.expansions = expansions
        self.truncation = truncation
    }
}
