import Foundation
import HTTPServer
import NavGraphAPI
import TarArchive
import Testing

/// `PUT /v1/projects/{project}/snapshot` over a real socket: a tar of storyboards becomes one revision, labels
/// name revisions for `?revision=` and `/diff`, and every hostile archive is a 4xx that changes nothing and
/// leaves no temporary folder behind.
@Suite(.serialized) struct SnapshotRoutesTests {
    static let limits = TarLimits(maxFileBytes: 256 << 10, maxExpandedBytes: 1 << 20)

    static func storyboard(_ side: String) throws -> String {
        try SmallStoryboards.segueDestination(side)
    }

    static func put(
        _ server: TestServer, _ body: Data, query: String = "",
        headers: [String: String] = ["Content-Type": "application/x-tar"]
    ) throws -> WireResponse {
        try server.request("PUT", "/v1/projects/p/snapshot" + query, headers: headers, body: body)
    }

    /// The snapshot folders left in `server`'s scratch folder (its own, so any left is this test's).
    static func leftoverFolders(_ server: TestServer) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: server.scratchDirectory.path)
            .filter { $0.hasPrefix("navgraph-snapshot-") }
    }

    @Test func aSnapshotCreatesTheProjectAndTheSameOneAgainChangesNothing() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let archive = try SnapshotArchives.tar([
            ("App/Main.storyboard", try Self.storyboard("old")), ("App/Info.plist", "<plist/>"),
            ("App/README.md", "not read"),
        ])
        let created = try Self.put(server, archive)
        #expect(created.status == 201, "\(created.text)")
        #expect(created.header("Location") == "/v1/projects/p")
        #expect(created.object["added"] as? [String] == ["Main"])
        let revision = try #require(created.object["revision"] as? Int)
        #expect(created.header("ETag") == "\"r\(revision)\"")
        let listed = try server.request("GET", "/v1/projects/p/storyboards")
        #expect(listed.array.map { $0["name"] as? String } == ["Main"])

        let again = try Self.put(server, SnapshotArchives.gzip(archive))
        #expect(again.status == 200, "\(again.text)")
        #expect(again.object["unchanged"] as? Bool == true)
        #expect(again.object["revision"] as? Int == revision)
        #expect(again.header("ETag") == created.header("ETag"))
        #expect(try server.request("GET", "/v1/projects/p/revisions").array.count == revision)
        #expect(try Self.leftoverFolders(server).isEmpty)
        // Where the time went, phase by phase, wall and CPU (Server-Timing).
        let phases = (created.header("Server-Timing") ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).prefix { $0 != ";" }
        }
        #expect(
            phases == ["extract", "bundles", "parse", "store", "graph"], "\(created.header("Server-Timing") ?? "")")
        #expect(created.header("Server-Timing")?.contains(#"desc="cpu "#) == true)
    }

    @Test func labelledSnapshotsAreOneRevisionEachAndNameRevisionsForReadsAndDiffs() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let base = try Self.put(
            server,
            try SnapshotArchives.tar([
                ("Main.storyboard", try Self.storyboard("old")), ("Other.storyboard", Self.other),
            ]),
            query: "?label=0a1b2c3")
        #expect(base.status == 201, "\(base.text)")
        // The label from the header, the archive gzip'd and said so by Content-Encoding.
        let head = try Self.put(
            server, SnapshotArchives.gzip(try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("new"))])),
            headers: [
                "Content-Type": "application/x-tar", "Content-Encoding": "gzip", "NavGraph-Label": "feature/head",
            ])
        #expect(head.status == 200, "\(head.text)")
        #expect(head.object["replaced"] as? [String] == ["Main"])
        #expect(head.object["removed"] as? [String] == ["Other"])
        #expect(head.object["revision"] as? Int == (base.object["revision"] as? Int).map { $0 + 1 })
        let revisions = try server.request("GET", "/v1/projects/p/revisions")
        #expect(revisions.array.first?["labels"] as? [String] == ["feature/head"])
        #expect(revisions.array.dropFirst().first?["labels"] as? [String] == ["0a1b2c3"])
        let old = try server.request("GET", "/v1/projects/p/graph?revision=0a1b2c3")
        #expect(old.status == 200, "\(old.text)")
        let diff = try server.request("GET", "/v1/projects/p/diff?from=0a1b2c3&to=feature/head")
        #expect(diff.status == 200, "\(diff.text)")
        // Main's segue now lands elsewhere, and Other went: both break code that used them.
        #expect((diff.object["breaking"] as? Int ?? 0) >= 2)
        #expect(diff.text.contains("\"Other\""), "\(diff.text)")
        let markdown = try server.request("GET", "/v1/projects/p/diff?from=0a1b2c3&to=feature/head&format=markdown")
        #expect(markdown.status == 200)
        // Pushing the base again is that revision: the project stays at the head.
        let rebase = try Self.put(
            server,
            try SnapshotArchives.tar([
                ("Main.storyboard", try Self.storyboard("old")), ("Other.storyboard", Self.other),
            ]),
            query: "?label=0a1b2c3")
        #expect(rebase.status == 200)
        #expect(rebase.object["revision"] as? Int == base.object["revision"] as? Int)
        #expect(rebase.header("ETag") == head.header("ETag"))
        let reused = try Self.put(
            server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("old"))]), query: "?label=0a1b2c3"
        )
        #expect(reused.status == 409, "\(reused.text)")
    }

    @Test func aGitArchiveCommentLabelsTheRevisionWhenNoLabelIsGiven() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let sha = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
        let put = try Self.put(
            server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("old"))], comment: sha))
        #expect(put.status == 201, "\(put.text)")
        #expect(put.object["label"] as? String == sha)
        #expect(try server.request("GET", "/v1/projects/p/graph?revision=\(sha)").status == 200)
    }

    @Test func severalBundlesNeedATargetAndTheTargetPicksOne() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let archive = try SnapshotArchives.tar(fixture: "Tests/Fixtures/Repo")
        let ambiguous = try Self.put(server, archive)
        #expect(ambiguous.status == 422, "\(ambiguous.text)")
        let detail = ambiguous.object["detail"] as? String ?? ""
        #expect(
            detail.contains("Demo") && detail.contains("ShareExtension") && detail.contains("?target="), "\(detail)")
        let picked = try Self.put(server, archive, query: "?target=ShareExtension")
        #expect(picked.status == 201, "\(picked.text)")
        #expect(picked.object["added"] as? [String] == ["MainInterface"])
        #expect(picked.object["bundle"] as? String == "ShareExtension")
    }

    @Test func storyboardsNoTargetClaimsAreBundledUnderTheProjectsNameNotTheServersScratchFolder() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let flat = try Self.put(server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("old"))]))
        #expect(flat.status == 201, "\(flat.text)")
        #expect(flat.object["bundle"] as? String == "p")
        // Two Info.plist folders with a storyboard of one name: a bundle each, the archive's root named as the
        // project, both listed in the error by the names ?target= takes.
        let clash = try SnapshotArchives.tar([
            ("Main.storyboard", try Self.storyboard("old")), ("Info.plist", "<plist/>"),
            ("Widget/Main.storyboard", try Self.storyboard("new")), ("Widget/Info.plist", "<plist/>"),
        ])
        let ambiguous = try Self.put(server, clash)
        #expect(ambiguous.status == 422, "\(ambiguous.text)")
        let detail = ambiguous.object["detail"] as? String ?? ""
        #expect(detail.contains("(p, Widget)") && !detail.contains("navgraph-snapshot"), "\(detail)")
        let root = try Self.put(server, clash, query: "?target=p")
        #expect(root.status == 200, "\(root.text)")
        #expect(root.object["bundle"] as? String == "p")
        #expect(root.object["unchanged"] as? Bool == true)
        #expect(try Self.leftoverFolders(server).isEmpty)
    }

    @Test func aConditionThatFailsIsA412AndChangesNothing() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let first = try Self.put(server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("old"))]))
        #expect(first.status == 201)
        let stale = try Self.put(
            server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("new"))]),
            headers: ["Content-Type": "application/x-tar", "If-Match": "\"r1\""])
        #expect(stale.status == 412, "\(stale.text)")
        let current = try Self.put(
            server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("new"))]),
            headers: ["Content-Type": "application/x-tar", "If-Match": first.header("ETag") ?? ""])
        #expect(current.status == 200, "\(current.text)")
    }

    /// A hostile or broken archive, the status it must get, and text its detail must hold.
    struct Hostile: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var status: Int
        var detail: String
        var headers: [String: String] = ["Content-Type": "application/x-tar"]
        var query = ""
        var body: @Sendable () throws -> Data
    }

    static let hostile: [Hostile] = [
        Hostile(testDescription: "a parent reference", status: 422, detail: "'../Evil.storyboard'") {
            SnapshotArchives.raw(HandBuilt.file("../Evil.storyboard", "<document/>"))
        },
        Hostile(testDescription: "an absolute path", status: 422, detail: "'/etc/Evil.storyboard'") {
            SnapshotArchives.raw(HandBuilt.file("/etc/Evil.storyboard", "<document/>"))
        },
        Hostile(testDescription: "a symbolic link", status: 422, detail: "'Main.storyboard': a symbolic link") {
            SnapshotArchives.raw(
                HandBuilt.header(
                    Array("Main.storyboard".utf8), type: UInt8(ascii: "2"), link: Array("/etc/passwd".utf8)))
        },
        Hostile(testDescription: "a device", status: 422, detail: "a character device") {
            SnapshotArchives.raw(HandBuilt.header(Array("App/tty.storyboard".utf8), type: UInt8(ascii: "3")))
        },
        Hostile(testDescription: "a duplicate name", status: 422, detail: "'Main.storyboard' appears twice") {
            SnapshotArchives.raw(
                HandBuilt.file("Main.storyboard", "<document/>"), HandBuilt.file("Main.storyboard", "<document/>"))
        },
        Hostile(testDescription: "a file over the limit", status: 413, detail: "'Big.storyboard'") {
            try SnapshotArchives.tar([("Big.storyboard", String(repeating: " ", count: 300 << 10))])
        },
        Hostile(testDescription: "a gzip bomb", status: 413, detail: "expanded size passes the 1 MiB limit") {
            SnapshotArchives.bomb(files: 40, size: 200 << 10)
        },
        Hostile(testDescription: "a truncated archive", status: 400, detail: "truncated") {
            let whole = try SnapshotArchives.tar([("Main.storyboard", try storyboard("new"))])
            return whole.prefix(700)
        },
        Hostile(testDescription: "not a tar at all", status: 400, detail: "checksum") {
            Data(String(repeating: "not a tar archive ", count: 60).utf8)
        },
        Hostile(testDescription: "a broken storyboard", status: 422, detail: "App/Broken.storyboard:2") {
            try SnapshotArchives.tar([
                ("App/Main.storyboard", try storyboard("new")),
                (
                    "App/Broken.storyboard",
                    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes><unclosed></document>"
                ),
            ])
        },
        // The storyboard names `PUT .../storyboards/{name}` refuses (StoryboardName) are refused in an archive too.
        refusedName("a name of one dot", file: "..storyboard", name: "."),
        refusedName("a name of two dots", file: "...storyboard", name: ".."),
        refusedName("a name ending in .storyboard", file: "x.storyboard.storyboard", name: "x.storyboard"),
        refusedName("a backslash", file: "a\\b.storyboard", name: "a\\b"),
        refusedName("a newline", file: "a\nb.storyboard", name: "a\nb"),
        refusedName("an escape sequence", file: "a\u{1B}[31mb.storyboard", name: "a\u{1B}[31mb"),
        refusedName("a delete character", file: "a\u{7F}b.storyboard", name: "a\u{7F}b"),
        refusedName("an empty name", file: ".storyboard", name: ""),
        Hostile(testDescription: "no storyboard", status: 422, detail: "no .storyboard or .xib file") {
            try SnapshotArchives.tar([("README.md", "hello")])
        },
        Hostile(
            testDescription: "an unknown target", status: 422, detail: "no bundle named 'Nope'", query: "?target=Nope"
        ) {
            try SnapshotArchives.tar([("Main.storyboard", try storyboard("new"))])
        },
        Hostile(testDescription: "a bad label", status: 400, detail: "label '12345'", query: "?label=12345") {
            try SnapshotArchives.tar([("Main.storyboard", try storyboard("new"))])
        },
        Hostile(
            testDescription: "another media type", status: 415, detail: "application/x-tar",
            headers: ["Content-Type": "application/zip"]
        ) { try SnapshotArchives.tar([("Main.storyboard", try storyboard("new"))]) },
    ]

    /// An archive whose `App/<file>` (beside a good storyboard) gives a storyboard name the routes refuse.
    static func refusedName(_ description: String, file: String, name: String) -> Hostile {
        Hostile(
            testDescription: description, status: 422,
            detail: "'App/\(file)' names the storyboard '\(name)', and a storyboard name "
        ) {
            try SnapshotArchives.tar([
                ("App/Main.storyboard", try storyboard("new")), ("App/\(file)", try storyboard("new")),
            ])
        }
    }

    @Test(arguments: hostile) func aHostileArchiveIsRefusedAndChangesNothing(_ hostile: Hostile) throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let seeded = try Self.put(server, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("old"))]))
        #expect(seeded.status == 201)
        let before = try server.request("GET", "/v1/projects/p")
        let storyboards = try server.request(
            "GET", "/v1/projects/p/storyboards/Main", headers: ["Accept": "application/xml"])
        let refused = try Self.put(server, try hostile.body(), query: hostile.query, headers: hostile.headers)
        #expect(refused.status == hostile.status, "\(refused.text)")
        #expect(refused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let detail = refused.object["detail"] as? String ?? ""
        #expect(detail.contains(hostile.detail), "\(detail)")
        let after = try server.request("GET", "/v1/projects/p")
        #expect(after.header("ETag") == before.header("ETag"))
        #expect(after.object["revision"] as? Int == before.object["revision"] as? Int)
        #expect(try server.request("GET", "/v1/projects/p/storyboards").array.map { $0["name"] as? String } == ["Main"])
        let source = try server.request(
            "GET", "/v1/projects/p/storyboards/Main", headers: ["Accept": "application/xml"])
        #expect(source.body == storyboards.body)
        #expect(try Self.leftoverFolders(server).isEmpty)
        // The connection's next request is answered: the refused body was read to its end.
        #expect(try server.request("GET", "/healthz").status == 200)
    }

    /// A folder a killed server left unpacking an archive (its process gone) is removed when a server starts
    /// on the scratch directory; one of a running server (this process), and a name no server gave, are kept.
    @Test func aStartRemovesTheFoldersOfDeadServersAndKeepsALiveOnes() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        defer { server.tearDown() }
        let ended = try ProcessRunner.run("/bin/sh", ["-c", "echo $$"])
        let deadPID = try #require(Int32(ended.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let scratch = server.scratchDirectory
        let stale = "navgraph-snapshot-\(deadPID)-\(UUID().uuidString)"
        let live = "navgraph-snapshot-\(getpid())-\(UUID().uuidString)"
        let foreign = "navgraph-snapshot-notes"
        for name in [stale, live, foreign] {
            let folder = scratch.appendingPathComponent(name).appendingPathComponent("p/App")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        }
        let restarted = try TestServer(.socket, directory: server.directory)
        defer { restarted.stop() }
        #expect(try Self.leftoverFolders(server).sorted() == [foreign, live].sorted())
        // The one left by this process is its own, kept; a snapshot still works beside it.
        let stored = try Self.put(
            restarted, try SnapshotArchives.tar([("Main.storyboard", try Self.storyboard("new"))]))
        #expect(stored.status == 201, "\(stored.text)")
    }

    /// The graph a snapshot installs (built from the storyboards it parsed, not read back) answers exactly as the
    /// graph another server builds from the database: the same graph, diagnostics and revisions.
    @Test func theGraphASnapshotInstallsIsTheOneTheDatabaseHolds() throws {
        let server = try TestServer(.socket, snapshotLimits: Self.limits)
        let first = try Self.put(
            server,
            try SnapshotArchives.tar([
                ("Main.storyboard", try Self.storyboard("old")), ("Other.storyboard", Self.other),
            ]))
        #expect(first.status == 201, "\(first.text)")
        let second = try Self.put(
            server,
            try SnapshotArchives.tar([
                ("Main.storyboard", try Self.storyboard("new")), ("Other.storyboard", Self.other),
            ]))
        #expect(second.status == 200, "\(second.text)")
        let reads = ["/v1/projects/p/graph?format=json", "/v1/projects/p/diagnostics", "/v1/projects/p/storyboards"]
        let live = try reads.map { try server.request("GET", $0) }
        let restarted = try TestServer(directory: server.directory)
        defer { restarted.tearDown() }
        for (path, answer) in zip(reads, live) {
            let fresh = try restarted.request("GET", path)
            #expect(answer.status == 200)
            #expect(answer.text == fresh.text, "\(path)")
            #expect(answer.header("ETag") == fresh.header("ETag"), "\(path)")
        }
    }

    /// A snapshot has its own body limit (`serve --max-snapshot-body`), not the server's `--max-body`: an
    /// archive over the server's limit but under the snapshot's is stored; one over the snapshot's is a 413
    /// problem that creates nothing.
    @Test func snapshotsHaveTheirOwnBodyLimit() throws {
        let server = try TestServer(.socket, maxBodyBytes: 8 << 10, maxSnapshotBodyBytes: 64 << 10)
        let padding = { (bytes: Int) in String(repeating: "x", count: bytes) }
        let overServerLimit = try SnapshotArchives.tar([
            ("App/Main.storyboard", try Self.storyboard("old")), ("App/README.md", padding(20_000)),
        ])
        #expect(overServerLimit.count > 8 << 10)
        let tooLargeStoryboard = try server.request(
            "PUT", "/v1/projects/q/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: Data(padding(20_000).utf8))
        #expect(tooLargeStoryboard.status == 413, "the server's limit still holds elsewhere")
        let overSnapshotLimit = try SnapshotArchives.tar([
            ("App/Main.storyboard", try Self.storyboard("old")), ("App/README.md", padding(100_000)),
        ])
        let refused = try Self.put(server, overSnapshotLimit)
        #expect(refused.status == 413, "\(refused.text)")
        #expect(refused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect((refused.object["detail"] as? String)?.contains("over the limit of 65536") == true, "\(refused.text)")
        #expect(try server.request("GET", "/v1/projects/p").status == 404)
        #expect(try Self.leftoverFolders(server).isEmpty)
        let stored = try Self.put(server, overServerLimit)
        #expect(stored.status == 201, "\(stored.text)")
    }

    static let other = SmallStoryboards.oneScene(customClass: "OtherViewController", controller: "o1", scene: "s1")
}
