import Foundation
import HTTPServer
import NavGraphAPI
import Storage
import StoryboardModel
import Synchronization
import TarArchive
import Testing

/// The NavGraph service over a scratch database (`ScratchDatabase`), reached in one of two ways with the same
/// client API (`request`, `json`), as Hummingbird's tests run one test `.router` or `.live`:
///
/// - `.inProcess`: each request's bytes go through the server's own HTTP parser and then the responder
///   exactly as an event loop hands them over (`front` for a raw head, `admit` for `Expect: 100-continue`,
///   `prepare` then `respond`), on the calling thread; the answer's head is encoded by the server's encoder.
///   No socket, no event loop, no worker pools, no timers.
/// - `.socket`: the real `HTTPServer` on an ephemeral loopback port; for what only the wire shows
///   (framing, keep-alive, timeouts, streamed uploads, worker pools, restarts, outside clients like curl).
public final class TestServer: @unchecked Sendable {
    // @unchecked: every stored property is immutable after init; `HTTPServer` and the responder are Sendable.

    /// How requests reach the service.
    public enum Mode: Sendable {
        /// Through the parser and responder on the calling thread.
        case inProcess
        /// Over a loopback socket to the real server.
        case socket
    }

    /// How this server is reached.
    public let mode: Mode
    /// The scratch database (and its folder, for files a test keeps beside it).
    public let database: ScratchDatabase
    /// The store the service runs on.
    public let store: any NavigationStore
    /// The service.
    public let service: NavGraphService
    /// The service's router (also what `responder` wraps, if it wraps it).
    public let router: Router
    /// What answers requests: the router, or what `wrap` made of it.
    public let responder: any HTTPResponder
    /// The server configuration (in-process: its limits apply to the parser).
    public let configuration: HTTPServer.Configuration
    /// `METHOD /pattern` for every route the router serves.
    public var routeTable: [String] { router.routes.map { "\($0.method) \($0.pattern)" } }
    /// The folder of the scratch database.
    public var directory: URL { database.directory }
    /// Where this server unpacks snapshot archives: a folder of the test's own, so that what one test leaves
    /// there is never another test's (suites run in parallel).
    public let scratchDirectory: URL
    /// The SQLite file's path (on the SQLite backend).
    public var databasePath: String { database.sqlitePath }
    private let server: HTTPServer?
    private let boundPort: Int?
    private let stopped = Mutex(false)

    /// Starts the service. `directory` reuses an existing scratch folder (a restart); `seed` writes to the
    /// store before the service reads it; `changeFeed` replaces polling for other writers; `wrap` puts a
    /// responder around the router (to observe requests); `configure` adjusts the HTTP configuration
    /// (port 0, no access log to begin with).
    public init(
        _ mode: Mode = .inProcess, token: String? = nil, readToken: String? = nil, maxBodyBytes: Int? = nil,
        externalChangeInterval: Double? = 1.0, responseCacheBytes: Int = NavGraphService.defaultResponseCacheBytes,
        searchBudget: SearchBudget = .standard, heavyReads: HeavyReadOptions = HeavyReadOptions(),
        writerWaitLimit: Double = StoreDefaults.writerWaitLimit, history: Int? = nil, directory: URL? = nil,
        changeFeed: (any StoreChangeFeed)? = nil, seed: (any NavigationStore) throws -> Void = { _ in },
        wrap: (Router) -> any HTTPResponder = { $0 }, configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        snapshotLimits: TarLimits = NavGraphService.defaultSnapshotLimits,
        maxSnapshotBodyBytes: Int = NavGraphService.defaultMaxSnapshotBodyBytes
    ) throws {
        self.mode = mode
        database = try directory.map { ScratchDatabase(directory: $0) } ?? ScratchDatabase.make()
        store = try database.openStore(writerWaitLimit: writerWaitLimit)
        scratchDirectory = database.directory.appendingPathComponent("scratch", isDirectory: true)
        try FileManager.default.createDirectory(at: scratchDirectory, withIntermediateDirectories: true)
        if let history { store.historyLimit = history }
        // Written before the service starts, so its graphs are built from it (a write to the store later
        // bypasses the service: what another replica's write looks like).
        try seed(store)
        service = try NavGraphService(
            store: store, access: AccessPolicy(token: token, readToken: readToken), metrics: HTTPMetrics(),
            version: "test", externalChangeInterval: externalChangeInterval, changeFeed: changeFeed,
            responseCacheBytes: responseCacheBytes, searchBudget: searchBudget, heavyReads: heavyReads,
            snapshotLimits: snapshotLimits, maxSnapshotBodyBytes: maxSnapshotBodyBytes,
            scratchDirectory: scratchDirectory)
        router = service.makeRouter()
        responder = wrap(router)
        var configuration = HTTPServer.Configuration()
        configuration.port = 0
        configuration.accessLog = false
        if let maxBodyBytes { configuration.maxBodyBytes = maxBodyBytes }
        configure(&configuration)
        self.configuration = configuration
        switch mode {
        case .inProcess:
            server = nil
            boundPort = nil
        case .socket:
            // The poll(2) pass skips suites tagged in-process; one that listens must not carry the tag.
            if Test.current?.tags.contains(.inProcess) == true {
                Issue.record("TestServer(.socket) in a suite tagged .inProcess: remove the tag from the suite")
            }
            let server = HTTPServer(configuration: configuration, responder: responder)
            self.server = server
            boundPort = try server.start()
        }
    }

    /// The loopback port (`.socket` only; a test that asks in-process records an issue and gets 0).
    public var port: Int {
        guard let boundPort else {
            Issue.record("an in-process TestServer has no port: make it TestServer(.socket)")
            return 0
        }
        return boundPort
    }

    /// A new keep-alive connection whose reads give up after `timeout` seconds (`.socket` only).
    public func client(timeout: Double = 10) throws -> RawClient {
        guard let boundPort else {
            throw RawClient.Failure(description: "an in-process TestServer has no socket: make it TestServer(.socket)")
        }
        return try RawClient(port: boundPort, timeout: timeout)
    }

    /// One request (on a fresh connection, for `.socket`).
    public func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws -> WireResponse {
        let bytes = RawClient.encode(method, target, headers: headers, body: body)
        switch mode {
        case .socket: return try client(timeout: 30).request(method, target, headers: headers, body: body)
        case .inProcess: return try InProcessExchange(responder: responder, configuration: configuration).send(bytes)
        }
    }

    /// One request from its bytes as written, `Host` and framing included (on a fresh connection, for `.socket`).
    public func send(_ bytes: Data, method: String) throws -> WireResponse {
        switch mode {
        case .socket:
            let connection = try client(timeout: 30)
            try connection.send(bytes)
            return try connection.readResponse(method: method)
        case .inProcess: return try InProcessExchange(responder: responder, configuration: configuration).send(bytes)
        }
    }

    /// A JSON request.
    public func json(
        _ method: String, _ target: String, _ object: Any, headers: [String: String] = [:]
    ) throws -> WireResponse {
        var all = headers
        all["Content-Type"] = "application/json"
        return try request(method, target, headers: all, body: try JSONSerialization.data(withJSONObject: object))
    }

    /// The value of an unlabelled metric in `/metrics`.
    public func metric(_ name: String) throws -> Int? {
        let text = try request("GET", "/metrics").text
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Int(line.dropFirst(name.count + 1))
        }
        return nil
    }

    /// Stops the server and closes the store, keeping the database (for restart tests).
    public func stop() {
        guard
            !stopped.withLock({ was in
                defer { was = true }; return was
            })
        else { return }
        server?.shutdown()
        store.close()
    }

    /// Stops the server and removes the database and its folder.
    public func tearDown() {
        stop()
        database.remove()
    }

    /// A file's bytes from the repository (`examples/...`, `Tests/Fixtures/...`).
    public static func fixture(_ relativePath: String) throws -> Data {
        try Data(contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent(relativePath))
    }
}
