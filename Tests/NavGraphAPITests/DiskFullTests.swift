import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small tmpfs mounted for one test, so the disk can really be filled (needs root: `mount`).
struct SmallDisk {
    let folder: URL

    /// Whether this process may mount a filesystem (Linux's tmpfs, as root, with `mount` present).
    static var canMount: Bool {
        #if os(Linux)
        return geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")
        #else
        return false
        #endif
    }

    /// Mounts a tmpfs of `megabytes` on a new temporary folder.
    init(megabytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path])
    }

    /// Fills what is left of the disk with one file of zeros.
    func fill() throws {
        let url = folder.appendingPathComponent("filler")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw TestHTTPClient.Failure(description: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let chunk = Data(count: 64 * 1024)
        var small = Data(count: 512)
        while true {
            do {
                try handle.write(contentsOf: chunk)
            } catch {
                break
            }
        }
        // Top off the last partial chunk's worth of space.
        while !small.isEmpty {
            do {
                try handle.write(contentsOf: small)
            } catch {
                small = small.prefix(small.count / 2)
            }
        }
    }

    /// Unmounts (lazily: the server under test may still hold the database open) and removes the folder.
    func remove() {
        do {
            try Self.run("/bin/umount", ["-l", folder.path])
            try FileManager.default.removeItem(at: folder)
        } catch {
            Issue.record("cannot remove the test disk at \(folder.path): \(error)")
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestHTTPClient.Failure(description: "\(tool) \(arguments) exited \(process.terminationStatus)")
        }
    }
}

/// Issue 8, point 7: on a full disk writes answer a clear 503 without SQL, and deletes still work so that
/// space can be freed through the API.
@Suite(.serialized) struct DiskFullTests {
    @Test(
        .enabled(if: SmallDisk.canMount, "needs Linux and root to mount a small tmpfs"),
        .enabled(if: !ScratchDatabase.isPostgres, ScratchDatabase.sqliteOnly))
    func deletesWorkOnAFullDiskAndProblemsShowNoSQL() throws {
        let disk = try SmallDisk(megabytes: 16)
        defer { disk.remove() }
        let server = try TestServer(.socket, directory: disk.folder)
        defer { server.stop() }
        #expect(try server.json("POST", "/v1/projects", ["name": "full"]).status == 201)
        // Storyboards until the disk is full: the last PUT is refused and changes nothing.
        let model = CrashSafetyTests.model(scenes: 2000)
        var stored = 0
        var refused: WireResponse?
        while refused == nil && stored < 200 {
            let response = try server.request(
                "PUT", "/v1/projects/full/storyboards/S\(stored)", headers: ["Content-Type": "application/json"],
                body: model)
            if response.status == 201 { stored += 1 } else { refused = response }
        }
        let problem = try #require(refused)
        #expect(problem.status == 503)
        #expect(problem.header("Content-Type") == "application/problem+json")
        let detail = problem.object["detail"] as? String ?? ""
        #expect(detail.contains("disk"))
        #expect(!detail.contains("SQL"))
        #expect(!detail.contains("COMMIT"))
        #expect(stored > 1)
        try disk.fill()

        // One delete after another on the still-full disk: each must find space (the first uses the reserve,
        // the later ones the space the earlier ones gave back).
        for index in 0..<min(3, stored) {
            try disk.fill()
            let deleted = try server.request("DELETE", "/v1/projects/full/storyboards/S\(index)")
            #expect(deleted.status == 204, "delete \(index): \(deleted.text)")
            #expect(try server.request("GET", "/v1/projects/full/storyboards/S\(index)").status == 404)
        }
        try disk.fill()
        let project = try server.request("DELETE", "/v1/projects/full")
        #expect(project.status == 204, "\(project.text)")
        #expect(try server.request("GET", "/v1/projects/full").status == 404)
    }
}
