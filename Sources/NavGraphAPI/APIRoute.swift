import HTTPServer

/// One route of the API and what `/openapi.json` says of it.
struct APIRoute: Sendable {
    /// A query parameter the route reads.
    struct QueryParameter: Sendable {
        var name: String
        var required: Bool
        var description: String
    }

    var method: HTTPMethod
    var pattern: String
    var execution: HTTPExecution
    /// Requests this picks run `.heavy` (besides reads of an old revision, which always do).
    var heavyWhen: (@Sendable (HTTPRequest) -> Bool)?
    var summary: String
    var query: [QueryParameter]
    /// Status codes the route answers with, for the OpenAPI document.
    var statuses: [Int]
    /// The media type of a request body, if the route takes one.
    var requestBody: [String]
    /// The media type of a successful response body.
    var responseType: String
    /// The largest request body, when the route has its own limit instead of the server's (`413` beyond).
    var maxBodyBytes: Int?
    /// Whether the handler reads `Content-Encoding` itself (a snapshot's gzip); any other route taking a body
    /// refuses a coding it would not undo (`HTTPRequest.requireNoContentCoding`).
    var decodesContentCoding = false
    /// What the handler checks of the head alone (names in the path, the body's declared type, `If-Match`'s
    /// syntax), run before `100 Continue` invites a body (`Router.Admission`): quick, in memory, no store.
    var admission: (@Sendable (HTTPRequest, RouteParameters) throws -> Void)?
    var handler: @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse

    init(
        _ method: HTTPMethod, _ pattern: String, execution: HTTPExecution = .inline, summary: String,
        query: [QueryParameter] = [], statuses: [Int], requestBody: [String] = [],
        responseType: String = "application/json", heavyWhen: (@Sendable (HTTPRequest) -> Bool)? = nil,
        admission: (@Sendable (HTTPRequest, RouteParameters) throws -> Void)? = nil,
        handler: @escaping @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse
    ) {
        self.method = method
        self.pattern = pattern
        self.execution = execution
        self.heavyWhen = heavyWhen
        self.summary = summary
        self.query = query
        self.statuses = statuses
        self.requestBody = requestBody
        self.responseType = responseType
        // A JSON body's routes check its type first thing (`requireJSON`): so does their admission.
        let onlyJSON =
            !requestBody.isEmpty && requestBody.allSatisfy { $0 == "application/json" || $0.hasSuffix("+json") }
        self.admission = admission ?? (onlyJSON ? Self.requireJSON : nil)
        self.handler = handler
    }

    @Sendable private static func requireJSON(_ request: HTTPRequest, _: RouteParameters) throws {
        try request.requireJSON()
    }
}
