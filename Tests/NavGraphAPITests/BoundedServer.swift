import Foundation
import HTTPServer
import NavGraphAPI
import Storage
import StoryboardModel

/// The real server with one event loop and a chosen cache budget and search budget, over a temp database.
final class BoundedServer: Sendable {
    let directory: URL
    let port: Int
    private let server: HTTPServer

    init(cacheBytes: Int = NavGraphService.defaultResponseCacheBytes, searchBudget: SearchBudget = .standard) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-bounded-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try APITestBackend.openStore(in: directory)
        let service = try NavGraphService(
            store: store, access: AccessPolicy(token: nil, readToken: nil), metrics: HTTPMetrics(), version: "test",
            externalChangeInterval: nil, responseCacheBytes: cacheBytes, searchBudget: searchBudget)
        var configuration = HTTPServer.Configuration(port: 0, eventLoopCount: 1, workerCount: 4, accessLog: false)
        configuration.shutdownTimeout = 1
        server = HTTPServer(configuration: configuration, responder: service.makeRouter())
        port = try server.start()
    }

    func client() throws -> TestHTTPClient {
        try TestHTTPClient(port: port)
    }

    func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws
        -> WireResponse
    {
        try client().request(method, target, headers: headers, body: body)
    }

    /// The value of an unlabelled gauge in `/metrics`.
    func gauge(_ name: String) throws -> Int? {
        let text = try request("GET", "/metrics").text
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Int(line.dropFirst(name.count + 1))
        }
        return nil
    }

    func tearDown() {
        server.shutdown()
        APITestBackend.dropDatabase(in: directory)
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            // A leftover temp folder is harmless; the OS cleans it.
        }
    }

    /// The JSON model of a dense storyboard: S→X, X→T, and X→each of `k` scenes that all link to each other
    /// and back to X. One route from S to T; about k! simple paths among the k scenes.
    static func denseModel(k: Int) -> Data {
        var scenes = ["S", "X", "T"].map { ["id": $0, "kind": "viewController", "customClass": "\($0)Controller"] }
        var segues: [[String: String]] = [
            ["id": "s-x", "source": "S", "destination": "X", "kind": "show", "identifier": "toX"],
            ["id": "x-t", "source": "X", "destination": "T", "kind": "show", "identifier": "toT"],
        ]
        for i in 0..<k {
            scenes.append(["id": "K\(i)", "kind": "viewController"])
            segues.append(["id": "x-k\(i)", "source": "X", "destination": "K\(i)", "kind": "show"])
            segues.append(["id": "k\(i)-x", "source": "K\(i)", "destination": "X", "kind": "show"])
            for j in 0..<k where j != i {
                segues.append(["id": "k\(i)-k\(j)", "source": "K\(i)", "destination": "K\(j)", "kind": "show"])
            }
        }
        let object: [String: Any] = ["initialScene": "S", "scenes": scenes, "segues": segues]
        do {
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        } catch {
            return Data()
        }
    }
}
