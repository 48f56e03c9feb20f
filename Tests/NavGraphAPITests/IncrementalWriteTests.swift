import Foundation
import HTTPServer
import Storage
import StoryboardModel
import TestSupport
import Testing

@testable import NavGraphAPI

/// Writes cost the change (issue 22): a storyboard write reads back only that storyboard, and the graph kept
/// write by write answers exactly as one built from nothing.
@Suite(.tags(.inProcess)) struct IncrementalWriteTests {
    /// A service in-process over a counting store in a temp folder.
    final class Fixture {
        let database: ScratchDatabase
        let store: CountingStore
        let service: NavGraphService
        let router: Router

        init() throws {
            database = try ScratchDatabase.make("incremental")
            store = CountingStore(try database.openStore())
            service = try NavGraphService(
                store: store, access: AccessPolicy(), metrics: HTTPMetrics(), version: "test",
                externalChangeInterval: nil)
            router = service.makeRouter()
        }

        /// The answer to `method target` with a JSON body.
        @discardableResult
        func send(_ method: HTTPMethod, _ target: String, json: Data? = nil) -> HTTPResponse {
            var headers = HTTPHeaders()
            if json != nil { headers["Content-Type"] = "application/json" }
            return router.respond(
                to: HTTPRequest(method: method, target: target, headers: headers, body: json ?? Data()))
        }

        func put(_ storyboard: Storyboard, project: String = "app") throws -> HTTPResponse {
            send(
                .put, "/v1/projects/\(project)/storyboards/\(storyboard.name)",
                json: try JSONEncoder().encode(storyboard))
        }

        deinit {
            store.close()
            database.remove()
        }
    }

    static func project(_ fixture: Fixture, seed: UInt64) throws -> RandomStoryboards {
        var random = RandomStoryboards(seed: seed)
        #expect(fixture.send(.post, "/v1/projects", json: Data(#"{"name":"app"}"#.utf8)).status == 201)
        for name in RandomStoryboards.names {
            #expect(try fixture.put(random.storyboard(named: name)).status == 201)
        }
        return random
    }

    @Test func aStoryboardPutReadsNothingBackAndASceneWriteOnlyItsStoryboard() throws {
        let fixture = try Fixture()
        var random = try Self.project(fixture, seed: 7)
        let fullBuilds = fixture.service.graphs.fullBuilds.load(ordering: .relaxed)
        fixture.store.reset()

        let replaced = fixture.send(
            .put, "/v1/projects/app/storyboards/Main",
            json: try JSONEncoder().encode(random.storyboard(named: "Main", edit: 1)))
        #expect(replaced.status == 200)
        // The graph takes the storyboard the store answered the PUT with: nothing is read back.
        #expect(fixture.store.storyboardsRead == [])
        let snapshot = try fixture.store.inner.read { try $0.projectSnapshot("app") }
        #expect(
            Bool(
                try fixture.service.graphs.graph(for: "app")
                    == NavigationGraph(project: snapshot.project, storyboards: snapshot.storyboards)))

        fixture.store.reset()
        let scene = #"{"id":"added","kind":"viewController","customClass":"AddedViewController"}"#
        #expect(fixture.send(.post, "/v1/projects/app/storyboards/Shop/scenes", json: Data(scene.utf8)).status == 201)
        #expect(fixture.store.storyboardsRead == ["Shop"])
        #expect(fixture.send(.get, "/v1/projects/app/lookup?class=AddedViewController").status == 200)
        #expect(fixture.service.graphs.fullBuilds.load(ordering: .relaxed) == fullBuilds)
    }

    /// The storyboards of the fixtures, imported as XML (cells, attributes, references, several platforms),
    /// created, replaced with an edit in place (every class renamed, the ids kept) and with the same model
    /// from other bytes: each time the kept graph, which took the written model without reading it back, is
    /// the one a build from the stored rows makes.
    @Test func xmlPutsKeepTheGraphAFullBuildWouldMake() throws {
        let fixture = try Fixture()
        #expect(fixture.send(.post, "/v1/projects", json: Data(#"{"name":"app"}"#.utf8)).status == 201)
        let fixtures = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures")
        let files =
            try FileManager.default.contentsOfDirectory(
                at: fixtures.appendingPathComponent("Import"), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "storyboard" } + [
                fixtures.appendingPathComponent("Cells/Shop/Base.lproj/Main.storyboard")
            ]
        #expect(files.count == 7)
        for file in files.sorted(by: { $0.path < $1.path }) {
            let xml = try String(contentsOf: file, encoding: .utf8)
            let name = file.deletingPathExtension().lastPathComponent
            for (step, body) in [
                xml, xml.replacingOccurrences(of: #"customClass=""#, with: #"customClass="Re"#), xml + "\n",
            ]
            .enumerated() {
                var headers = HTTPHeaders()
                headers["Content-Type"] = "application/xml"
                let response = fixture.router.respond(
                    to: HTTPRequest(
                        method: .put, target: "/v1/projects/app/storyboards/\(name)", headers: headers,
                        body: Data(body.utf8)))
                #expect(response.status == (step == 0 ? 201 : 200), "\(name) step \(step)")
                let kept = try fixture.service.graphs.graph(for: "app")
                let snapshot = try fixture.store.inner.read { try $0.projectSnapshot("app") }
                #expect(
                    Bool(kept == NavigationGraph(project: snapshot.project, storyboards: snapshot.storyboards)),
                    "\(name) step \(step)")
            }
        }
        #expect(fixture.service.graphs.fullBuilds.load(ordering: .relaxed) == 1)
    }

    @Test(arguments: 0..<3 as Range<UInt64>)
    func writesThroughTheAPIKeepTheGraphAFullBuildWouldMake(seed: UInt64) throws {
        let fixture = try Fixture()
        var random = try Self.project(fixture, seed: seed)
        for step in 0..<25 {
            let write = try Self.write(&random, step: step, to: fixture)
            let kept = try fixture.service.graphs.graph(for: "app")
            let snapshot = try fixture.store.inner.read { try $0.projectSnapshot("app") }
            #expect(
                Bool(kept == NavigationGraph(project: snapshot.project, storyboards: snapshot.storyboards)), "\(write)")
            // A second service on the same database builds its graph from nothing at start.
            let fresh = try NavGraphService(
                store: fixture.store.inner, access: AccessPolicy(), metrics: HTTPMetrics(), version: "test",
                externalChangeInterval: nil
            ).makeRouter()
            for target in Self.reads(of: kept) {
                let request = HTTPRequest(method: .get, target: target)
                let (mine, theirs) = (fixture.router.respond(to: request), fresh.respond(to: request))
                #expect(mine.status == theirs.status, "\(write): \(target)")
                #expect(mine.body == theirs.body, "\(write): \(target)")
            }
        }
    }

    /// One random write through the API: a storyboard replaced, made or deleted, a scene or segue added,
    /// changed or deleted.
    static func write(_ random: inout RandomStoryboards, step: Int, to fixture: Fixture) throws -> String {
        let graph = try fixture.service.graphs.graph(for: "app")
        let board = random.pick(graph.storyboards)
        let base = "/v1/projects/app/storyboards/\(board.name)"
        let response: HTTPResponse
        let what: String
        switch random.below(7) {
        case 0:
            what = "PUT storyboard"
            response = try fixture.put(random.storyboard(named: random.pick(RandomStoryboards.names), edit: step))
        case 1 where graph.storyboards.count > 2:
            what = "DELETE storyboard"
            response = fixture.send(.delete, base)
        case 2:
            what = "POST scene"
            let scene = random.scene(id: "new-\(step)", edit: step)
            response = fixture.send(.post, base + "/scenes", json: try JSONEncoder().encode(scene))
        case 3 where board.scenes.count > 1:
            what = "DELETE scene"
            response = fixture.send(.delete, base + "/scenes/" + random.pick(board.scenes).id)
        case 4:
            what = "POST segue"
            let segue = random.segue(id: "new-g\(step)", among: board.scenes)
            response = fixture.send(.post, base + "/segues", json: try JSONEncoder().encode(segue))
        case 5 where !board.segues.isEmpty:
            what = "DELETE segue"
            response = fixture.send(.delete, base + "/segues/" + random.pick(board.segues).id)
        default:
            what = "PATCH scene"
            let id = random.pick(board.scenes).id
            response = fixture.send(
                .patch, base + "/scenes/" + id, json: try JSONEncoder().encode(random.scene(id: id, edit: step)))
        }
        #expect(response.status < 300, "\(what) in \(board.name): \(String(decoding: response.body, as: UTF8.self))")
        return "step \(step): \(what) in \(board.name)"
    }

    /// What a user reads of the project: lookups, resolutions, routes, diagnostics, the graph and every code
    /// style.
    static func reads(of graph: NavigationGraph) -> [String] {
        let project = "/v1/projects/app"
        var targets = [project + "/diagnostics", project + "/graph?format=json", project + "/graph?format=dot"]
        targets += ["scenes", "storyboard-enum", "segues", "storyboardable", "initializable"].map {
            project + "/codegen/" + $0
        }
        targets += (RandomStoryboards.classes + ["Nothing"]).map { project + "/lookup?class=" + $0 }
        let refs = graph.storyboards.flatMap { board in board.scenes.prefix(3).map { "\(board.name)/\($0.id)" } }
        for ref in refs {
            targets += RandomStoryboards.identifiers.map { project + "/resolve?from=\(ref)&segue=\($0)" }
        }
        for (from, to) in zip(refs, refs.reversed()) {
            targets.append(project + "/routes?from=\(from)&to=\(to)")
        }
        return targets
    }
}
