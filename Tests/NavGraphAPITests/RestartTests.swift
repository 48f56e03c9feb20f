import Foundation
import Testing

@Suite struct RestartTests {
    @Test func dataWrittenBeforeAStopIsThereAfterStart() throws {
        let first = try TestServer(.socket)
        _ = try first.json("POST", "/v1/projects", ["name": "demo"])
        _ = try first.request(
            "PUT", "/v1/projects/demo/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: try TestServer.fixture("examples/Main.storyboard"))
        first.stop()

        let second = try TestServer(.socket, directory: first.directory)
        defer { second.tearDown() }
        let list = try second.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.array.first?["name"] as? String == "Main")
        #expect(list.array.first?["sceneCount"] as? Int == 5)
        let source = try second.request(
            "GET", "/v1/projects/demo/storyboards/Main", headers: ["Accept": "application/xml"])
        #expect(source.body == (try TestServer.fixture("examples/Main.storyboard")))
    }
}
