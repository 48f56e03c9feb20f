import Foundation
import TestSupport

/// One real `navgraph serve` process on a PostgreSQL database, on an ephemeral loopback port.
final class ReplicaServer: Sendable {
    let process: RunningProcess
    let port: Int

    /// Starts `navgraph serve --db url` and waits until it says where it listens.
    init(database url: String) throws {
        process = try ProcessRunner.start(
            NavGraphBinary.url, ["serve", "--port", "0", "--db", url, "--log", "off"])
        let seen: String
        do {
            seen = try process.waitForOutput(containing: "listening on")
        } catch {
            process.stop()
            throw RawClient.Failure(description: "navgraph serve did not start: \(error)")
        }
        guard let range = seen.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
            let port = Int(seen[range].split(separator: ":").last ?? "")
        else {
            process.stop()
            throw RawClient.Failure(description: "navgraph serve did not start: \(seen)")
        }
        self.port = port
    }

    /// What the process wrote so far.
    var output: String { process.output }

    /// A new keep-alive client.
    func client(timeout: Double = 10) throws -> RawClient {
        try RawClient(port: port, timeout: timeout)
    }

    /// One request on a new connection.
    func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws -> WireResponse {
        try client().request(method, target, headers: headers, body: body)
    }

    /// `POST /v1/projects` of `name`; the status.
    func createProject(_ name: String) throws -> Int {
        try request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data("{\"name\":\"\(name)\"}".utf8)
        ).status
    }

    /// The project's revision as this replica holds it; `nil` when it answers anything but 200.
    func projectRevision(_ name: String, on client: RawClient? = nil) throws -> Int? {
        let response = try (client ?? self.client()).request("GET", "/v1/projects/\(name)")
        guard response.status == 200 else { return nil }
        return response.json["revision"] as? Int
    }

    /// Stops it with SIGTERM and waits.
    func stop() { process.stop() }

    /// Ends it with SIGKILL, as a crashed machine would, and waits.
    func kill9() {
        process.kill()
        process.stop()
    }

    deinit { stop() }

    /// A JSON model of `count` view controllers titled `title`, as a storyboard PUT body.
    static func model(scenes count: Int, title: String) -> Data {
        let scenes = (0..<count).map { "{\"id\":\"s\($0)\",\"kind\":\"viewController\",\"title\":\"\(title)\"}" }
        return Data("{\"scenes\":[\(scenes.joined(separator: ","))],\"segues\":[]}".utf8)
    }

    /// `PUT` of a JSON model storyboard; the response.
    func putModel(
        project: String, storyboard: String, scenes: Int = 3, title: String, headers: [String: String] = [:],
        on client: RawClient? = nil
    ) throws -> WireResponse {
        try (client ?? self.client()).request(
            "PUT", "/v1/projects/\(project)/storyboards/\(storyboard)",
            headers: headers.merging(["Content-Type": "application/json"]) { first, _ in first },
            body: Self.model(scenes: scenes, title: title))
    }
}
