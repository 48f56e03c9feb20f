import Foundation
import Synchronization
import TestSupport
import Testing

/// Crash safety with replicas (docs/postgresql-and-replicas.md): a `kill -9` of one replica while clients write through it loses no write it
/// acknowledged; the other replica, on the same database, serves every one of them.
@Suite(
    .enabled(if: NavGraphBinary.isBuilt, "no navgraph binary beside the tests"),
    .enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct ReplicaCrashTests {
    @Test func killNineOfAReplicaDuringWritesLosesNothingAcknowledged() throws {
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        let doomed = try ReplicaServer(database: url)
        let survivor = try ReplicaServer(database: url)
        defer {
            doomed.stop()
            survivor.stop()
        }
        #expect(try doomed.createProject("app") == 201)

        // Two writers create storyboards of 40 scenes each through the doomed replica until it dies.
        let acknowledged = Mutex<Set<String>>([])
        let acknowledgements = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for writer in 0..<2 {
            done.enter()
            Thread {
                defer { done.leave() }
                guard let client = try? doomed.client(timeout: 5) else { return }
                for round in 0..<10_000 {
                    let name = "W\(writer)R\(round)"
                    // The connection breaks when the process dies: that write was never acknowledged.
                    guard
                        let response = try? doomed.putModel(
                            project: "app", storyboard: name, scenes: 40, title: name, on: client),
                        response.status == 201
                    else { return }
                    acknowledged.withLock { _ = $0.insert(name) }
                    acknowledgements.signal()
                }
            }.start()
        }
        for _ in 0..<30 {
            #expect(acknowledgements.wait(timeout: .now() + 30) == .success)
        }
        doomed.kill9()
        #expect(done.wait(timeout: .now() + 30) == .success)
        let expected = acknowledged.withLock { $0 }
        #expect(expected.count >= 30)

        // Every acknowledged storyboard is on the survivor, whole; nothing half-written is anywhere.
        let client = try survivor.client()
        var listed: [[String: Any]] = []
        #expect(
            try eventually(within: 10) {
                let list = try client.request("GET", "/v1/projects/app/storyboards")
                guard list.status == 200 else { return false }
                listed = list.array
                return expected.isSubset(of: Set(listed.compactMap { $0["name"] as? String }))
            })
        for storyboard in listed {
            #expect(storyboard["sceneCount"] as? Int == 40, "\(storyboard)")
        }
        // At most the writes in flight at the kill committed without an acknowledgement.
        #expect(listed.count <= expected.count + 2)
        // And the survivor keeps writing.
        #expect(try survivor.putModel(project: "app", storyboard: "After", title: "after").status == 201)
    }
}
