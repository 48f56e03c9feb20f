import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Crash safety: a `kill -9` at any moment loses no committed write and leaves no half-imported
/// storyboard. The real `navgraph` binary is killed while clients keep replacing a storyboard.
@Suite struct CrashSafetyTests {
    /// The `navgraph` executable built beside the test bundle.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navgraph")

    /// Starts `navgraph serve` with `options` on an ephemeral port; returns the process and the port it printed.
    static func serve(database: String, options: [String] = []) throws -> (RunningProcess, Int) {
        let process = try ProcessRunner.start(
            binary,
            [
                "serve", "--port", "0", "--db", database, "--log", "off", "--migrations",
                TestEnvironment.repositoryRoot.appendingPathComponent("Migrations").path,
            ] + options)
        let seen: String
        do {
            seen = try process.waitForOutput(containing: "listening on")
        } catch {
            process.stop()
            throw error
        }
        guard let range = seen.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
            let port = Int(seen[range].split(separator: ":").last ?? "")
        else { throw TestHTTPClient.Failure(description: "navgraph did not start: \(seen)") }
        return (process, port)
    }

    /// A JSON model with `count` view controllers chained by segues.
    /// `title` makes each write differ from the stored one: an identical model would change nothing.
    static func model(scenes count: Int, title: String = "") -> Data {
        let scenes = (0..<count).map {
            ["id": "s\($0)", "kind": "viewController", "customClass": "VC\($0)", "title": title]
        }
        let segues = (1..<count).map {
            [
                "id": "g\($0)", "source": "s\($0 - 1)", "destination": "s\($0)", "kind": "show",
                "identifier": "next\($0)",
            ]
        }
        return (try? JSONSerialization.data(withJSONObject: ["scenes": scenes, "segues": segues])) ?? Data()
    }

    @Test func killNineLosesNoCommittedWriteAndLeavesNoHalfStoryboard() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "no navgraph binary beside the tests at \(Self.binary.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("navgraph.sqlite").path
        let (first, port) = try Self.serve(database: database)
        let setup = try TestHTTPClient(port: port)
        let created = try setup.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data("{\"name\":\"crash\"}".utf8))
        #expect(created.status == 201)

        // Two writers replace the storyboard with models of 40 or 400 scenes until the server dies; the highest
        // revision the server acknowledged is a committed write that must survive.
        let acknowledged = Mutex(0)
        let acknowledgements = DispatchSemaphore(value: 0)
        let writersDone = DispatchGroup()
        let writers = (0..<2).map { writer in
            Thread {
                defer { writersDone.leave() }
                let client: TestHTTPClient
                do {
                    client = try TestHTTPClient(port: port, timeout: 60)
                } catch {
                    return
                }
                var round = 0
                while true {
                    let body = Self.model(scenes: (round + writer) % 2 == 0 ? 40 : 400, title: "\(writer).\(round)")
                    let response: WireResponse
                    do {
                        response = try client.request(
                            "PUT", "/v1/projects/crash/storyboards/Main", headers: ["Content-Type": "application/json"],
                            body: body)
                    } catch {
                        return  // the server is gone
                    }
                    if response.status == 200 || response.status == 201,
                        let revision = response.object["revision"] as? Int
                    {
                        acknowledged.withLock { $0 = max($0, revision) }
                        acknowledgements.signal()
                    }
                    round += 1
                }
            }
        }
        for thread in writers {
            writersDone.enter()
            thread.start()
        }
        // Kill once the writers have had 20 writes acknowledged (an event, not a guess at how long that takes).
        for _ in 0..<20 {
            #expect(acknowledgements.wait(timeout: .now() + 60) == .success)
        }
        first.kill()
        try first.wait(timeout: 60)
        // Every writer sees its connection end; after that no acknowledgement can still be on its way.
        #expect(writersDone.wait(timeout: .now() + 60) == .success)
        let committed = acknowledged.withLock { $0 }
        #expect(committed >= 20, "the writers got too few writes through to make the test mean anything")

        let (second, secondPort) = try Self.serve(database: database)
        defer { second.stop() }
        let client = try TestHTTPClient(port: secondPort)
        let listed = try client.request("GET", "/v1/projects/crash/storyboards")
        #expect(listed.status == 200)
        let summary = try #require(listed.array.first)
        let revision = summary["revision"] as? Int ?? 0
        #expect(revision >= committed)
        let scenes = summary["sceneCount"] as? Int ?? 0
        #expect(scenes == 40 || scenes == 400)
        #expect(summary["segueCount"] as? Int == scenes - 1)
        let storyboard = try client.request("GET", "/v1/projects/crash/storyboards/Main")
        #expect(storyboard.status == 200)
        #expect((storyboard.object["scenes"] as? [Any])?.count == scenes)
        #expect((storyboard.object["segues"] as? [Any])?.count == scenes - 1)
    }
}
