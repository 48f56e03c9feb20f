import Foundation
import HTTPServer

/// A real server on an ephemeral loopback port for one test; shut down by `stop()`.
struct TestServer {
    let server: HTTPServer
    let port: Int

    init(
        _ router: Router, backend: HTTPServer.EventBackend = .automatic,
        configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    ) throws {
        var configuration = HTTPServer.Configuration(
            host: "127.0.0.1", port: 0, eventLoopCount: 2, workerCount: 2, accessLog: false)
        configuration.eventBackend = backend
        configure(&configuration)
        server = HTTPServer(configuration: configuration, responder: router)
        port = try server.start()
    }

    func client(timeout: Double = 10) throws -> RawClient {
        try RawClient(port: port, timeout: timeout)
    }

    func stop() {
        server.shutdown()
    }

    /// A router with the routes most tests use.
    static func echoRouter() -> Router {
        var router = Router()
        router.add(.get, "/hello") { _, _ in .text("hello") }
        router.add(.post, "/echo") { request, _ in
            HTTPResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: request.body)
        }
        router.add(.get, "/items/{item}") { _, parameters in .text("item=\(parameters["item"])") }
        return router
    }
}
