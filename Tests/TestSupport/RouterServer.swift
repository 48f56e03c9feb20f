import Foundation
import HTTPServer

/// A bare `HTTPServer` on an ephemeral loopback port around any responder (a `Router` a test builds),
/// for the HTTP server's own tests: no NavGraph service and no database, unlike `TestServer`. Shut down
/// by `stop()`.
public struct RouterServer: Sendable {
    /// The running server (for its counters and event mechanism).
    public let server: HTTPServer
    /// Its loopback port.
    public let port: Int

    /// Starts `responder` on `backend` with two event loops and two workers, then whatever `configure`
    /// changes.
    public init(
        _ responder: any HTTPResponder, backend: HTTPServer.EventBackend = .automatic,
        configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    ) throws {
        var configuration = HTTPServer.Configuration(
            host: "127.0.0.1", port: 0, eventLoopCount: 2, workerCount: 2, accessLog: false)
        configuration.eventBackend = backend
        configure(&configuration)
        server = HTTPServer(configuration: configuration, responder: responder)
        port = try server.start()
    }

    /// A new keep-alive connection whose reads give up after `timeout` seconds.
    public func client(timeout: Double = 10) throws -> RawClient {
        try RawClient(port: port, timeout: timeout)
    }

    /// Shuts the server down.
    public func stop() {
        server.shutdown()
    }

    /// A router with the routes most server tests use: `GET /hello`, `POST /echo`, `GET /items/{item}`.
    public static func echoRouter() -> Router {
        var router = Router()
        router.add(.get, "/hello") { _, _ in .text("hello") }
        router.add(.post, "/echo") { request, _ in
            HTTPResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: request.body)
        }
        router.add(.get, "/items/{item}") { _, parameters in .text("item=\(parameters["item"])") }
        return router
    }
}
