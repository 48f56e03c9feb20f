import Foundation
import HTTPServer
import NavGraphLog
import Storage
import StoryboardModel
import TarArchive

/// `PUT /v1/projects/{project}/snapshot`: a tar (or gzip'd tar) of a repository's storyboards replaces the
/// project's storyboards as one revision, optionally labelled (a commit SHA). The archive streams into a
/// temporary folder (only `.storyboard`, `.xib`, `project.pbxproj`, `Info.plist` and `.xcconfig` files are written, and
/// the code navigation facts at `SnapshotFacts.fileName`), is read into bundles as `navgraph import` reads a
/// folder, and is stored with its facts in one transaction; the folder is removed whatever happens.
struct SnapshotRoutes: RouteCollection {
    let store: any NavigationStore
    /// What one archive may hold (entries, bytes of a file, bytes once decompressed).
    let limits: TarLimits
    /// The largest archive as sent (`serve --max-snapshot-body`), in place of the server's body limit.
    let maxBodyBytes: Int
    /// The folder each archive gets a folder of its own in (the system's temporary directory by default).
    let scratchDirectory: URL

    /// Media types of the body.
    static let archiveTypes = ["application/x-tar", "application/gzip", "application/x-gzip"]

    func routes() -> [APIRoute] {
        var route = APIRoute(
            .put, "/v1/projects/{project}/snapshot", execution: .streaming,
            summary:
                "Replace every storyboard and nib of the project with those of a tar archive (gzip accepted) as one "
                + "revision, optionally labelled, with the code navigation facts of its navgraph-code-navigation.json "
                + "(at the archive's root; none without it); creates the project; identical content changes nothing",
            query: [
                .init(
                    name: "label", required: false,
                    description: "name the revision (a commit SHA): 1-128 of A-Z a-z 0-9 . _ / -, not all "
                        + "digits; also the NavGraph-Label header; default: a git archive's commit"),
                .init(name: "target", required: false, description: "the bundle to read when there are several"),
            ],
            statuses: [200, 201, 400, 408, 409, 412, 413, 415, 422, 503], requestBody: Self.archiveTypes,
            admission: { request, parameters in _ = try Self.checkedHead(request, project: parameters["project"]) }
        ) { [self] request, parameters in
            try putSnapshot(request, project: parameters["project"])
        }
        route.maxBodyBytes = maxBodyBytes
        route.decodesContentCoding = true
        return [route]
    }

    /// The checks of the head alone, before the archive is read (and, for a client that waits for `100
    /// Continue`, before it is invited: `APIRoute.admission`).
    private static func checkedHead(
        _ request: HTTPRequest, project: String
    ) throws(APIError) -> (label: String?, compression: ArchiveReader.Compression, ifMatch: RevisionCondition?) {
        guard Project.isValidName(project) else {
            throw APIError.unprocessable("project name '\(project)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        return (try label(of: request), try compression(of: request), try request.ifMatch())
    }

    private func putSnapshot(_ request: HTTPRequest, project: String) throws -> HTTPResponse {
        let (given, compression, ifMatch) = try Self.checkedHead(request, project: project)
        // The archive goes into a folder named after the project, inside one of its own: storyboards no target
        // claims form a bundle named after the folder they are read from, as `navgraph import` names one
        // after the folder it is given, so that bundle is the project's, not the scratch folder's.
        let scratch = ScratchFolder.make(in: scratchDirectory)
        let folder = scratch.appendingPathComponent(project)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw APIError(
                status: 503, title: "Service Unavailable",
                detail: "the server cannot make a temporary folder for the archive; nothing was changed")
        }
        defer { Self.remove(scratch) }
        var times = PhaseTimes()
        var body = BodyReader(request: request)
        let summary = try extract(&body, into: folder, compression: compression)
        times.end("extract")
        let contents = try SnapshotFolder.read(folder, target: request.query["target"], times: &times)
        let attributes = try Self.attributes(of: contents)
        let code = try SnapshotFacts.read(folder)
        // `git archive` writes the commit's SHA as the pax global comment: the label when none was given.
        let label = given ?? summary.globalComment.flatMap { RevisionLabel.isValid($0) ? $0 : nil }
        let client = request.client
        // The store tells the graph cache of the write once it commits, with the parsed storyboards as stored:
        // the new graph is built from them, with no read of the project back (`StoreChanges`).
        let graphPhase = PhaseMark()
        let result = try GraphCache.$graphPhase.withValue(graphPhase) {
            try RevisionLabel.naming(label) {
                try store.write {
                    try $0.replaceStoryboards(
                        project: project, with: contents.files, code: code, nibs: contents.nibs,
                        stating: attributes, ifMatch: ifMatch
                    ) {
                        guard let client, !client.isConnected else { return nil }
                        return
                            "the client closed the connection before the snapshot of '\(project)' was stored; nothing changed"
                    }
                }
            }
        }
        times.end("store", at: graphPhase.began)
        times.end("graph")
        let answer = SnapshotAnswer(result, bundle: contents.bundle)
        var response =
            result.createdProject
            ? Reply.created(answer, location: "/v1/projects/\(Reply.pathSegment(project))")
            : Reply.json(answer, for: request)
        response.headers["ETag"] = EntityTag.revision(result.project.revision)
        response.headers["Server-Timing"] = times.header
        return response
    }

    /// The project attributes the archive states, set on the project in the snapshot's revision; a module the
    /// project routes refuse (`Project.problem(withModule:)`) is refused here too.
    private static func attributes(of contents: SnapshotFolder.Contents) throws(APIError) -> ProjectAttributes {
        let module = contents.module.nfc
        if let module, let problem = Project.problem(withModule: module) {
            throw APIError.unprocessable(
                "the Xcode target '\(contents.bundle)' builds the module '\(module)', and a project's module "
                    + "\(problem); nothing was changed",
                errors: [.init(field: "module", message: problem)])
        }
        return ProjectAttributes(module: module, mainStoryboards: contents.mainStoryboards, platform: contents.platform)
    }

    /// Streams the body through the extractor; on any refusal the rest of the body is read (so the connection
    /// stays usable) and the folder is already empty again.
    private func extract(
        _ body: inout BodyReader, into folder: URL, compression: ArchiveReader.Compression
    ) throws -> TarSummary {
        let extractor = try Self.tar { () throws(TarError) in
            try TarExtractor(into: folder, limits: limits, filter: SnapshotFacts.filter, compression: compression)
        }
        do {
            while let chunk = try body.next() {
                try Self.tar { () throws(TarError) in try extractor.consume(chunk) }
            }
            return try Self.tar { () throws(TarError) in try extractor.finish() }
        } catch let error as APIError {
            extractor.cancel()
            while try body.next() != nil {}
            throw error
        } catch {
            extractor.cancel()
            throw error
        }
    }

    private static func tar<T>(_ work: () throws(TarError) -> T) throws(APIError) -> T {
        do throws(TarError) {
            return try work()
        } catch {
            throw error.problem
        }
    }

    /// `?label=` or the `NavGraph-Label` header (one of them, or both the same), checked.
    static func label(of request: HTTPRequest) throws(APIError) -> String? {
        let query = request.query["label"]
        let header = request.headers[WriteLabel.header]
        if let query, let header, query != header {
            throw APIError.badRequest("?label=\(query) and \(WriteLabel.header): \(header) differ; give one label")
        }
        guard let label = query ?? header else { return nil }
        try WriteLabel.check(label)
        return label
    }

    /// How the body is compressed: `Content-Encoding: gzip` or a gzip type says gzip; otherwise its first bytes
    /// decide. Another encoding or a type that is not an archive is a `415`.
    private static func compression(of request: HTTPRequest) throws(APIError) -> ArchiveReader.Compression {
        let type = MediaType.essence(of: request.headers["Content-Type"])
        guard archiveTypes.contains(type) || ["", "application/octet-stream"].contains(type) else {
            throw APIError.unsupportedMediaType(
                "send the archive as application/x-tar (or application/gzip, or with Content-Encoding: gzip); "
                    + "Content-Type was '\(request.headers["Content-Type"] ?? "")'")
        }
        switch request.headers["Content-Encoding"]?.lowercased().trimmingCharacters(in: .whitespaces) {
        case nil, "", "identity": return .detect
        case "gzip", "x-gzip": return .gzip
        case let other?:
            throw APIError.unsupportedMediaType("Content-Encoding '\(other)' is not supported; use gzip or none")
        }
    }

    private static func remove(_ folder: URL) {
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            serviceLog.warning("cannot remove the snapshot folder \(folder.path): \(error)")
        }
    }
}
