import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 36, point 9: heavy work nobody waits for stops. A diff whose client closed its connection, or
/// that ran past `--heavy-deadline`, stops using the CPU within a second (the real `navgraph serve`, its CPU
/// time read from `/proc`); a drawing's `dot` is killed once no client waits for it, and not before.
@Suite(.serialized) struct HeavyCancellationTests {
    /// The `navgraph` executable built beside the test bundle.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navgraph")
    static let canRun = FileManager.default.isExecutableFile(atPath: binary.path)
    #if os(Linux)
    static let hasProc = FileManager.default.fileExists(atPath: "/proc/self/stat")
    #else
    static let hasProc = false
    #endif
    /// Scenes of each revision: every one changes, so the whole diff takes seconds (8 s in a debug build,
    /// 2.4 s to store each revision).
    static let scenes = 10_000

    /// A running `navgraph serve` in a folder of its own.
    final class Server {
        let folder: URL
        let process: RunningProcess
        let port: Int

        init(_ options: [String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-cancel-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            process = try ProcessRunner.start(
                HeavyCancellationTests.binary,
                [
                    "serve", "--port", "0", "--db", folder.appendingPathComponent("db.sqlite").path, "--log", "off",
                    "--migrations", TestEnvironment.repositoryRoot.appendingPathComponent("Migrations").path,
                ] + options)
            let seen = try process.waitForOutput(containing: "listening on")
            guard let range = seen.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
                let port = Int(seen[range].split(separator: ":").last ?? "")
            else {
                process.stop()
                throw RawClient.Failure(description: "navgraph did not start: \(seen)")
            }
            self.port = port
        }

        func stop() {
            process.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        func request(_ method: String, _ target: String, json: Data? = nil) throws -> WireResponse {
            try RawClient(port: port, timeout: 60).request(
                method, target, headers: json == nil ? [:] : ["Content-Type": "application/json"], body: json)
        }

        /// Seconds of CPU the server has used (user and system), from `/proc/<pid>/stat`.
        func cpuSeconds() throws -> Double {
            #if os(Linux)
            let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
            // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the
            // 14th and 15th of the line, the 12th and 13th after it.
            let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
            let ticks = try #require(Double(fields[11])) + (try #require(Double(fields[12])))
            return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
            #else
            throw CocoaError(.featureUnsupported)  // the tests that ask are enabled only where /proc exists
            #endif
        }

        /// The value of the metric line starting with `name` (labels included).
        func metric(_ name: String) throws -> Int? {
            let text = try request("GET", "/metrics").text
            return text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
                .flatMap { Int($0.split(separator: " ").last ?? "") }
        }
    }

    /// Project `p` whose revisions 2 and 3 are one storyboard of `scenes` scenes, every scene and segue of
    /// 3 changed (class, storyboard ID, title, segue identifier).
    static func seedBigRevisions(_ server: Server) throws {
        let created = try server.request("POST", "/v1/projects", json: Data(#"{"name":"p"}"#.utf8))
        try #require(created.status == 201, "\(created.text)")
        for version in ["A", "B"] {
            let put = try server.request("PUT", "/v1/projects/p/storyboards/Main", json: model(version))
            try #require(put.status == 201 || put.status == 200, "\(put.text)")
        }
    }

    static func model(_ version: String) -> Data {
        let scenes = (0..<Self.scenes).map { index in
            [
                "id": "s\(index)", "kind": "viewController", "customClass": "Screen\(index)\(version)ViewController",
                "storyboardIdentifier": "screen\(index)\(version)", "title": "Screen \(index) \(version)",
            ]
        }
        let segues = (1..<Self.scenes).map { index in
            [
                "id": "g\(index)", "source": "s\(index - 1)", "destination": "s\(index)", "kind": "show",
                "identifier": "next\(index)\(version)",
            ]
        }
        let model: [String: Any] = ["initialScene": "s0", "scenes": scenes, "segues": segues]
        return (try? JSONSerialization.data(withJSONObject: model)) ?? Data()
    }

    /// CPU the server used over `seconds`, starting now.
    static func cpuUsed(by server: Server, over seconds: Double) throws -> Double {
        let before = try server.cpuSeconds()
        Thread.sleep(forTimeInterval: seconds)
        return try server.cpuSeconds() - before
    }

    @Test(
        .enabled(if: canRun, "no navgraph binary beside the tests (swift build)"),
        .enabled(if: hasProc, "reads the server's CPU time from /proc (Linux only)"))
    func aDiffWhoseClientLeftStopsWithinASecond() throws {
        let server = try Server(["--heavy-deadline", "600"])
        defer { server.stop() }
        try Self.seedBigRevisions(server)
        // The diff is running: the server keeps a core busy (a fraction of one on a loaded machine).
        try Self.leave(server, asking: "/v1/projects/p/diff?from=2&to=3", after: 1, busy: 0.2)
        #expect(try server.metric(#"navgraph_heavy_reads_cancelled_total{reason="deadline"}"#) == 0)
    }

    /// Asks for `target`, checks the server used at least `busy` s of CPU over the next `seconds` and has not
    /// answered, closes the connection; then, after a second, that the server uses (almost) no CPU over the
    /// next and counted one heavy read whose client left.
    static func leave(_ server: Server, asking target: String, after seconds: Double, busy: Double) throws {
        var client: RawClient? = try RawClient(port: server.port, timeout: 60)
        try client?.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let used = try Self.cpuUsed(by: server, over: seconds)
        #expect(used > busy, "the work did not seem to run (\(used) s of CPU in \(seconds) s)")
        #expect(client?.hasInput(within: 0) == false, "\(target) was answered before the client left")
        client = nil
        // Within a second of the close the work has stopped: the next second uses (almost) no CPU.
        Thread.sleep(forTimeInterval: 1)
        let after = try Self.cpuUsed(by: server, over: 1)
        #expect(after < 0.15, "the server used \(after) s of CPU in the second after the client left")
        #expect(try server.metric(#"navgraph_heavy_reads_cancelled_total{reason="client_left"}"#) == 1)
    }

    @Test(
        .enabled(if: canRun, "no navgraph binary beside the tests (swift build)"),
        .enabled(if: hasProc, "reads the server's CPU time from /proc (Linux only)"))
    func aDiffPastItsDeadlineIsAnswered503AndStops() throws {
        let server = try Server(["--heavy-deadline", "1"])
        defer { server.stop() }
        try Self.seedBigRevisions(server)
        let client = try RawClient(port: server.port, timeout: 30)
        let started = Date()
        try client.send("GET /v1/projects/p/diff?from=2&to=3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = try client.readResponse()
        let took = Date().timeIntervalSince(started)
        #expect(answer.status == 503, "\(answer.text.prefix(300))")
        #expect(answer.header("Content-Type") == "application/problem+json")
        #expect(answer.header("Retry-After") == "1")
        #expect(answer.text.contains("did not finish within its deadline of 1 s"), "\(answer.text.prefix(300))")
        #expect(took < 2.0, "the answer came \(took) s after the request, past the 1 s deadline + 1 s")
        let after = try Self.cpuUsed(by: server, over: 1)
        #expect(after < 0.15, "the server used \(after) s of CPU in the second after the deadline")
        #expect(try server.metric(#"navgraph_heavy_reads_cancelled_total{reason="deadline"}"#) == 1)
        #expect(try server.metric(#"navgraph_heavy_reads_cancelled_total{reason="client_left"}"#) == 0)
    }

    /// Interface Builder XML of `count` scenes chained by segues, named after `name`.
    static func storyboardXML(_ name: String, scenes count: Int) -> Data {
        var xml =
            #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" "#
            + #"version="3.0" initialViewController="v0"><scenes>"#
        for index in 0..<count {
            let segue =
                index + 1 < count
                ? #"<connections><segue destination="v\#(index + 1)" kind="show" identifier="next\#(index)" "#
                    + #"id="g\#(index)"/></connections>"# : ""
            xml +=
                #"<scene sceneID="s\#(index)"><objects><viewController id="v\#(index)" "#
                + #"customClass="\#(name)Screen\#(index)" storyboardIdentifier="\#(name)\#(index)" "#
                + #"sceneMemberID="viewController">\#(segue)</viewController></objects></scene>"#
        }
        return Data((xml + "</scenes></document>").utf8)
    }

    @Test(
        .enabled(if: canRun, "no navgraph binary beside the tests (swift build)"),
        .enabled(if: hasProc, "reads the server's CPU time from /proc (Linux only)"))
    func anOldRevisionsBuildWhoseClientLeftStops() throws {
        let server = try Server(["--heavy-deadline", "600"])
        defer { server.stop() }
        let created = try server.request("POST", "/v1/projects", json: Data(#"{"name":"p"}"#.utf8))
        try #require(created.status == 201, "\(created.text)")
        // Stored as XML, an old revision's storyboards are parsed again to build its graph: seconds for these.
        let boards = 24
        for board in 0..<boards {
            let put = try RawClient(port: server.port, timeout: 60).request(
                "PUT", "/v1/projects/p/storyboards/Board\(board)", headers: ["Content-Type": "application/xml"],
                body: Self.storyboardXML("Board\(board)", scenes: 2_000))
            try #require(put.status == 201, "\(put.text)")
        }
        let last = try RawClient(port: server.port, timeout: 60).request(
            "DELETE", "/v1/projects/p/storyboards/Board0")
        try #require(last.status == 204, "\(last.text)")
        // Left while the storyboards are being parsed (about the first second of the build here; the graph is
        // made of them after, in one step the build does not poll).
        try Self.leave(server, asking: "/v1/projects/p/scenes?revision=\(boards + 1)", after: 0.4, busy: 0.1)
    }

    /// A `dot` that records its process id, ignores `SIGTERM` and never finishes.
    static func stubbornDot(in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("dot")
        let body = """
            #!/bin/sh
            trap '' TERM
            echo $$ > '\(folder.path)/dot.pid'
            cat > /dev/null
            while :; do sleep 0.05; done
            """
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// Whether process `pid` is gone (exited; a zombie not yet reaped counts as gone: it runs nothing).
    static func isGone(_ pid: Int32) -> Bool {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
        #else
        return true  // the test that asks is enabled only where /proc exists
        #endif
    }

    @Test(
        .enabled(if: canRun, "no navgraph binary beside the tests (swift build)"),
        .enabled(if: hasProc, "looks for the dot process in /proc (Linux only)"))
    func aDrawingsDotIsKilledOnceItsLastAskerLeaves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-stubborn-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = try Self.stubbornDot(in: folder)
        let server = try Server(["--dot", dot.path, "--render-timeout", "600", "--heavy-deadline", "600"])
        defer { server.stop() }
        let created = try server.request("POST", "/v1/projects", json: Data(#"{"name":"p"}"#.utf8))
        try #require(created.status == 201, "\(created.text)")
        // Two clients ask for the same drawing: one `dot` runs for both.
        var first: RawClient? = try RawClient(port: server.port, timeout: 60)
        try first?.send("GET /v1/projects/p/graph?format=svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let pidFile = folder.appendingPathComponent("dot.pid")
        #expect(eventually(within: 10) { FileManager.default.fileExists(atPath: pidFile.path) })
        let text = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        var second: RawClient? = try RawClient(port: server.port, timeout: 60)
        try second?.send("GET /v1/projects/p/graph?format=svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        Thread.sleep(forTimeInterval: 0.3)

        // One asker leaving does not stop the drawing the other waits for.
        first = nil
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!Self.isGone(pid), "dot was stopped while a client still waited for the drawing")

        // The last one leaving kills it (SIGTERM is ignored: SIGKILL follows) within a second.
        second = nil
        let left = Date()
        #expect(eventually(within: 5) { Self.isGone(pid) })
        let took = Date().timeIntervalSince(left)
        #expect(took < 1.0, "dot was gone \(took) s after its last client left")
        #expect(try server.metric(#"navgraph_heavy_reads_cancelled_total{reason="client_left"}"#) == 2)
        // Nothing is remembered of a drawing nobody waited for.
        #expect(try server.metric("navgraph_graphviz_remembered_failures") == 0)
    }
}
