import Foundation
import HTTPServer
import Storage
import StoryboardImport
import StoryboardModel

/// `/v1/projects/{project}/nibs`: a project's nibs (`.xib` files), each stored byte for byte with the project's
/// revisions: list, and per nib create or replace (the streamed XML, parsed as a storyboard is, before the
/// store is touched), read (the JSON model, or the stored XML) and delete. `?revision=R` reads a kept revision.
struct NibRoutes: RouteCollection {
    static let base = "/v1/projects/{project}/nibs"
    /// Media types that carry the `.xib` XML.
    static let xmlTypes = ["application/xml", "text/xml"]

    let store: any NavigationStore
    /// Labels in `?revision=` (`revisionNumber`).
    let reads: GraphReads

    func routes() -> [APIRoute] {
        let revision = [GraphReads.revisionParameter]
        let one = Self.base + "/{nib}"
        return [
            APIRoute(
                .get, Self.base, execution: .offload, summary: "List nibs with their revisions and object counts",
                query: revision, statuses: [200, 304, 400, 404, 503]
            ) { [self] request, parameters in
                try listNibs(request, project: parameters["project"])
            },
            APIRoute(
                .put, one, execution: .streaming,
                summary: "Create or replace a nib atomically from its .xib XML; identical bytes change nothing",
                statuses: [200, 201, 400, 404, 408, 409, 412, 413, 415, 422, 503], requestBody: Self.xmlTypes,
                admission: Self.admitPut
            ) { [self] request, parameters in
                try Self.admitPut(request, parameters)
                return try putNib(request, project: parameters["project"], name: parameters["nib"])
            },
            APIRoute(
                .get, one, execution: .offload,
                summary: "Read a nib as the JSON model (owner, top-level objects), or its stored XML with "
                    + "Accept: application/xml",
                query: revision, statuses: [200, 304, 400, 404, 503]
            ) { [self] request, parameters in
                let xml = MediaType.accepts(request.headers.combined("Accept"), "application/xml")
                var response = try getNib(request, project: parameters["project"], name: parameters["nib"], xml: xml)
                if response.status == 200 || response.status == 304 { response.headers["Vary"] = "Accept" }
                return response
            },
            // The stored XML as its own resource, for clients that pick an answer's type by the operation.
            APIRoute(
                .get, one + "/source", execution: .offload,
                summary: "Read a nib's stored .xib XML, byte for byte (as Accept: application/xml)",
                query: revision, statuses: [200, 304, 400, 404, 503], responseType: "application/xml"
            ) { [self] request, parameters in
                try getNib(request, project: parameters["project"], name: parameters["nib"], xml: true)
            },
            APIRoute(
                .delete, one, execution: .offload, summary: "Delete a nib (a new revision)",
                statuses: [204, 400, 404, 409, 412, 422, 503]
            ) { [self] request, parameters in
                let (project, name) = (parameters["project"], parameters["nib"])
                try NibName.validate(name)
                let ifMatch = try request.ifMatch()
                let after = try store.writeFreeingSpace {
                    try $0.deleteNib(project: project, nib: name, ifMatch: ifMatch)
                }
                var response = Reply.noContent()
                response.headers["ETag"] = EntityTag.revision(after.revision)
                return response
            },
        ]
    }

    private func putNib(_ request: HTTPRequest, project: String, name: String) throws -> HTTPResponse {
        // A missing project is a 404 before the body is read.
        _ = try store.readOne { try $0.project(project) }
        var body = BodyReader(request: request)
        let ifMatch = try request.ifMatch()
        // Parsed whole before the store is touched: a bad file (a storyboard, malformed XML, past the reader's
        // limits) changes nothing.
        let (parsed, bytes) = try body.parsingKeepingBytes { next throws(ImportError) in
            try BundleInput.nib(name: name, pulling: next)
        }
        let nib = try parsed.get()
        let put = try store.write { try $0.putNib(project: project, nib: nib, source: bytes, ifMatch: ifMatch) }
        let summary = NibSummary(name: put.nib.name, revision: put.nib.revision, objectCount: put.nib.objects.count)
        // The nib's revision tag, the one its GET answers, for If-Match on the next write.
        let tag = EntityTag.revision(put.nib.revision)
        guard put.created else { return Reply.json(summary, tag: tag, for: request) }
        var response = Reply.created(
            summary, location: "/v1/projects/\(Reply.pathSegment(project))/nibs/\(Reply.pathSegment(name))")
        response.headers["ETag"] = tag
        return response
    }

    /// The nib as the JSON model (tag `"r<revision>"`) or its XML byte for byte (`"r<revision>.xml"`).
    private func getNib(_ request: HTTPRequest, project: String, name: String, xml: Bool) throws -> HTTPResponse {
        try NibName.validate(name)
        let stored: StoredNib
        if let revision = try requestedRevision(request, project: project) {
            let nibs = try store.read { try $0.nibSources(project: project, revision: revision) }
            guard let found = nibs.first(where: { $0.name == name }) else {
                throw APIError.notFound("no nib '\(name)' in project '\(project)' at revision \(revision)")
            }
            stored = found
        } else {
            stored = try store.read { try $0.nibSource(project: project, nib: name) }
        }
        var headers = HTTPHeaders()
        headers["ETag"] = EntityTag.revision(stored.revision, xml: xml)
        if xml {
            headers["Content-Type"] = "application/xml"
            return Reply.conditional(HTTPResponse(status: 200, headers: headers, body: stored.source), for: request)
        }
        var nib = try BundleInput.nib(stored.source, name: name)
        nib.revision = stored.revision
        headers["Content-Type"] = "application/json"
        return Reply.conditional(
            HTTPResponse(status: 200, headers: headers, body: JSONCoding.encode(nib)), for: request)
    }

    /// The project's nibs now (tag: the project's revision) or at `?revision=R` (that revision's tag).
    private func listNibs(_ request: HTTPRequest, project: String) throws -> HTTPResponse {
        guard let revision = try requestedRevision(request, project: project) else {
            let (current, nibs) = try store.read { try $0.listNibs(project: project) }
            return Reply.json(nibs, tag: EntityTag.revision(current.revision), for: request)
        }
        // Each content keeps its object count; one stored before counts were kept is parsed once here, and its
        // count stored for the next listing.
        let listed = try store.read {
            try $0.listNibs(project: project, revision: revision) { stored in
                try BundleInput.nib(stored.source, name: stored.name).objects.count
            }
        }
        if !listed.counted.isEmpty {
            // Kept for the next listing if the writer can take it now; a read is answered whatever happens to this
            // write (a busy writer, a full disk), and the next listing counts again.
            do {
                try store.write { try $0.keepNibObjectCounts(listed.counted) }
            } catch {
                serviceLog.warning(
                    "cannot keep the object counts of \(listed.counted.count) nib(s) of project '\(project)': \(error)")
            }
        }
        return Reply.json(listed.nibs, tag: EntityTag.revision(revision), for: request)
    }

    /// The revision `?revision=` names (a number or a label), `nil` without it.
    private func requestedRevision(_ request: HTTPRequest, project: String) throws -> Int? {
        guard let text = request.query["revision"] else { return nil }
        return try reads.revisionNumber(text, project: project)
    }

    /// What a nib PUT checks before its body is invited: the name, the body's declared type (the XML; the
    /// JSON model of a nib is read, never written), the conditions' syntax.
    private static func admitPut(_ request: HTTPRequest, _ parameters: RouteParameters) throws {
        try NibName.validate(parameters["nib"])
        let type = MediaType.essence(of: request.headers["Content-Type"])
        // No type, or one that says nothing (what `curl -T` and `curl --data-binary` send): the parser decides.
        let vague = ["", "application/octet-stream", "application/x-www-form-urlencoded"]
        guard xmlTypes.contains(type) || vague.contains(type) else {
            throw APIError.unsupportedMediaType(
                "send the .xib XML as application/xml (or text/xml); a nib is stored from its XML only; "
                    + "Content-Type was '\(request.headers["Content-Type"] ?? "")'")
        }
        _ = try request.ifMatch()
    }
}
