import Foundation
import HTTPServer
import NavGraphAPI
import StoryboardModel

/// The test server with one event loop and a chosen cache budget and search budget (memory and work bounds).
extension TestServer {
    /// One event loop, four workers, no external-change polling, `cacheBytes` of responses, `searchBudget`.
    static func bounded(
        _ mode: Mode = .socket, cacheBytes: Int = NavGraphService.defaultResponseCacheBytes,
        searchBudget: SearchBudget = .standard
    ) throws -> TestServer {
        try TestServer(
            mode, externalChangeInterval: nil, responseCacheBytes: cacheBytes, searchBudget: searchBudget,
            configure: { configuration in
                configuration.eventLoopCount = 1
                configuration.workerCount = 4
                configuration.shutdownTimeout = 1
            })
    }

    /// The JSON model of a dense storyboard: S→X, X→T, and X→each of `k` scenes that all link to each other
    /// and back to X. One route from S to T; about k! simple paths among the k scenes.
    static func denseModel(k: Int) -> Data {
        var scenes = ["S", "X", "T"].map { ["id": $0, "kind": "viewController", "customClass": "\($0)Controller"] }
        var segues: [[String: String]] = [
            ["id": "s-x", "source": "S", "destination": "X", "kind": "show", "identifier": "toX"],
            ["id": "x-t", "source": "X", "destination": "T", "kind": "show", "identifier": "toT"],
        ]
        for i in 0..<k {
            scenes.append(["id": "K\(i)", "kind": "viewController"])
            segues.append(["id": "x-k\(i)", "source": "X", "destination": "K\(i)", "kind": "show"])
            segues.append(["id": "k\(i)-x", "source": "K\(i)", "destination": "X", "kind": "show"])
            for j in 0..<k where j != i {
                segues.append(["id": "k\(i)-k\(j)", "source": "K\(i)", "destination": "K\(j)", "kind": "show"])
            }
        }
        let object: [String: Any] = ["initialScene": "S", "scenes": scenes, "segues": segues]
        do {
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        } catch {
            return Data()
        }
    }
}
