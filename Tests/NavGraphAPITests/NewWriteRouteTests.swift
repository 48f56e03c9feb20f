import Foundation
import HTTPServer
import Storage
import StoryboardModel
import Synchronization
import TestSupport
import Testing

/// A write route needs nothing of the graph cache to stay coherent (issue 37): the store tells the cache of
/// every committed write before the write returns, so a route that only writes through the store is read back
/// fresh, with no polling to hide a forgotten refresh.
@Suite struct NewWriteRouteTests {
    /// The store, once the server has made it (the route is added before).
    final class StoreSlot: Sendable {
        let store = Mutex<(any NavigationStore)?>(nil)
    }

    @Test func aWriteRouteWithNoCacheCallsIsServedFreshOnTheNextRead() throws {
        let slot = StoreSlot()
        let server = try TestServer(
            .socket, externalChangeInterval: nil,
            seed: { store in
                _ = try store.write { try $0.createProject(Project(name: "app", module: "Before")) }
                _ = try store.putStoryboard(project: "app", storyboard: Storyboard(name: "Main"))
            },
            wrap: { router in
                var router = router
                // A write route as a newcomer would write it: the store, and nothing else.
                router.add(.post, "/test/projects/{project}/module", execution: .offload) { request, parameters in
                    guard let store = slot.store.withLock({ $0 }) else { return HTTPResponse(status: 503) }
                    let module = String(decoding: request.body, as: UTF8.self)
                    _ = try store.write {
                        try $0.updateProject(parameters["project"], module: .some(module), platform: nil, ifMatch: nil)
                    }
                    try store.writeFreeingSpace {
                        try $0.deleteStoryboard(project: parameters["project"], name: "Main")
                    }
                    return HTTPResponse(status: 204)
                }
                return router
            })
        defer { server.tearDown() }
        slot.store.withLock { $0 = server.store }

        // Read first, so the answers are cached (and kept under their raw targets).
        for _ in 0..<2 {
            let project = try server.request("GET", "/v1/projects/app")
            #expect(project.status == 200)
            #expect(project.object["module"] as? String == "Before")
            #expect(try server.request("GET", "/v1/projects/app/storyboards").array.count == 1)
        }
        let before = try server.request("GET", "/v1/projects/app").object["revision"] as? Int ?? 0

        let written = try server.request("POST", "/test/projects/app/module", body: Data("After".utf8))
        #expect(written.status == 204)

        let project = try server.request("GET", "/v1/projects/app")
        #expect(project.status == 200)
        #expect(project.object["module"] as? String == "After")
        #expect(project.object["revision"] as? Int == before + 2)
        #expect(project.header("ETag") == "\"r\(before + 2)\"")
        let storyboards = try server.request("GET", "/v1/projects/app/storyboards")
        #expect(storyboards.status == 200)
        #expect(storyboards.array.isEmpty)
    }
}
