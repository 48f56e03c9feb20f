import Foundation
import HTTPServer
import Storage

@testable import NavGraphAPI

/// The real server over a real SQLite file with its heavy-read limits and HTTP configuration chosen by the
/// test, and its service in reach (render pool, old-revision cache) to observe.
final class HeavyReadServer {
    let directory: URL
    let service: NavGraphService
    let port: Int
    private let store: any NavigationStore
    private let server: HTTPServer

    init(
        heavyReads: HeavyReadOptions = HeavyReadOptions(),
        configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-heavy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = try APITestBackend.openStore(in: directory)
        service = try NavGraphService(
            store: store, access: AccessPolicy(token: nil, readToken: nil), metrics: HTTPMetrics(), version: "test",
            externalChangeInterval: nil, heavyReads: heavyReads)
        var configuration = HTTPServer.Configuration(port: 0, eventLoopCount: 2, workerCount: 2, accessLog: false)
        configure(&configuration)
        server = HTTPServer(configuration: configuration, responder: service.makeRouter())
        port = try server.start()
    }

    func tearDown() {
        server.shutdown()
        store.close()
        APITestBackend.dropDatabase(in: directory)
        try? FileManager.default.removeItem(at: directory)
    }

    func client(timeout: Double = 20) throws -> TestHTTPClient { try TestHTTPClient(port: port, timeout: timeout) }

    /// One request on a fresh connection.
    func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws -> WireResponse {
        try client().request(method, target, headers: headers, body: body)
    }

    /// Creates project `name` with one storyboard `Main` holding one scene of class `className`.
    func seed(_ name: String, className: String = "HomeViewController") throws {
        let created = try request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data(#"{"name":"\#(name)"}"#.utf8))
        precondition(created.status == 201, created.text)
        let put = try request(
            "PUT", "/v1/projects/\(name)/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: Self.storyboard(className: className))
        precondition(put.status == 201 || put.status == 200, put.text)
    }

    /// A metric's value from `/metrics`.
    func metric(_ name: String) throws -> Int? {
        let text = try request("GET", "/metrics").text
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Int(line.dropFirst(name.count + 1))
        }
        return nil
    }

    /// A storyboard of one initial scene of class `className`.
    static func storyboard(className: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="vc1"><scenes><scene sceneID="s1"><objects><viewController id="vc1" \
            customClass="\(className)" sceneMemberID="viewController"/></objects></scene></scenes></document>
            """.utf8)
    }
}

/// A stand-in for Graphviz's `dot`: a shell script that counts its runs in a file, reads its input, then
/// waits until the test opens its gate (a file) before writing a tiny SVG. Makes drawings slow on cue; gives
/// up once its folder is removed, so a failed test leaves no script behind.
struct StandInDot {
    let folder: URL
    var executable: URL { folder.appendingPathComponent("dot") }
    var gate: URL { folder.appendingPathComponent("gate") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            echo run >> '\(folder.path)/runs'
            cat > /dev/null
            while [ ! -f '\(folder.path)/gate' ]; do [ -d '\(folder.path)' ] || exit 1; sleep 0.05; done
            printf '<svg xmlns="http://www.w3.org/2000/svg"><g id="graph0"></g></svg>\\n'
            """
        try Data(script.utf8).write(to: executable)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
    }

    /// How many times `dot` was started.
    var runs: Int {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8) else {
            return 0
        }
        return text.split(separator: "\n").count
    }

    /// Lets every waiting (and later) run finish.
    func open() throws { try Data().write(to: gate) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
