import Foundation
import HTTPServer
import NavGraphAPI
import Storage

/// The real server on an ephemeral loopback port over a real database: a SQLite file in a temp folder, or a
/// PostgreSQL schema of its own (`APITestBackend`).
final class LiveServer {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let directory: URL
    let databasePath: String
    let port: Int
    /// `METHOD /pattern` for every route the router serves.
    let routeTable: [String]
    /// The router the server runs, to ask how it executes a request.
    let router: Router
    private let server: HTTPServer

    init(
        token: String? = nil, readToken: String? = nil, maxBodyBytes: Int? = nil, directory existing: URL? = nil
    ) throws {
        directory =
            existing
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        databasePath = directory.appendingPathComponent("navgraph.sqlite").path
        let store = try APITestBackend.openStore(in: directory)
        let service = try NavGraphService(
            store: store, access: AccessPolicy(token: token, readToken: readToken), metrics: HTTPMetrics(),
            version: "test")
        var configuration = HTTPServer.Configuration()
        configuration.port = 0
        configuration.accessLog = false
        if let maxBodyBytes { configuration.maxBodyBytes = maxBodyBytes }
        router = service.makeRouter()
        routeTable = router.routes.map { "\($0.method) \($0.pattern)" }
        server = HTTPServer(configuration: configuration, responder: router)
        port = try server.start()
    }

    /// A new keep-alive connection whose reads give up after `timeout` seconds.
    func client(timeout: Double = 10) throws -> TestHTTPClient {
        try TestHTTPClient(port: port, timeout: timeout)
    }

    /// One request on a fresh connection.
    func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws -> WireResponse {
        try client().request(method, target, headers: headers, body: body)
    }

    /// A JSON request on a fresh connection.
    func json(_ method: String, _ target: String, _ object: Any, headers: [String: String] = [:]) throws -> WireResponse
    {
        var all = headers
        all["Content-Type"] = "application/json"
        return try request(method, target, headers: all, body: try JSONSerialization.data(withJSONObject: object))
    }

    /// Stops the server (and keeps the folder, for restart tests).
    func stop() {
        server.shutdown()
    }

    /// Stops the server and removes the folder (and its PostgreSQL schema).
    func tearDown() {
        server.shutdown()
        APITestBackend.dropDatabase(in: directory)
        try? FileManager.default.removeItem(at: directory)
    }

    /// A fixture file's bytes from `examples/` or `Tests/Fixtures/`.
    static func fixture(_ relativePath: String) throws -> Data {
        try Data(contentsOf: repositoryRoot.appendingPathComponent(relativePath))
    }
}
