/// The routes of one resource, made from the few dependencies they use; `NavGraphService.routeTable()` joins
/// every collection into the one table the router and `/openapi.json` are made from.
protocol RouteCollection: Sendable {
    /// This resource's routes with their documentation.
    func routes() -> [APIRoute]
}
