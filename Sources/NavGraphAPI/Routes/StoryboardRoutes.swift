import Foundation
import HTTPServer
import Storage
import StoryboardImport
import StoryboardModel

/// `/v1/projects/{project}/storyboards`: list, and per storyboard create or replace (streamed XML or the JSON
/// model), read (JSON or the stored XML) and delete.
struct StoryboardRoutes: RouteCollection {
    let store: any NavigationStore
    let reads: GraphReads

    private var graphs: GraphCache { reads.graphs }

    /// Media types that carry the `.storyboard` XML itself.
    static let xmlTypes = ["application/xml", "text/xml", "application/x-storyboard"]

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}/storyboards"
        return [
            APIRoute(
                .get, base, summary: "List storyboards with scene and segue counts and revisions",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                let project = parameters["project"]
                return Reply.json(try graphs.currentStoryboardSummaries(project: project), for: request)
            },
            APIRoute(
                .put, base + "/{storyboard}", execution: .streaming,
                summary: "Create or replace a storyboard atomically from its .storyboard XML or the JSON model; "
                    + "identical content changes nothing",
                statuses: [200, 201, 400, 404, 408, 412, 413, 415, 422, 503],
                requestBody: Self.xmlTypes + ["application/json"], admission: Self.admitPut
            ) { [self] request, parameters in
                try putStoryboard(request, project: parameters["project"], name: parameters["storyboard"])
            },
            APIRoute(
                .get, base + "/{storyboard}",
                summary: "Read a storyboard as the JSON model, or its stored XML with Accept: application/xml",
                statuses: [200, 304, 404, 406], responseType: "application/json",
                heavyWhen: { [reads] in Self.readsStoredSource($0, reads: reads) }
            ) { [self] request, parameters in
                try getStoryboard(request, project: parameters["project"], name: parameters["storyboard"])
            },
            // The XML alone, for generated clients that give an operation one request body type (openapi-generator
            // types the storyboard PUT's body as the JSON model): the storyboard PUT, refusing the JSON model.
            APIRoute(
                .put, base + "/{storyboard}/source", execution: .streaming,
                summary: "Create or replace a storyboard atomically from its .storyboard XML (as the storyboard's PUT)",
                statuses: [200, 201, 400, 404, 408, 412, 413, 415, 422, 503], requestBody: Self.xmlTypes,
                admission: { request, parameters in
                    try Self.refuseJSONModel(request)
                    try Self.admitPut(request, parameters)
                }
            ) { [self] request, parameters in
                try Self.refuseJSONModel(request)
                return try putStoryboard(
                    request, project: parameters["project"], name: parameters["storyboard"], xmlOnly: true)
            },
            // The stored XML as its own resource, for clients that pick an answer's type by the operation
            // (generated clients read one media type per status): the bytes and ETag of Accept: application/xml.
            APIRoute(
                .get, base + "/{storyboard}/source",
                summary: "Read a storyboard's stored .storyboard XML, byte for byte (as Accept: application/xml)",
                statuses: [200, 304, 404], responseType: "application/xml",
                heavyWhen: { [reads] in Self.readsStoredSource($0, reads: reads, asked: true) }
            ) { [self] request, parameters in
                try getStoryboard(request, project: parameters["project"], name: parameters["storyboard"], source: true)
            },
            APIRoute(
                .delete, base + "/{storyboard}", execution: .offload, summary: "Delete a storyboard",
                statuses: [204, 400, 404, 412, 503]
            ) { [self] request, parameters in
                let ifMatch = try request.ifMatch()
                try store.writeFreeingSpace {
                    try $0.deleteStoryboard(
                        project: parameters["project"], name: parameters["storyboard"], ifMatch: ifMatch)
                }
                return Reply.noContent()
            },
        ]
    }

    /// `xmlOnly`: the `.../source` route, where a body its first byte shows to be the JSON model is refused too.
    private func putStoryboard(
        _ request: HTTPRequest, project: String, name: String, xmlOnly: Bool = false
    ) throws -> HTTPResponse {
        try StoryboardName.validate(name)
        // A missing project is a 404 before the body is read. A project this process holds a graph of exists
        // unless another process deleted it since, and then the store's write answers the same 404: no read
        // (a round trip on PostgreSQL) for it.
        if graphs.cachedRevision(of: project) == nil { _ = try store.readOne({ try $0.project(project) }) }
        // The route streams: the body arrives through `bodyStream` while the handler runs (nil in-process).
        var body = BodyReader(request: request)
        let kind = try Self.bodyKind(of: request, body: &body)
        if xmlOnly, kind == .json { throw Self.jsonModelRefusal }
        let ifMatch = try request.ifMatch()
        // Parsed whole before the store is touched: a bad file changes nothing, and no write waits on a client.
        let (storyboard, source) = try Self.readStoryboard(name: name, kind: kind, body: &body)
        // A client that has gone (closed or reset its connection) hears nothing of this write, so it must
        // not happen: it might have given up and sent another, and it would be applied late and silently.
        let client = request.client
        let storedName = name.nfc
        // The cached graph's copy spares the store reading the stored rows to compare (when still current). The
        // store tells the graph cache of the write once it commits, before answering here (`StoreChanges`).
        let put = try store.putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch,
            lastSeen: graphs.cachedStoryboard(project: project, name: storedName)
        ) {
            guard let client, !client.isConnected else { return nil }
            return "the client closed the connection before storyboard '\(name)' was stored; nothing was changed"
        }
        let (stored, created) = (put.storyboard, put.created)
        let summary = StoryboardSummary(
            name: stored.name, revision: stored.revision, initialScene: stored.initialScene,
            sceneCount: stored.scenes.count, segueCount: stored.segues.count)
        // The ETag is the storyboard's revision tag, the one GET of it answers, for If-Match on the next write.
        let tag = EntityTag.revision(stored.revision)
        if created {
            var response = Reply.created(
                summary,
                location: "/v1/projects/\(Reply.pathSegment(project))/storyboards/\(Reply.pathSegment(name))")
            response.headers["ETag"] = tag
            return response
        }
        return Reply.json(summary, tag: tag, for: request)
    }

    /// The storyboard in the body, and the XML source byte for byte (`nil` for the JSON model). The parser
    /// runs before the store is touched by any write: a bad file changes nothing.
    private static func readStoryboard(
        name: String, kind: StoryboardBodyKind, body: inout BodyReader
    ) throws -> (storyboard: Storyboard, source: Data?) {
        switch kind {
        case .xml:
            // Bytes go to the parser as they arrive and are kept, stored byte for byte as the source.
            let (parsed, bytes) = try body.parsingKeepingBytes { next throws(ImportError) in
                try BundleInput.storyboard(name: name, pulling: next)
            }
            return (try parsed.get(), bytes)
        case .json:
            var data = Data()
            while let chunk = try body.next() { data.append(chunk) }
            return (try JSONCoding.decode(StoryboardInput.self, from: data).makeStoryboard(name: name), nil)
        }
    }

    /// What the body holds. The declared type decides; where a client cannot set one (`curl -T` sends
    /// none, `curl --data-binary` sends a form type) the first byte does: `<` is the XML, `{` the JSON model.
    private static func bodyKind(of request: HTTPRequest, body: inout BodyReader) throws -> StoryboardBodyKind {
        if let declared = try declaredBodyKind(of: request) { return declared }
        switch try body.firstSignificantByte() {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"): return .json
        default: throw unsupportedBody(request)
        }
    }

    /// `415` for the JSON model sent to `.../source`, which takes the XML alone.
    private static func refuseJSONModel(_ request: HTTPRequest) throws(APIError) {
        guard MediaType.essence(of: request.headers["Content-Type"]) != "application/json" else {
            throw jsonModelRefusal
        }
    }

    private static let jsonModelRefusal = APIError.unsupportedMediaType(
        "send the .storyboard XML here (application/xml, text/xml or application/x-storyboard); "
            + "the JSON model goes to the storyboard itself")

    /// The body's kind by its `Content-Type`; `nil` for a type that says nothing (none, octet-stream, a form:
    /// what `curl --data-binary` sends), whose first byte tells; `415` for any other.
    private static func declaredBodyKind(of request: HTTPRequest) throws(APIError) -> StoryboardBodyKind? {
        let type = MediaType.essence(of: request.headers["Content-Type"])
        if xmlTypes.contains(type) { return .xml }
        if type == "application/json" { return .json }
        if ["", "application/octet-stream", "application/x-www-form-urlencoded"].contains(type) { return nil }
        throw unsupportedBody(request)
    }

    private static func unsupportedBody(_ request: HTTPRequest) -> APIError {
        APIError.unsupportedMediaType(
            "send the .storyboard XML as application/xml (or text/xml, application/x-storyboard), or the "
                + "JSON model as application/json; Content-Type was '\(request.headers["Content-Type"] ?? "")'")
    }

    /// What a storyboard PUT checks before its body is invited (`APIRoute.admission`): the name, the body's
    /// declared type, the conditions' syntax. Whether the project exists takes the store, so the handler
    /// answers that.
    private static func admitPut(_ request: HTTPRequest, _ parameters: RouteParameters) throws {
        try StoryboardName.validate(parameters["storyboard"])
        _ = try declaredBodyKind(of: request)
        _ = try request.ifMatch()
    }

    /// Whether `request` asks for a stored XML source that no earlier answer left in the response cache: that
    /// read goes to the database (and may be tens of megabytes), so it runs on the heavy-read pool, not on an
    /// event loop. Asked on the event loop with the head: only decodes the path and looks in the caches.
    /// `asked`: the request is for `.../source`, whose storyboard is the segment before the last.
    private static func readsStoredSource(_ request: HTTPRequest, reads: GraphReads, asked: Bool = false) -> Bool {
        guard asked || MediaType.accepts(request.headers.combined("Accept"), "application/xml") else { return false }
        let segments = request.path.split(separator: "/")
        guard let project = GraphCache.projectName(inPath: request.path),
            let revision = reads.graphs.cachedRevision(of: project),
            let last = asked ? segments.dropLast().last : segments.last, let name = PercentDecoding.decode(last)?.nfc
        else { return true }
        return reads.responses.response(project: project, revision: revision, key: sourceKey(name, xml: true)) == nil
    }

    /// The response cache's key of a storyboard's answer, as JSON or as its XML source.
    private static func sourceKey(_ name: String, xml: Bool) -> String {
        "storyboard\u{1}\(name)\u{1}\(xml)"
    }

    /// `source`: the request is for `.../source`, the stored XML whatever it accepts.
    private func getStoryboard(
        _ request: HTTPRequest, project: String, name: String, source: Bool = false
    ) throws
        -> HTTPResponse
    {
        let graph = try graphs.graph(for: project)
        let accept = request.headers.combined("Accept")
        let wantsXML = source || MediaType.accepts(accept, "application/xml")
        // A storyboard stored from JSON has no XML: a client that also takes JSON gets that (RFC 9110 section
        // 12.5.1, the best representation there is), one that takes only XML a 406. Kept apart in the cache.
        let fallsBackToJSON = wantsXML && !source && MediaType.admits(accept, "application/json")
        var response = try reads.cached(
            project: project, revision: graph.project.revision,
            key: Self.sourceKey(name, xml: wantsXML) + (fallsBackToJSON ? "\u{1}json" : ""), for: request
        ) {
            guard let storyboard = graph.storyboards.first(where: { $0.name == name }) else {
                throw APIError.notFound("no storyboard '\(name)' in project '\(project)'")
            }
            // Revision tags (see `EntityTag`): the one a write answered can be compared with If-None-Match here,
            // and either one sent back in If-Match.
            var headers = HTTPHeaders()
            if wantsXML {
                let stored = try store.read { try $0.storyboardSource(project: project, name: name) }
                if let stored {
                    headers["ETag"] = EntityTag.revision(storyboard.revision, xml: true)
                    headers["Content-Type"] = "application/xml"
                    return HTTPResponse(status: 200, headers: headers, body: stored)
                }
                if !fallsBackToJSON {
                    let detail = "storyboard '\(name)' was stored from the JSON model and has no XML source"
                    // `.../source` names a resource that does not exist; Accept names a type it cannot have.
                    if source { throw APIError.notFound(detail + "; read the storyboard itself for its JSON model") }
                    throw APIError(status: 406, title: "Not Acceptable", detail: detail + "; ask for application/json")
                }
            }
            headers["ETag"] = EntityTag.revision(storyboard.revision, xml: false)
            headers["Content-Type"] = "application/json"
            return HTTPResponse(status: 200, headers: headers, body: JSONCoding.encode(storyboard))
        }
        // The answer depends on Accept here, not at `.../source` (both share the XML's cached answer): a shared
        // cache keeps one per Accept (RFC 9110 section 12.5.5), and a 304 says so too.
        if !source { response.headers["Vary"] = "Accept" }
        return response
    }
}
