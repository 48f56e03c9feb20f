import Foundation
import Testing

/// A project's main storyboards (issue 36: an app got a false `no-initial-scene` on Main while its real main
/// storyboard, Intro, went unchecked), on a real server over a real socket: a snapshot carrying the Xcode
/// project stores the names its `Info.plist` declares, `GET` shows them, `POST` and `PATCH` set them, they
/// outlive a restart, and `/diagnostics` checks those storyboards for an initial scene, not one named Main.
/// On PostgreSQL too when the API suite runs there (scripts/test-both-backends.sh).
@Suite struct MainStoryboardRoutesTests {
    /// The storyboards `/diagnostics` says have no initial scene.
    static func noInitialScene(_ server: TestServer, _ project: String) throws -> [String] {
        let report = try server.request("GET", "/v1/projects/\(project)/diagnostics").object
        let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.filter { $0["code"] as? String == "no-initial-scene" }.compactMap {
            $0["storyboard"] as? String
        }.sorted()
    }

    @Test func aSnapshotStoresTheInfoPlistsMainStoryboardAndDiagnosticsUseIt() throws {
        let first = try TestServer(.socket)
        let archive = try SnapshotArchives.tar(MainStoryboardProjects.files())
        let created = try first.request(
            "PUT", "/v1/projects/app/snapshot", headers: ["Content-Type": "application/x-tar"], body: archive)
        #expect(created.status == 201, "\(created.text)")
        #expect(try first.request("GET", "/v1/projects/app").object["mainStoryboards"] as? [String] == ["Intro"])
        #expect(try Self.noInitialScene(first, "app") == ["Intro"])
        // A storyboard written afterwards leaves the project's main storyboards as they are.
        let put = try first.request(
            "PUT", "/v1/projects/app/storyboards/Intro", headers: ["Content-Type": "application/xml"],
            body: Data(MainStoryboardProjects.storyboard(scene: "i1", initial: true).utf8))
        #expect(put.status == 200, "\(put.text)")
        #expect(try Self.noInitialScene(first, "app").isEmpty)
        first.stop()

        let second = try TestServer(.socket, directory: first.directory)
        defer { second.tearDown() }
        #expect(try second.request("GET", "/v1/projects/app").object["mainStoryboards"] as? [String] == ["Intro"])
        #expect(try Self.noInitialScene(second, "app").isEmpty)
        // Cleared, they are not known: a storyboard named Main is the main one, as before.
        let cleared = try second.json("PATCH", "/v1/projects/app", ["mainStoryboards": NSNull()])
        #expect(cleared.status == 200 && cleared.object["mainStoryboards"] == nil, "\(cleared.text)")
        #expect(try Self.noInitialScene(second, "app") == ["Main"])
        // An empty list is known: no storyboard is main.
        let none = try second.json("PATCH", "/v1/projects/app", ["mainStoryboards": [String]()])
        #expect(none.object["mainStoryboards"] as? [String] == [], "\(none.text)")
        #expect(try Self.noInitialScene(second, "app").isEmpty)
    }

    /// `INFOPLIST_FILE` may name any property list (`App-Info.plist` in older projects): the snapshot keeps it.
    @Test func anInfoPlistOfAnotherNameIsRead() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        var files = MainStoryboardProjects.files(settings: ["INFOPLIST_FILE": "App/App-Info.plist"])
        files = files.map { $0.0 == "App/Info.plist" ? ("App/App-Info.plist", $0.1) : $0 }
        let created = try server.request(
            "PUT", "/v1/projects/app/snapshot", headers: ["Content-Type": "application/x-tar"],
            body: try SnapshotArchives.tar(files))
        #expect(created.status == 201, "\(created.text)")
        #expect(try server.request("GET", "/v1/projects/app").object["mainStoryboards"] as? [String] == ["Intro"])
    }

    @Test func withoutADeclarationASnapshotLeavesThemUnknownAndMainIsMain() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let archive = try SnapshotArchives.tar(MainStoryboardProjects.files(settings: [:]))
        let created = try server.request(
            "PUT", "/v1/projects/app/snapshot", headers: ["Content-Type": "application/x-tar"], body: archive)
        #expect(created.status == 201, "\(created.text)")
        #expect(try server.request("GET", "/v1/projects/app").object.keys.contains("mainStoryboards") == false)
        #expect(try Self.noInitialScene(server, "app") == ["Main"])
    }

    @Test func postAndPatchTakeStoryboardNamesAndRefuseOthers() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "app", "mainStoryboards": ["Intro", "Intro"]])
        #expect(created.status == 201, "\(created.text)")
        #expect(created.object["mainStoryboards"] as? [String] == ["Intro"])
        for bad: Any in [["a/b"], [""], ["Main.storyboard"], Array(repeating: "x", count: 65), "Main"] {
            let refused = try server.json("PATCH", "/v1/projects/app", ["mainStoryboards": bad])
            #expect(refused.status == 422 || refused.status == 400, "\(bad): \(refused.text)")
            #expect(refused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
            let posted = try server.json("POST", "/v1/projects", ["name": "other", "mainStoryboards": bad])
            #expect(posted.status == 422 || posted.status == 400, "\(bad): \(posted.text)")
        }
        #expect(try server.request("GET", "/v1/projects/app").object["mainStoryboards"] as? [String] == ["Intro"])
        #expect(try server.request("GET", "/v1/projects/other").status == 404)
        let patched = try server.json("PATCH", "/v1/projects/app", ["mainStoryboards": ["Launch", "Main"]])
        #expect(patched.object["mainStoryboards"] as? [String] == ["Launch", "Main"], "\(patched.text)")
    }
}
