/// A response kept whole to be sent again (a cached read), with the route pattern it is counted under
/// in metrics: what a front responder returns (`HTTPResponder.front`). Its wire form is encoded once,
/// when it is made; sending it copies bytes and adds only `Date` and the connection's framing.
public final class CachedAnswer: Sendable {
    /// The response, prepared (`HTTPResponse.prepared()`).
    public let response: HTTPResponse
    /// The route pattern that made it, e.g. `/v1/projects/{project}/lookup`.
    public let route: String

    /// Keeps `response` (prepared here unless it already is) as the answer of `route`.
    public init(_ response: HTTPResponse, route: String) {
        self.response = response.encoded == nil ? response.prepared() : response
        self.route = route
    }
}
