import Foundation
import HTTPServer
import NavGraphLog
import NavGraphOffline
import StoryboardImport
import StoryboardModel
import TarArchive

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `navgraph push --server URL --project NAME [--label L] [--target T] PATH`: the client of
/// `PUT /v1/projects/{project}/snapshot`, for CI.
enum PushCommand: Subcommand {
    static let name = "push"
    static let synopsis = "--server URL --project NAME [options] PATH"
    static let abstract = "Send a repository's storyboards to a server as one snapshot revision (for CI)."
    static let summary = """
        Archive the .storyboard, project.pbxproj, .plist and .xcconfig files under PATH (a tar written \
        here, paths relative to PATH; no tar binary needed), PUT it to the server's snapshot route, and print \
        the revision and what changed (the project's module, main storyboards and platform too, old -> new, when \
        the Xcode project or the files state other ones), with the diff from the previous revision (or from \
        --base). With --sources \
        DIR (repeatable), the Swift and Objective-C files under DIR are read here and only the navigation facts \
        read from them go into the archive (navgraph-code-navigation.json; no source text leaves the machine); \
        without it the revision has no code navigation facts. Exit codes: 0 \
        pushed; 1 the diff has a breaking change and --fail-on breaking was given; 64 bad usage (PATH not a \
        folder, several bundles and no --target); 65 the server refused the snapshot (its problem's detail is \
        printed); 66 PATH missing or nothing to push under it; 69 the server could not be reached, failed (5xx), \
        redirected (push follows no redirect), took longer than --timeout, or answered more than 64 KiB of head \
        or 8 MiB of body.
        """
    static let options: [OptionSpec] = [
        OptionSpec("server", env: "NAVGRAPH_SERVER", help: "the server's base URL, e.g. https://navgraph.example"),
        OptionSpec("project", env: "NAVGRAPH_PROJECT", help: "the project to replace (created when missing)"),
        OptionSpec("label", env: "NAVGRAPH_LABEL", help: "name the revision, e.g. the commit SHA"),
        OptionSpec("target", env: "NAVGRAPH_TARGET", help: "the bundle to send when PATH holds several"),
        OptionSpec(
            "base", env: "NAVGRAPH_BASE",
            help: "diff from this revision or label (a PR's base commit) instead of the project's previous revision"),
        OptionSpec("fail-on", env: "NAVGRAPH_FAIL_ON", help: "breaking: exit 1 when the diff has a breaking change"),
        SourceFacts.option(
            help: "a folder of Swift and Objective-C sources whose navigation facts (never their text) are sent "
                + "with the snapshot; repeatable"),
        OptionSpec("token", env: "NAVGRAPH_TOKEN", help: "bearer token for the server"),
        OptionSpec(
            "timeout", env: "NAVGRAPH_TIMEOUT", default: "300",
            help: "seconds each request may take in all: connecting, sending, the whole answer"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard let server = options["server"], let base = URL(string: server),
            ["http", "https"].contains(base.scheme?.lowercased() ?? ""), base.host != nil
        else {
            throw CLIError.usage("--server must be the server's http:// or https:// URL, e.g. http://127.0.0.1:8080")
        }
        // A port past 65535 would reach another one (the socket's 16 bits keep the rest: :105945 is :40409).
        if let port = base.port, !(1...65_535).contains(port) {
            throw CLIError.usage("--server's port must be from 1 to 65535, got \(port)")
        }
        guard let project = options["project"] else { throw CLIError.usage("--project is required") }
        // Refused here as `import` refuses it, named as typed, before anything is archived or sent.
        guard Project.isValidName(project) else {
            throw CLIError.usage("project name '\(project)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        guard options.positional.count == 1, let path = options.positional.first else {
            throw CLIError.usage("give exactly one PATH, the folder to push")
        }
        let failOn = options["fail-on"]
        guard failOn == nil || failOn == "breaking" else { throw CLIError.usage("--fail-on takes only 'breaking'") }
        let timeout = try options.integer("timeout", in: 1...3_600) ?? 300
        let folder = context.resolve(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CLIError.usage("PATH must be a folder (the repository to push): \(path)")
        }
        // The bundles as the server will read them (a missing PATH is 66 there): several need --target, as in
        // check, generate and import.
        let (selection, _) = try BundleSelection.loadWithNibs([path], target: options["target"], context: context)
        if options["target"] == nil, selection.all.count > 1 {
            throw CLIError.usage(
                "\(path) holds \(selection.all.count) bundles (\(BundleSelection.names(selection.all))); "
                    + "pick one with --target NAME")
        }
        let archive = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-push-\(UUID().uuidString).tar")
        // A temporary file left behind is no reason to fail a push that has done its work (or to hide why not).
        defer { try? FileManager.default.removeItem(at: archive) }
        // Nor is it left behind by an interrupted push.
        let removal = RemovalOnSignal(removing: archive.path)
        defer { withExtendedLifetime(removal) {} }
        // Read here; only the facts go into the archive (`SnapshotFacts` on the server).
        let sources = options.list("sources")
        let facts =
            sources.isEmpty
            ? nil
            : try SourceFacts.facts(sources, for: selection.selected, among: selection.all, context: context).first
        let added = try writeArchive(of: folder, facts: try facts.map(Self.encoded), to: archive)
        let count = added.count
        guard added.contains(where: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }) else {
            throw CLIError.noInput("no .storyboard or .xib files under \(path)")
        }
        let nibCount = added.filter { $0.hasSuffix(".xib") }.count

        var query = [URLQueryItem]()
        if let label = options["label"] { query.append(URLQueryItem(name: "label", value: label)) }
        if let target = options["target"] { query.append(URLQueryItem(name: "target", value: target)) }
        let projectPath = "v1/projects/\(Self.segment(project))"
        var request = URLRequest(url: Self.url(base, projectPath + "/snapshot", query))
        request.httpMethod = "PUT"
        request.setValue("application/x-tar", forHTTPHeaderField: "Content-Type")
        if let token = options["token"] { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let client = HTTPUpload(timeout: TimeInterval(timeout))
        let answer = try Self.exchange(client, request, file: archive, what: "PUT snapshot")
        let result = try Self.object(answer, what: "PUT snapshot")
        guard let revision = result["revision"] as? Int else {
            throw CLIError.unavailable("PUT snapshot answered \(answer.status) without a revision: \(answer.excerpt)")
        }
        let names = { (key: String) in (result[key] as? [String] ?? []).joined(separator: ", ") }
        let label = (result["label"] as? String).map { " (label \($0))" } ?? ""
        let previousRevision = result["previousRevision"] as? Int
        let ofNibs = nibCount == 0 ? "" : " (\(Plural.count(nibCount, "nib")))"
        Self.say(
            context, "pushed \(count) files\(ofNibs) of \(path) to project '\(project)': revision \(revision)\(label)")
        if let facts {
            Self.say(
                context,
                "with the navigation facts of \(sources.joined(separator: ", ")): "
                    + "\(Plural.count(facts.edges.count, "edge")), "
                    + "\(Plural.count(facts.instantiations.count, "instantiation")), \(facts.unresolved.count) unresolved "
                    + "(no source text sent)")
        }
        if result["unchanged"] as? Bool == true {
            if let previousRevision, previousRevision != revision {
                // The label already named an older revision of exactly these storyboards: the project itself
                // stays where it was (another push, say another branch's, came since).
                Self.say(
                    context,
                    "unchanged: revision \(revision)\(label) already holds exactly these storyboards; the project "
                        + "stays at revision \(previousRevision)")
            } else {
                Self.say(context, "unchanged: the server already held exactly these storyboards")
            }
        }
        for key in ["added", "replaced", "removed"] where !names(key).isEmpty {
            Self.say(context, "\(key): \(names(key))")
        }
        let nibs = result["nibs"] as? [String: [String]] ?? [:]
        for key in ["created", "replaced", "deleted"] where !(nibs[key] ?? []).isEmpty {
            Self.say(context, "nibs \(key): \((nibs[key] ?? []).joined(separator: ", "))")
        }
        if let change = result["codeNavigation"] as? String, change != "unchanged" {
            Self.say(context, "code navigation facts: \(change)")
        }
        for line in AttributeChangeLines.lines(json: result["attributes"]) { Self.say(context, line) }
        // The diff: from --base when given (a PR's base, pushed with its label), else from the revision the project
        // was at, when this push made a new one.
        let from: String
        if let base = options["base"] {
            from = base
        } else if result["unchanged"] as? Bool != true, let previousRevision {
            from = String(previousRevision)
        } else {
            return 0
        }
        var diffRequest = URLRequest(
            url: Self.url(
                base, projectPath + "/diff",
                [
                    URLQueryItem(name: "from", value: from),
                    URLQueryItem(name: "to", value: String(revision)),
                ]
            ))
        if let token = options["token"] {
            diffRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let diff = try Self.exchange(client, diffRequest, file: nil, what: "GET diff")
        let report = try Self.object(diff, what: "GET diff")
        let fromName = Int(from) != nil ? "revision \(from)" : "'\(from)'"
        Self.say(context, "diff from \(fromName): \(report["summary"] as? String ?? "")")
        let bundles = report["bundles"] as? [[String: Any]] ?? []
        for change in bundles.flatMap({ $0["changes"] as? [[String: Any]] ?? [] }) {
            Self.say(context, "  \(change["impact"] as? String ?? ""): \(change["message"] as? String ?? "")")
        }
        let breaking = report["breaking"] as? Int ?? 0
        return failOn == "breaking" && breaking > 0 ? 1 : 0
    }

    /// One line of output: everything in it a server or a repository named (storyboard names, labels, the diff's
    /// messages) made inert as `navgraph diff --format text` makes it (`PlainText`), so no name can start a line
    /// of its own (a GitHub workflow command) or reach the terminal as a control sequence.
    private static func say(_ context: CommandContext, _ line: String) {
        context.output(PlainText.line(line) + "\n")
    }

    /// The facts as the archive carries them: JSON with sorted keys (as the server stores them).
    private static func encoded(_ facts: CodeNavigation) throws(CLIError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(facts)
        } catch {
            throw CLIError.software("cannot encode the navigation facts: \(error)")
        }
    }

    /// Writes the tar of `folder`'s snapshot files, and of `facts` at the archive's root when given, to
    /// `archive`; answers the paths of the files of `folder` it holds.
    private static func writeArchive(of folder: URL, facts: Data?, to archive: URL) throws(CLIError) -> [String] {
        // Created by open(2), whose errno says why it could not be (`createFile` answers only false), new and
        // readable by this user alone.
        let descriptor = open(archive.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            throw CLIError.cannotCreate(
                "cannot create the archive \(archive.path): \(reason) (TMPDIR names the folder it is written in)")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var writer = TarWriter { try handle.write(contentsOf: $0) }
        let added: [String]
        do {
            added = try writer.addFiles(under: folder, selecting: .snapshotSources) { name in
                name.hasPrefix(".") || StoryboardFiles.skippedFolderNames.contains(name)
                    || StoryboardFiles.skippedFolderExtensions.contains((name as NSString).pathExtension)
            }
            // The server's name for it (`SnapshotFacts.fileName`, docs/http-api.md).
            if let facts { try writer.addFile(path: "navgraph-code-navigation.json", data: facts) }
            try writer.finish()
        } catch {
            // The archive is abandoned (and removed by the caller): the archiving error is the one to report.
            try? handle.close()
            // The tar error's own words are the extractor's ("cannot extract entry"): here its reason alone.
            guard case .write(_, let reason) = error else {
                throw CLIError.ioError("cannot archive \(folder.path): \(error)")
            }
            throw CLIError.ioError("cannot archive \(folder.path): \(reason)")
        }
        // Closing is where a write the system buffered can still fail; an archive cut short must not be sent.
        do {
            try handle.close()
        } catch {
            throw CLIError.ioError("cannot finish the archive \(archive.path): \(error.localizedDescription)")
        }
        return added
    }

    /// The JSON object a 2xx `answer` carries; one that is not JSON is the server failing (69), with the reason
    /// and the start of what it sent.
    private static func object(_ answer: HTTPUpload.Answer, what: String) throws(CLIError) -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: answer.body)
        } catch {
            throw CLIError.unavailable(
                "\(what) answered \(answer.status) with a body that is not JSON (\(error.localizedDescription)): "
                    + answer.excerpt)
        }
        guard let object = parsed as? [String: Any] else {
            throw CLIError.unavailable(
                "\(what) answered \(answer.status) with JSON that is not an object: \(answer.excerpt)")
        }
        return object
    }

    /// Why a request got no answer, in words: URLSession's own sentence (`Could not resolve host: x`), never
    /// the dump of its `NSError` with every user-info key; a socket's failure as its system call tells it.
    static func reason(_ error: any Error) -> String {
        let bridged = error as NSError
        return bridged.domain == NSURLErrorDomain ? bridged.localizedDescription : String(describing: error)
    }

    /// One request: 2xx answers; a 4xx is the server refusing (65, its detail printed), a redirect (followed by no
    /// one: the token stays with --server's origin) or anything else 69. So is an exchange that passes its
    /// deadline (--timeout) or the answer's limits (`HTTPExchange.Limits`).
    private static func exchange(
        _ client: HTTPUpload, _ request: URLRequest, file: URL?, what: String
    ) throws(CLIError) -> HTTPUpload.Answer {
        let answer: HTTPUpload.Answer
        let url = Self.shown(request.url)
        do {
            answer = try client.send(request, file: file)
        } catch let failure as HTTPExchange.Failure {
            switch failure {
            case .system: throw CLIError.unavailable("\(what): cannot reach \(url): \(failure)")
            case .timedOut:
                throw CLIError.unavailable(
                    "\(what) to \(url): \(failure) (--timeout: connecting, sending and the whole answer)")
            default: throw CLIError.unavailable("\(what) to \(url): \(failure)")
            }
        } catch {
            throw CLIError.unavailable("\(what): cannot reach \(url): \(Self.reason(error))")
        }
        switch answer.status {
        case 200..<300: return answer
        case 300..<400:
            throw CLIError.unavailable(
                "\(what) answered \(answer.status), a redirect to \(answer.location ?? "nowhere (no Location)"); "
                    + "push follows no redirect (its token goes to --server's origin alone): give --server the "
                    + "server's own URL")
        case 401:
            throw CLIError.dataError(
                "\(what) answered 401: \(answer.detail) (set NAVGRAPH_TOKEN, or pass --token, to the server's token)")
        case 400..<500: throw CLIError.dataError("\(what) answered \(answer.status): \(answer.detail)")
        default: throw CLIError.unavailable("\(what) answered \(answer.status): \(answer.detail)")
        }
    }

    /// `url` for messages: a password `--server` holds (`https://ci:secret@host`) is printed as `***`, since CI logs
    /// keep what push prints.
    static func shown(_ url: URL?) -> String {
        guard let url else { return "" }
        guard url.password != nil, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        components.percentEncodedPassword = "***"
        return components.string ?? url.absoluteString
    }

    private static func url(_ base: URL, _ path: String, _ query: [URLQueryItem]) -> URL {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty { components?.queryItems = query }
        return components?.url ?? base
    }

    /// A project name in a path: slugs need no escaping, but a bad one must not change the path.
    private static func segment(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "._-")))
            ?? name
    }
}
