import Foundation
import HTTPServer
import NavGraphAPI
import NavGraphLog
import NavGraphOffline
import PostgresClient
import Storage
import StoryboardModel

/// `navgraph serve`: the HTTP service.
enum ServeCommand: Subcommand {
    static let name = "serve"
    static let synopsis = "[options]"
    static let abstract = "Run the HTTP service (loopback only without a token, unless --allow-anonymous)."
    static let summary = "Run the HTTP service. Without a token it listens on loopback only, unless --allow-anonymous."
    static let options: [OptionSpec] = [
        OptionSpec("host", env: "NAVGRAPH_HOST", default: "127.0.0.1", help: "address to listen on"),
        OptionSpec("port", env: "NAVGRAPH_PORT", default: "8080", help: "port to listen on (0 picks a free one)"),
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: DatabaseLocation.help),
        OptionSpec(
            "migrations", env: "NAVGRAPH_MIGRATIONS",
            help:
                "folder of NNNN_name.sql migrations, PostgreSQL's in DIR/postgres (default: the schema compiled into navgraph)"
        ),
        OptionSpec("token", env: "NAVGRAPH_TOKEN", help: "bearer token required for every request"),
        OptionSpec("read-token", env: "NAVGRAPH_READ_TOKEN", help: "bearer token granting reads only"),
        OptionSpec(
            "allow-anonymous", env: "NAVGRAPH_ALLOW_ANONYMOUS", takesValue: false,
            help: "allow listening beyond loopback without a token"),
        OptionSpec(
            "allowed-hosts", env: "NAVGRAPH_ALLOWED_HOSTS",
            help: "comma-separated names the Host header may give besides IP addresses and localhost "
                + "(.example.com: the domain and names under it; *: any); default: those only on loopback, "
                + "any elsewhere"),
        OptionSpec("log", env: "NAVGRAPH_LOG", default: "info", help: "access log: info or off"),
        OptionSpec(
            "log-level", env: "NAVGRAPH_LOG_LEVEL", default: "info",
            help: "the least level of the process's own lines on standard error: debug, info, warning or error"),
        OptionSpec("threads", env: "NAVGRAPH_THREADS", help: "event loop threads (default: one per core)"),
        OptionSpec("max-connections", env: "NAVGRAPH_MAX_CONNECTIONS", default: "4096", help: "connection cap"),
        OptionSpec("max-body", env: "NAVGRAPH_MAX_BODY", default: "33554432", help: "largest request body in bytes"),
        OptionSpec(
            "max-snapshot-body", env: "NAVGRAPH_MAX_SNAPSHOT_BODY", default: "268435456",
            help: "largest snapshot archive (PUT .../snapshot) in bytes, as sent (the extractor caps it at "
                + "256 MiB decompressed)"),
        OptionSpec(
            "body-timeout", env: "NAVGRAPH_BODY_TIMEOUT", default: "30",
            help: "seconds a request body may send nothing before 408"),
        OptionSpec(
            "min-body-rate", env: "NAVGRAPH_MIN_BODY_RATE", default: "1024",
            help: "least bytes/s of a request body after the grace period, over each rate window (0: off)"),
        OptionSpec(
            "min-body-rate-grace", env: "NAVGRAPH_MIN_BODY_RATE_GRACE", default: "20",
            help: "seconds before the minimum body rate applies"),
        OptionSpec(
            "min-body-rate-window", env: "NAVGRAPH_MIN_BODY_RATE_WINDOW", default: "10",
            help: "seconds each measure of the body rate spans after the grace period"),
        OptionSpec(
            "upload-threads", env: "NAVGRAPH_UPLOAD_THREADS",
            help: "threads for streamed uploads (default: max(8, 4 x cores))"),
        OptionSpec(
            "writer-wait", env: "NAVGRAPH_WRITER_WAIT", default: "5",
            help: "seconds a write waits for the database writer before 503 with Retry-After"),
        OptionSpec(
            "body-deadline-rate", env: "NAVGRAPH_BODY_DEADLINE_RATE", default: "65536",
            help: "a body must arrive whole within max(--body-deadline-min, length / this many bytes/s) (0: off)"),
        OptionSpec(
            "body-deadline-min", env: "NAVGRAPH_BODY_DEADLINE_MIN", default: "30",
            help: "seconds every request body may take, however short"),
        OptionSpec(
            "body-deadline-max", env: "NAVGRAPH_BODY_DEADLINE_MAX", default: "600",
            help: "seconds any request body may take at most, however long it announces itself"),
        OptionSpec(
            "uploads-per-client", env: "NAVGRAPH_UPLOADS_PER_CLIENT",
            help: "upload threads one client address may hold at once (default: a quarter of --upload-threads)"),
        OptionSpec(
            "heavy-threads", env: "NAVGRAPH_HEAVY_THREADS",
            help: "threads for drawings, old revisions and diffs (default: max(4, cores))"),
        OptionSpec(
            "heavy-queue", env: "NAVGRAPH_HEAVY_QUEUE", default: "32",
            help: "heavy reads that may wait for a thread; more get 503 with Retry-After"),
        OptionSpec(
            "heavy-wait", env: "NAVGRAPH_HEAVY_WAIT", default: "30",
            help: "seconds a heavy read (or a drawing) may wait for its turn before 503 with Retry-After"),
        OptionSpec(
            "heavy-deadline", env: "NAVGRAPH_HEAVY_DEADLINE", default: "60",
            help: "seconds a heavy read may run before it is stopped and answered 503 with Retry-After"),
        OptionSpec("dot", env: "NAVGRAPH_DOT", help: "Graphviz's dot executable (default: dot on PATH)"),
        OptionSpec("renders", env: "NAVGRAPH_RENDERS", default: "1", help: "Graphviz layouts run at once"),
        OptionSpec(
            "render-timeout", env: "NAVGRAPH_RENDER_TIMEOUT", default: "20",
            help: "seconds one Graphviz layout may run before it is stopped"),
        OptionSpec(
            "render-failure-memory", env: "NAVGRAPH_RENDER_FAILURE_MEMORY", default: "60",
            help: "seconds a failed or timed-out drawing is answered 503 without running dot again"),
        OptionSpec(
            "revision-cache-bytes", env: "NAVGRAPH_REVISION_CACHE_BYTES", default: "67108864",
            help: "estimated bytes of old-revision graphs kept (at most 4 graphs; one over half is not kept)"),
        OptionSpec(
            "cache-bytes", env: "NAVGRAPH_CACHE_BYTES", default: "67108864",
            help: "memory for cached answers, in bytes (0 turns the cache off)"),
        OptionSpec(
            "history", env: "NAVGRAPH_HISTORY", default: "100",
            help: "revisions kept per project for ?revision=R and /diff (older ones are pruned on write)"),
        OptionSpec(
            "search-budget", env: "NAVGRAPH_SEARCH_BUDGET", default: "200000",
            help: "segues one routes?all=true search may follow before it answers a truncated result"),
        OptionSpec(
            "drain-timeout", env: "NAVGRAPH_DRAIN_TIMEOUT", default: "10",
            help: "seconds SIGTERM waits for requests in flight before the process exits"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard options.positional.isEmpty else {
            throw CLIError.usage(
                "serve takes no arguments, only options (got '\(options.positional.joined(separator: " "))')")
        }
        let host = options["host"] ?? "127.0.0.1"
        let port = try options.integer("port", in: 0...65_535) ?? 8080
        let access = AccessPolicy(token: options["token"], readToken: options["read-token"])
        if !access.isRestricted && !isLoopback(host) && !options.flag("allow-anonymous") {
            throw CLIError.usage(
                "refusing to listen on \(host) without a token: set NAVGRAPH_TOKEN, or pass --allow-anonymous")
        }
        guard let log = options["log"], ["info", "off"].contains(log) else {
            throw CLIError.usage("--log must be 'info' or 'off'")
        }
        guard let logLevel = LogLevel(name: options["log-level"] ?? "info") else {
            throw CLIError.usage("--log-level must be 'debug', 'info', 'warning' or 'error'")
        }
        let databaseSecrets = options["db"].map { PostgresURL.isPostgres($0) ? PostgresURL.secrets(in: $0) : [] } ?? []
        Self.configureLog(level: logLevel, secrets: [options["token"], options["read-token"]] + databaseSecrets)
        let database = DatabaseLocation(options["db"], context: context)
        var configuration = HTTPServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.accessLog = log == "info"
        configuration.hosts = hostPolicy(listeningOn: host, allowed: options["allowed-hosts"])
        if let threads = try options.integer("threads", in: 1...256) { configuration.eventLoopCount = threads }
        configuration.maxConnections = try options.integer("max-connections", in: 1...1_000_000) ?? 4096
        configuration.maxBodyBytes = try options.integer("max-body", in: 1...(1 << 34)) ?? 32 << 20
        configuration.bodyReadTimeout = Double(try options.integer("body-timeout", in: 1...3600) ?? 30)
        configuration.minBodyRate = try options.integer("min-body-rate", in: 0...(1 << 30)) ?? 1024
        configuration.minBodyRateGrace = Double(try options.integer("min-body-rate-grace", in: 0...3600) ?? 20)
        configuration.minBodyRateWindow = Double(try options.integer("min-body-rate-window", in: 1...3600) ?? 10)
        if let threads = try options.integer("upload-threads", in: 1...1024) {
            configuration.streamingWorkerCount = threads
        }
        let writerWait = Double(try options.integer("writer-wait", in: 0...600) ?? 5)
        // A request no thread takes within the writer wait is answered 503, like one the writer keeps waiting.
        configuration.threadWait = writerWait
        configuration.bodyDeadlineRate = try options.integer("body-deadline-rate", in: 0...(1 << 30)) ?? 64 << 10
        configuration.bodyDeadlineMinimum = Double(try options.integer("body-deadline-min", in: 1...86_400) ?? 30)
        configuration.bodyDeadlineMaximum = Double(try options.integer("body-deadline-max", in: 1...86_400) ?? 600)
        if let share = try options.integer("uploads-per-client", in: 1...1024) {
            configuration.uploadsPerClient = share
        }
        if let threads = try options.integer("heavy-threads", in: 1...256) { configuration.heavyWorkerCount = threads }
        configuration.heavyQueueLimit = try options.integer("heavy-queue", in: 0...100_000) ?? 32
        let heavyWait = Double(try options.integer("heavy-wait", in: 1...3600) ?? 30)
        configuration.heavyQueueWait = heavyWait
        var heavyReads = HeavyReadOptions()
        heavyReads.dot = options["dot"].map { URL(fileURLWithPath: $0) }
        heavyReads.renderConcurrency = try options.integer("renders", in: 1...64) ?? 1
        heavyReads.renderTimeout = Double(try options.integer("render-timeout", in: 1...3600) ?? 20)
        heavyReads.renderFailureMemory = Double(try options.integer("render-failure-memory", in: 0...86_400) ?? 60)
        heavyReads.renderQueueWait = heavyWait
        heavyReads.runDeadline = Double(try options.integer("heavy-deadline", in: 1...86_400) ?? 60)
        heavyReads.revisionCacheBytes =
            try options.integer("revision-cache-bytes", in: 0...(1 << 40)) ?? heavyReads.revisionCacheBytes
        let cacheBytes =
            try options.integer("cache-bytes", in: 0...(1 << 40)) ?? NavGraphService.defaultResponseCacheBytes
        let searchBudget = SearchBudget(
            maxExpansions: try options.integer("search-budget", in: 1...Int.max) ?? SearchBudget.standard.maxExpansions)
        if let drain = try options.integer("drain-timeout", in: 0...3600) {
            configuration.shutdownTimeout = Double(drain)
        }
        // Large bodies in their own mappings, so that freeing them gives the memory back (docs/http-api.md, "Limits").
        MemoryRelease.configure()
        let history = try options.integer("history", in: 1...1_000_000) ?? StoreDefaults.historyLimit
        let store = try DatabaseOpener.open(
            database, migrations: options["migrations"], context: context, writerWaitLimit: writerWait)
        store.historyLimit = history
        // PostgreSQL announces every commit: a replica follows them instead of polling (SQLite has no feed).
        let changeFeed = (store as? any StoreChangeFeedSource)?.makeChangeFeed()
        defer { changeFeed?.close() }
        do {
            let metrics = HTTPMetrics()
            let service = try NavGraphService(
                store: store, access: access, metrics: metrics, version: NavGraphCommand.version,
                changeFeed: changeFeed, responseCacheBytes: cacheBytes, searchBudget: searchBudget,
                heavyReads: heavyReads,
                maxSnapshotBodyBytes: try options.integer("max-snapshot-body", in: 1...(1 << 40))
                    ?? NavGraphService.defaultMaxSnapshotBodyBytes)
            let server = HTTPServer(configuration: configuration, responder: service.makeRouter())
            try server.runUntilSignalled { bound in
                context.errorOutput(
                    "navgraph \(NavGraphCommand.version) listening on http://\(authority(host, bound)) (database \(database.description))\n"
                )
            }
            // Requests have drained: checkpoint the WAL and close every connection before the process exits.
            changeFeed?.close()
            store.close()
            context.errorOutput("navgraph stopped\n")
            return 0
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.unavailable("cannot serve: \(error)")
        }
    }

    /// Sets the process's log level and masks, in every line any module writes, the tokens and the secrets of the
    /// database's connection string.
    static func configureLog(level: LogLevel, secrets: [String?]) {
        Log.level = level
        for case let secret? in secrets { Log.mask(secret: secret) }
    }

    /// Which Host names the server answers for: on loopback (or with `--allowed-hosts`) IP addresses,
    /// localhost and the names listed, so that a page rebinding its own name to 127.0.0.1 is refused;
    /// elsewhere, without the option, any (the token guards that server; its clients' names are not known).
    static func hostPolicy(listeningOn host: String, allowed: String?) -> HostPolicy {
        let names = (allowed ?? "").split(separator: ",").map(String.init)
        guard isLoopback(host) || names.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return .any }
        return .restricted(
            to: names, refusalHint: "start navgraph serve with --allowed-hosts (NAVGRAPH_ALLOWED_HOSTS) to admit a name"
        )
    }

    /// `host:port` as a URL writes it: an IPv6 address in brackets (`[::1]:8080`, RFC 3986 section 3.2.2), so the
    /// printed URL can be used as it is.
    static func authority(_ host: String, _ port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
