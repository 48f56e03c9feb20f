import Foundation
import Testing

/// A snapshot of a project whose Xcode target renamed its module and whose `Info.plist` names another main
/// storyboard, over a real socket: the answer says what changed, old -> new, and the served lookups,
/// diagnostics and generated code use the new values at once, on this server and on another one reading the
/// same database. What the archive does not state stays; a module the project routes refuse is refused here.
@Suite(.serialized) struct SnapshotAttributesTests {
    /// `App.xcodeproj` building `module`, its `Info.plist` naming `main`; `Main` is initial and its class is
    /// declared in the module `NewApp` (imported by generated code unless it is the app's own).
    static func archive(module: String, main: String) throws -> Data {
        let files = MainStoryboardProjects.files(
            settings: ["INFOPLIST_FILE": "App/Info.plist", "PRODUCT_MODULE_NAME": module],
            plist: MainStoryboardProjects.infoPlist(main: main))
        let mainStoryboard = SmallStoryboards.oneScene(
            customClass: "M1ViewController", controller: "m1", scene: "s-m1",
            attributes: #"customModule="NewApp" storyboardIdentifier="m1""#)
        return try SnapshotArchives.tar(files.map { $0.0 == "Main.storyboard" ? ($0.0, mainStoryboard) : $0 })
    }

    static func put(_ server: TestServer, _ archive: Data, query: String = "") throws -> WireResponse {
        try server.request(
            "PUT", "/v1/projects/app/snapshot" + query, headers: ["Content-Type": "application/x-tar"], body: archive)
    }

    /// The module lookup answers for `I1ViewController` (Intro's class, declared in the app's own module).
    static func lookedUpModule(_ server: TestServer) throws -> String? {
        let found = try server.request("GET", "/v1/projects/app/lookup?class=I1ViewController")
        #expect(found.status == 200, "\(found.text)")
        return found.object["module"] as? String
    }

    /// The storyboards `/diagnostics` says have no initial scene.
    static func noInitialScene(_ server: TestServer) throws -> [String] {
        let report = try server.request("GET", "/v1/projects/app/diagnostics")
        #expect(report.status == 200, "\(report.text)")
        let diagnostics = report.object["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.filter { $0["code"] as? String == "no-initial-scene" }.compactMap {
            $0["storyboard"] as? String
        }.sorted()
    }

    /// Whether the generated scenes import the module `NewApp` (they do while it is not the app's own).
    static func codegenImportsNewApp(_ server: TestServer) throws -> Bool {
        let code = try server.request("GET", "/v1/projects/app/codegen/scenes")
        #expect(code.status == 200, "\(code.text)")
        return code.text.contains("import NewApp")
    }

    @Test func aRenamedModuleAndAnotherMainStoryboardReachEveryAnswerAtOnce() throws {
        let first = try TestServer(.socket)
        defer { first.tearDown() }
        let created = try Self.put(first, try Self.archive(module: "OldApp", main: "Intro"))
        #expect(created.status == 201, "\(created.text)")
        #expect(created.object["attributes"] as? [String: Any] != nil, "\(created.text)")
        #expect((created.object["attributes"] as? [String: Any])?.isEmpty == true, "\(created.text)")
        // Another server on the same database, its graph of the project built before the change.
        let second = try TestServer(.socket, directory: first.directory)
        defer { second.tearDown() }
        for server in [first, second] {
            #expect(try Self.lookedUpModule(server) == "OldApp")
            #expect(try Self.noInitialScene(server) == ["Intro"])
            #expect(try Self.codegenImportsNewApp(server))
        }

        let renamed = try Self.put(first, try Self.archive(module: "NewApp", main: "Main"))
        #expect(renamed.status == 200, "\(renamed.text)")
        #expect(renamed.object["unchanged"] as? Bool == false)
        #expect(renamed.object["revision"] as? Int == (created.object["revision"] as? Int).map { $0 + 1 })
        #expect(renamed.object["replaced"] as? [String] == [])
        let attributes = renamed.object["attributes"] as? [String: [String: Any]] ?? [:]
        #expect(attributes.keys.sorted() == ["mainStoryboards", "module"], "\(renamed.text)")
        #expect(attributes["module"]?["old"] as? String == "OldApp")
        #expect(attributes["module"]?["new"] as? String == "NewApp")
        #expect(attributes["mainStoryboards"]?["old"] as? [String] == ["Intro"])
        #expect(attributes["mainStoryboards"]?["new"] as? [String] == ["Main"])

        // This server answers with them right away: its graph came from the write itself.
        let project = try first.request("GET", "/v1/projects/app")
        #expect(project.object["module"] as? String == "NewApp")
        #expect(project.object["mainStoryboards"] as? [String] == ["Main"])
        #expect(project.header("ETag") == renamed.header("ETag"))
        #expect(try Self.lookedUpModule(first) == "NewApp")
        #expect(try Self.noInitialScene(first) == [])
        #expect(try !Self.codegenImportsNewApp(first))
        // The other server catches up on its own.
        #expect(try eventually { try Self.lookedUpModule(second) == "NewApp" })
        #expect(try second.request("GET", "/v1/projects/app").object["mainStoryboards"] as? [String] == ["Main"])
        #expect(try Self.noInitialScene(second) == [])
        #expect(try !Self.codegenImportsNewApp(second))
    }

    @Test func whatTheArchiveDoesNotStateStaysAndALaterSnapshotWinsOverAPatch() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try Self.put(server, try Self.archive(module: "NewApp", main: "Main")).status == 201)
        // The storyboards alone, no Xcode project: no module, no main storyboards stated; nothing changes.
        let storyboards = try SnapshotArchives.tar([
            (
                "Main.storyboard",
                SmallStoryboards.oneScene(
                    customClass: "M1ViewController", controller: "m1", scene: "s-m1",
                    attributes: #"customModule="NewApp" storyboardIdentifier="m1""#)
            ),
            ("Intro.storyboard", MainStoryboardProjects.storyboard(scene: "i1", initial: false)),
        ])
        let before = try server.request("GET", "/v1/projects/app")
        let bare = try Self.put(server, storyboards)
        #expect(bare.status == 200, "\(bare.text)")
        #expect(bare.object["unchanged"] as? Bool == true, "\(bare.text)")
        #expect((bare.object["attributes"] as? [String: Any])?.isEmpty == true)
        #expect(try server.request("GET", "/v1/projects/app").text == before.text)

        // PATCH works as before; the next snapshot stating a module sets its own.
        let patched = try server.json("PATCH", "/v1/projects/app", ["module": "Patched", "platform": "tvos"])
        #expect(patched.status == 200, "\(patched.text)")
        #expect(patched.object["module"] as? String == "Patched")
        #expect(try Self.lookedUpModule(server) == "Patched")
        let again = try Self.put(server, try Self.archive(module: "NewApp", main: "Main"))
        #expect(again.status == 200, "\(again.text)")
        let attributes = again.object["attributes"] as? [String: [String: Any]] ?? [:]
        #expect(attributes.keys.sorted() == ["module", "platform"], "\(again.text)")
        #expect(attributes["module"]?["old"] as? String == "Patched")
        #expect(attributes["platform"]?["old"] as? String == "tvos")
        #expect(attributes["platform"]?["new"] as? String == "ios")
        #expect(try Self.lookedUpModule(server) == "NewApp")
    }

    @Test func aLabelNamingARevisionOfAnotherModuleIsAConflictThatChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let base = try Self.put(server, try Self.archive(module: "OldApp", main: "Intro"), query: "?label=v1")
        #expect(base.status == 201, "\(base.text)")
        let before = try server.request("GET", "/v1/projects/app")
        let reused = try Self.put(server, try Self.archive(module: "NewApp", main: "Intro"), query: "?label=v1")
        #expect(reused.status == 409, "\(reused.text)")
        #expect(reused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect((reused.object["detail"] as? String)?.contains("project attributes") == true, "\(reused.text)")
        #expect(try server.request("GET", "/v1/projects/app").text == before.text)
    }

    @Test(arguments: ["class", "Self"]) func aModuleTheProjectRoutesRefuseIsRefusedAndChangesNothing(
        _ module: String
    ) throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try Self.put(server, try Self.archive(module: "OldApp", main: "Intro")).status == 201)
        let before = try server.request("GET", "/v1/projects/app")
        #expect(try server.json("PATCH", "/v1/projects/app", ["module": module]).status == 422)
        let refused = try Self.put(server, try Self.archive(module: module, main: "Main"))
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let detail = refused.object["detail"] as? String ?? ""
        #expect(detail.contains("'\(module)'") && detail.contains("nothing was changed"), "\(detail)")
        #expect(try server.request("GET", "/v1/projects/app").text == before.text)
        // Nor is a project created with it.
        let fresh = try server.request(
            "PUT", "/v1/projects/fresh/snapshot", headers: ["Content-Type": "application/x-tar"],
            body: try Self.archive(module: module, main: "Main"))
        #expect(fresh.status == 422, "\(fresh.text)")
        #expect(try server.request("GET", "/v1/projects/fresh").status == 404)
    }
}
