import Foundation

/// Maps method and path pattern to handlers, and is itself an `HTTPResponder`: `404` for unknown paths,
/// `405` with `Allow` for known paths and other methods, `OPTIONS` answered from the table, `HEAD`
/// served by the `GET` handler, and thrown errors rendered as problem+json in one place.
public struct Router: HTTPResponder {
    /// A handler of one route.
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse
    /// Answers a bodyless `GET` or `HEAD` from its raw head before the path is matched (see `front`).
    public typealias FrontHandler = @Sendable (RawRequest) -> CachedAnswer?
    /// A route's checks of a request's head alone (its path, query and fields), run before `100 Continue`
    /// invites the body (see `admit`): an error it throws is the answer instead, and the body is never read.
    /// Called on an event loop: it must be quick and wait on nothing. The handler still makes its own checks.
    public typealias Admission = @Sendable (HTTPRequest, RouteParameters) throws -> Void

    struct Route: Sendable {
        var method: HTTPMethod
        var execution: HTTPExecution
        /// When set and true for a request, it runs `.heavy` instead of `execution`.
        var heavyWhen: (@Sendable (HTTPRequest) -> Bool)?
        /// The largest body this route takes, instead of the server's `maxBodyBytes` (a streamed upload).
        var maxBodyBytes: Int?
        /// What the route checks of a head before a waiting client is invited to send its body.
        var admission: Admission?
        var handler: Handler
    }

    /// One path pattern and the methods it answers.
    struct Resource: Sendable {
        var pattern: RoutePattern
        var routes: [Route]

        func route(for method: HTTPMethod) -> Route? {
            if let route = routes.first(where: { $0.method == method }) { return route }
            // RFC 9110 section 9.3.2: HEAD is GET without the content; the server drops the body.
            if method == .head { return routes.first { $0.method == .get } }
            return nil
        }

        /// The `Allow` list (RFC 9110 section 10.2.1): the methods here, plus HEAD with GET, plus OPTIONS.
        var allowed: [HTTPMethod] {
            var methods = routes.map(\.method)
            if methods.contains(.get) && !methods.contains(.head) { methods.append(.head) }
            if !methods.contains(.options) { methods.append(.options) }
            return methods
        }
    }

    /// Resources, most specific pattern first (see `RoutePattern.isMoreSpecific`).
    private(set) var resources: [Resource] = [] {
        didSet { table = RouteTable(resources.map(\.pattern)) }
    }
    /// The resources' patterns as a trie, rebuilt on every `add`.
    private(set) var table = RouteTable([])
    /// Runs before every request (e.g. authentication); a response it returns is sent instead of the
    /// route's, and an error it throws is rendered like a handler's.
    public var before: (@Sendable (HTTPRequest) throws -> HTTPResponse?)?
    /// Where requests are counted by route pattern, method and status, when set.
    public var metrics: HTTPMetrics?
    /// Answers repeated reads from their raw heads, before anything is decoded or matched (a cache of whole
    /// answers keyed by the bytes sent); its answers are counted in `metrics` under their own route. Asked
    /// only for bodyless `GET` (and `HEAD`, unless a route answers `HEAD` itself), and, when `before` is
    /// set, only for requests `frontAdmission` lets through.
    public var front: FrontHandler?
    /// `before`'s verdict taken from the raw head: `true` only when `before` would let the request through
    /// without a response of its own. Without it, a router with `before` never asks `front`.
    public var frontAdmission: (@Sendable (RawRequest) -> Bool)?
    /// Whether a route answers `HEAD` itself (then `HEAD` is not answered from `front`, which keeps `GET`s).
    private(set) var answersHEAD = false

    /// Creates an empty router.
    public init(before: (@Sendable (HTTPRequest) throws -> HTTPResponse?)? = nil, metrics: HTTPMetrics? = nil) {
        self.before = before
        self.metrics = metrics
    }

    /// Adds a route. `pattern` segments in braces are parameters (`/v1/projects/{project}`); `execution`
    /// says whether the handler may block (`.offload`), is fast (`.inline`, on the event loop), or reads
    /// its body while it arrives (`.streaming`, from `HTTPRequest.bodyStream`).
    /// `heavyWhen`, asked on the event loop with the request's head (keep it cheap), sends the requests it
    /// picks to the heavy-read pool instead (`.heavy`: an old revision, a drawing). `maxBodyBytes` replaces
    /// the server's body limit for this route (larger or smaller), checked as the body arrives (`413`).
    /// `admission` checks the head of a request that waits for `100 Continue` (see `Admission`).
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, execution: HTTPExecution = .inline,
        heavyWhen: (@Sendable (HTTPRequest) -> Bool)? = nil, maxBodyBytes: Int? = nil,
        admission: Admission? = nil, _ handler: @escaping Handler
    ) {
        let route = Route(
            method: method, execution: execution, heavyWhen: heavyWhen, maxBodyBytes: maxBodyBytes,
            admission: admission, handler: handler)
        if method == .head { answersHEAD = true }
        let parsed = RoutePattern(pattern)
        if let index = resources.firstIndex(where: { $0.pattern.segments == parsed.segments }) {
            resources[index].routes.removeAll { $0.method == method }
            resources[index].routes.append(route)
            return
        }
        let position =
            resources.firstIndex { RoutePattern.isMoreSpecific(parsed, than: $0.pattern) } ?? resources.endIndex
        resources.insert(Resource(pattern: parsed, routes: [route]), at: position)
    }

    /// Every route as (method, pattern), in the order patterns are matched.
    public var routes: [(method: HTTPMethod, pattern: String)] {
        resources.flatMap { resource in resource.routes.map { (method: $0.method, pattern: resource.pattern.text) } }
    }

    /// The resource whose pattern matches `path`, with the path's segments.
    func resource(for path: String) -> (Resource, [Substring])? {
        guard let (index, ranges) = table.match(path) else { return nil }
        return (resources[index], ranges.map { Self.substring(path, $0) })
    }

    /// The match carried by `request` when this router made it, else a new one.
    func match(_ request: HTTPRequest) -> RouteMatch {
        if let carried = request.routeMatch, carried.table === table { return carried }
        let found = table.match(request.path)
        return RouteMatch(table: table, resource: found?.resource, segments: found?.segments ?? [])
    }

    /// The part of `path` at the byte offsets `range`.
    static func substring(_ path: String, _ range: Range<Int>) -> Substring {
        let utf8 = path.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return path[start..<utf8.index(start, offsetBy: range.count)]
    }
}
