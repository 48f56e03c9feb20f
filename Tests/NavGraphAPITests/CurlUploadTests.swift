import Foundation
import Testing

/// Uploads the way users send them: `curl -T` (no Content-Type) and `curl --data-binary` (a form type).
@Suite struct CurlUploadTests {
    func curl(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let outcome = try ProcessRunner.run(
            "/usr/bin/curl", ["-sS", "--fail-with-body"] + arguments, in: folder, timeout: 120, mergingOutput: true)
        return (outcome.status, outcome.stdout)
    }

    @Test func curlUploadCommandsFromTheIssueWork() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            Issue.record("curl is not installed; .ci/run installs it")
            return
        }
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let base = "http://127.0.0.1:\(server.port)/v1/projects/demo/storyboards"
        let examples = TestEnvironment.repositoryRoot.appendingPathComponent("examples")
        let upload = try curl(["-T", "Main.storyboard", "\(base)/Main"], in: examples)
        #expect(upload.status == 0, "\(upload.output)")
        #expect(upload.output.contains("\"sceneCount\":5"))
        let binary = try curl(
            ["-X", "PUT", "--data-binary", "@Settings.storyboard", "\(base)/Settings"], in: examples)
        #expect(binary.status == 0, "\(binary.output)")
        #expect(binary.output.contains("\"sceneCount\":2"))
        let source = try server.request(
            "GET", "/v1/projects/demo/storyboards/Main", headers: ["Accept": "application/xml"])
        #expect(source.body == (try TestServer.fixture("examples/Main.storyboard")))
    }

    @Test func untypedBodiesAreSniffedAndOthersRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let path = "/v1/projects/demo/storyboards/Main"
        let model = try JSONSerialization.data(withJSONObject: StoryboardRoutesTests.jsonModel)
        let json = try server.request("PUT", path, headers: ["Content-Type": "application/octet-stream"], body: model)
        #expect(json.status == 201)
        #expect(json.object["sceneCount"] as? Int == 3)
        // No Content-Type at all, as `curl -T` sends it.
        let xml = try server.request("PUT", path, body: try TestServer.fixture("examples/Main.storyboard"))
        #expect(xml.status == 200)
        #expect(xml.object["sceneCount"] as? Int == 5)
        let neither = try server.request(
            "PUT", path, headers: ["Content-Type": "application/octet-stream"], body: Data("hello".utf8))
        #expect(neither.status == 415)
        let plain = try server.request("PUT", path, headers: ["Content-Type": "text/plain"], body: model)
        #expect(plain.status == 415)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards").array.first?["revision"] as? Int == 2)
    }

    /// `.../source` takes the XML alone: the JSON model sent there untyped (`curl -T model.json`, octet-stream)
    /// is refused as when it is declared `application/json`, a 415 sending it to the storyboard itself, not stored
    /// from the JSON as the storyboard's PUT would.
    @Test func anUntypedJSONModelSentToTheSourceIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let path = "/v1/projects/demo/storyboards/Main/source"
        let model = try JSONSerialization.data(withJSONObject: StoryboardRoutesTests.jsonModel)
        for headers in [[:], ["Content-Type": "application/octet-stream"]] {
            let put = try server.request("PUT", path, headers: headers, body: model)
            #expect(put.status == 415, "\(headers): \(put.text)")
            #expect(put.header("Content-Type") == "application/problem+json")
            #expect((put.object["detail"] as? String)?.contains("the JSON model goes to the storyboard itself") == true)
        }
        #expect(try server.request("GET", "/v1/projects/demo/storyboards").array.isEmpty)
        let xml = try server.request("PUT", path, body: try TestServer.fixture("examples/Main.storyboard"))
        #expect(xml.status == 201, "\(xml.text)")
    }
}
