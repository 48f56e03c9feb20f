import Foundation
import HTTPServer
import NavGraphAPI
import NavGraphOffline
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
        OptionSpec("log", env: "NAVGRAPH_LOG", default: "info", help: "access log: info or off"),
        OptionSpec("threads", env: "NAVGRAPH_THREADS", help: "event loop threads (default: one per core)"),
        OptionSpec("max-connections", env: "NAVGRAPH_MAX_CONNECTIONS", default: "4096", help: "connection cap"),
        OptionSpec("max-body", env: "NAVGRAPH_MAX_BODY", default: "33554432", help: "largest request body in bytes"),
        OptionSpec(
            "body-timeout", env: "NAVGRAPH_BODY_TIMEOUT", default: "30",
            help: "seconds a request body may send nothing before 408"),
        OptionSpec(
            "min-body-rate", env: "NAVGRAPH_MIN_BODY_RATE", default: "1024",
            help: "least average bytes/s of a request body after the grace period (0: off)"),
        OptionSpec(
            "min-body-rate-grace", env: "NAVGRAPH_MIN_BODY_RATE_GRACE", default: "20",
            help: "seconds before the minimum body rate applies"),
        OptionSpec(
            "upload-threads", env: "NAVGRAPH_UPLOAD_THREADS",
            help: "threads for streamed uploads (default: max(8, 4 x cores))"),
        OptionSpec(
            "writer-wait", env: "NAVGRAPH_WRITER_WAIT", default: "5",
            help: "seconds a write waits for the database writer before 503 with Retry-After"),
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
        let database = DatabaseLocation(options["db"], context: context)
        var configuration = HTTPServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.accessLog = log == "info"
        if let threads = try options.integer("threads", in: 1...256) { configuration.eventLoopCount = threads }
        configuration.maxConnections = try options.integer("max-connections", in: 1...1_000_000) ?? 4096
        configuration.maxBodyBytes = try options.integer("max-body", in: 1...(1 << 34)) ?? 32 << 20
        configuration.bodyReadTimeout = Double(try options.integer("body-timeout", in: 1...3600) ?? 30)
        configuration.minBodyRate = try options.integer("min-body-rate", in: 0...(1 << 30)) ?? 1024
        configuration.minBodyRateGrace = Double(try options.integer("min-body-rate-grace", in: 0...3600) ?? 20)
        if let threads = try options.integer("upload-threads", in: 1...1024) {
            configuration.streamingWorkerCount = threads
        }
        let writerWait = Double(try options.integer("writer-wait", in: 0...600) ?? 5)
        let cacheBytes =
            try options.integer("cache-bytes", in: 0...(1 << 40)) ?? NavGraphService.defaultResponseCacheBytes
        let searchBudget = SearchBudget(
            maxExpansions: try options.integer("search-budget", in: 1...Int.max) ?? SearchBudget.standard.maxExpansions)
        if let drain = try options.integer("drain-timeout", in: 0...3600) {
            configuration.shutdownTimeout = Double(drain)
        }
        // Large bodies in their own mappings, so that freeing them gives the memory back (SPEC section 7).
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
                changeFeed: changeFeed, responseCacheBytes: cacheBytes, searchBudget: searchBudget)
            let server = HTTPServer(configuration: configuration, responder: service.makeRouter())
            try server.runUntilSignalled { bound in
                context.errorOutput(
                    "navgraph \(NavGraphCommand.version) listening on http://\(host):\(bound) (database \(database.description))\n"
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

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
