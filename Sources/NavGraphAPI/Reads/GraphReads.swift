import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// Reads answered from a project's graph: the cached current one through the response cache, or an old
/// revision's built from the history (`?revision=R`). Shared by every collection that reads a graph.
struct GraphReads: Sendable {
    let graphs: GraphCache
    let responses: ResponseCache
    /// Where labels are looked up (`?revision=LABEL`, see `GraphReads+Labels.swift`).
    let store: any NavigationStore
    /// The run deadline of old-revision builds (and diffs), and their cancellations.
    let heavyWork: HeavyWork

    /// `?revision=R`, accepted by every read of a project's graph.
    static let revisionParameter = APIRoute.QueryParameter(
        name: "revision", required: false,
        description: "answer as of this project revision (one of GET .../revisions), by number or by a label a "
            + "write gave it; default: the current one")

    /// What `?revision=R` can answer besides the route's own statuses: a bad number, a revision not kept,
    /// and `503` with `Retry-After` when the heavy-read threads it runs on stay busy.
    static let revisionStatuses = [400, 404, 503]

    /// A `GET` of `pattern` answered from the project's graph through the response cache; the handler sees
    /// only the query parameters `query` declares (see `read`).
    func route(
        _ pattern: String, execution: HTTPExecution = .inline, heavyWhen: (@Sendable (HTTPRequest) -> Bool)? = nil,
        summary: String, query: [APIRoute.QueryParameter] = [], statuses: [Int],
        responseType: String = "application/json",
        _ make: @escaping @Sendable (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) -> APIRoute {
        let key = String(pattern.split(separator: "/").last ?? "")
        let reads = query.map(\.name)
        return APIRoute(
            .get, pattern, execution: execution, summary: summary, query: query + [Self.revisionParameter],
            statuses: Array(Set(statuses + Self.revisionStatuses)).sorted(),
            responseType: responseType, heavyWhen: heavyWhen
        ) { [self] request, parameters in
            try read(request, parameters, key: key, reads: reads, make)
        }
    }

    /// Answers a read from the cached graph and the response cache; never touches SQLite once warm.
    ///
    /// `reads` names the query parameters the route declares: only those reach `make` and the cache key, so
    /// `?format=dot&junk=1` and `?format=dot&junk=2` share one entry, and a handler cannot read a parameter
    /// the key does not hold.
    func read(
        _ request: HTTPRequest, _ parameters: RouteParameters, key: String, reads: [String],
        _ make: (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        let project = parameters["project"]
        let graph = try graphs.graph(for: project)
        // `?revision=R` of an older revision: built from the history.
        if let text = request.query["revision"] {
            let revision = try revisionNumber(text, project: project)
            if revision != graph.project.revision {
                return try oldRevisionRead(request, project: project, revision: revision, reads: reads, make)
            }
        }
        var cacheKey = key
        for name in reads {
            guard let value = request.query[name] else { continue }
            // Names and values are separated by bytes a decoded query value cannot confuse with its own.
            cacheKey.append("\u{1}")
            cacheKey.append(name)
            cacheKey.append("\u{2}")
            cacheKey.append(value)
        }
        // The raw target decides the answer when the project's name was sent plainly (no escapes to decode,
        // nothing to normalize): then the same bytes sent again are answered before any decoding. Not with
        // parameters the route does not read: junk must not multiply entries (they share the decoded key).
        let plain =
            request.path.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") }
            && request.query.keys.allSatisfy(reads.contains)
        let front = plain ? parameters.pattern : nil
        return try cached(
            project: project, revision: graph.project.revision, key: cacheKey, front: front, for: request
        ) {
            // Only a miss needs the request the handler sees: the declared parameters alone.
            try make(Self.scoped(request, to: reads), graph)
        }
    }

    /// A read answered from the response cache when this project revision has answered it before.
    ///
    /// With `front` (the route pattern), a `200` is also kept under the raw request target for
    /// `frontAnswer`, which then answers the same bytes sent again before anything is decoded, matched or
    /// validated. Pass it only when the raw target alone decides the answer at this revision (see `read`).
    func cached(
        project: String, revision: Int, key: String, front: String? = nil, for request: HTTPRequest,
        make: () throws -> HTTPResponse
    ) rethrows -> HTTPResponse {
        let response: HTTPResponse
        if let hit = responses.response(project: project, revision: revision, key: key) {
            response = hit
        } else {
            let made = try make()
            response = made.status == 200 ? made.prepared() : made
            if response.status == 200 {
                responses.store(response, project: project, revision: revision, key: key)
            }
        }
        if let front, response.status == 200 {
            responses.storeFront(response, project: project, revision: revision, target: request.target, route: front)
        }
        return Reply.conditional(response, for: request)
    }

    /// The answer `cached(front:)` kept for exactly this request target at its project's live revision,
    /// made conditional by the test `Reply.conditional` makes (`EntityTag.isNotModified`); `nil` when there is
    /// none (the request then takes the usual path). The router asks it only for requests the access policy
    /// admits (`AccessPolicy.admits`, the decision `AccessPolicy.check` makes).
    /// Static, taking only the cache: the router's closure then captures one reference instead of the
    /// whole `GraphReads` (whose fields it would retain and release on every call).
    static func frontAnswer(_ request: RawRequest, from responses: ResponseCache) -> CachedAnswer? {
        guard let answers = responses.front(target: request.target) else { return nil }
        return EntityTag.isNotModified(request, tag: { answers.tag }) ? answers.notModified : answers.ok
    }

    /// The graph of `project` at `revision`: the live one when current, else from the history; `404` when
    /// the history no longer keeps it or the project has not reached it. A build stops (`WorkCancelled`) once
    /// `cancellation` fires.
    func graph(
        project: String, revision: Int, keep: Bool = true, cancellation: CancellationFlag = .never
    ) throws -> NavigationGraph {
        let current = try graphs.graph(for: project)
        if revision == current.project.revision { return current }
        switch try graphs.revisions.graph(project: project, revision: revision, keep: keep, cancellation: cancellation)
        {
        case .graph(let graph):
            return graph
        case .pruned(let oldest):
            throw APIError.notFound(
                "revision \(revision) of project '\(project)' is no longer kept"
                    + (oldest.map { "; the oldest is \($0)" } ?? ""))
        case .future(let latest):
            throw APIError.notFound("project '\(project)' has no revision \(revision) yet; the latest is \(latest)")
        }
    }

    /// A graph read at `revision`, older than the current one: answered from the revision's graph, without
    /// the response cache (old revisions are rare reads; their ETags still let clients revalidate).
    private func oldRevisionRead(
        _ request: HTTPRequest, project: String, revision: Int, reads: [String],
        _ make: (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        // Stopped when its client leaves or its deadline passes: a revision nobody waits for is not built.
        let graph = try graph(project: project, revision: revision, cancellation: heavyWork.flag(for: request))
        return try make(Self.scoped(request, to: reads), graph)
    }

    /// `request` with only the query parameters `reads` names.
    private static func scoped(_ request: HTTPRequest, to reads: [String]) -> HTTPRequest {
        var scoped = request
        scoped.query = [:]
        for name in reads {
            if let value = request.query[name] { scoped.query[name] = value }
        }
        return scoped
    }
}
