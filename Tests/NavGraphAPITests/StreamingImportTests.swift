import Foundation
import HTTPServer
import Testing

/// Storyboard uploads stream from the socket into the parser (the route is `.streaming`).
@Suite struct StreamingImportTests {
    static let path = "/v1/projects/demo/storyboards/Big"

    /// A storyboard of `scenes` scenes, each pushing the next, a few MB for a few thousand scenes.
    static func bigStoryboard(scenes: Int, brokenAtEnd: Bool = false) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc-0">
                <scenes>

            """
        for index in 0..<scenes {
            let next = index + 1 < scenes ? "vc-\(index + 1)" : "vc-0"
            text += """
                        <scene sceneID="scene-\(index)">
                            <objects>
                                <viewController storyboardIdentifier="screen\(index)" id="vc-\(index)" \
                customClass="Screen\(index)ViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="view-\(index)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                    <connections>
                                        <segue destination="\(next)" kind="show" identifier="next" id="segue-\(index)"/>
                                    </connections>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(index)" \
                sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(index * 10)" y="0.0"/>
                        </scene>

                """
        }
        text += brokenAtEnd ? "        <scene sceneID=\"x\"><objects></scene>\n" : ""
        text += "    </scenes>\n</document>\n"
        return Data(text.utf8)
    }

    func server() throws -> TestServer {
        let server = try TestServer(.socket)
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        return server
    }

    /// The storyboard PUT is routed to a handler that starts at the head and reads the body as it arrives.
    @Test func theStoryboardPUTRouteStreams() throws {
        let server = try server()
        defer { server.tearDown() }
        let put = HTTPRequest(method: .put, target: Self.path, headers: ["Content-Type": "application/xml"])
        #expect(server.router.execution(for: put) == .streaming)
    }

    /// The handler runs while the body is still on its way: a PUT into a missing project is answered 404
    /// after 1 KB of a 10 MB upload (a buffered route would wait for all 10 MB first).
    @Test func anUploadIsAnsweredBeforeItsBodyHasArrived() throws {
        let server = try server()
        defer { server.tearDown() }
        let client = try server.client(timeout: 60)
        try client.send(
            "PUT /v1/projects/ghost/storyboards/Big HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\n"
                + "Content-Length: 10000000\r\n\r\n")
        try client.send(Data(Self.bigStoryboard(scenes: 2).prefix(1000)))
        #expect(client.hasInput(within: 60), "no answer while 9,999,000 bytes of the body were still unsent")
        let response = try client.readResponse(method: "PUT")
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test func aMultiMegabyteUploadIsImportedAndStoredByteForByte() throws {
        let server = try server()
        defer { server.tearDown() }
        let body = Self.bigStoryboard(scenes: 4000)
        #expect(body.count > 3_000_000)
        // Parsing and storing 4,000 scenes in a debug build took over the default 10 s read timeout when the
        // whole suite ran beside a build (`errno 11`): the answer is an event worth a generous deadline.
        let client = try server.client(timeout: 120)
        try client.send(
            Data(
                "PUT \(Self.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\nContent-Length: \(body.count)\r\n\r\n"
                    .utf8))
        var offset = 0
        while offset < body.count {
            let end = min(offset + 50_000, body.count)
            try client.send(body.subdata(in: offset..<end))
            offset = end
        }
        let put = try client.readResponse(method: "PUT")
        #expect(put.status == 201)
        #expect(put.object["sceneCount"] as? Int == 4000)
        #expect(put.object["segueCount"] as? Int == 4000)
        #expect(put.object["initialScene"] as? String == "vc-0")
        // Same connection: keep-alive goes on after a streamed body.
        let source = try client.request("GET", Self.path, headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.body == body)
        // The last scene of the document made it into the graph.
        let lookup = try client.request("GET", "/v1/projects/demo/lookup?storyboard=Big&identifier=screen3999")
        #expect(lookup.status == 200)
        #expect(lookup.text.contains("Screen3999ViewController"))
    }

    @Test func aChunkedUploadIsImported() throws {
        let server = try server()
        defer { server.tearDown() }
        let body = Self.bigStoryboard(scenes: 500)
        let client = try server.client()
        try client.send(
            Data(
                "PUT \(Self.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\n\r\n"
                    .utf8))
        var offset = 0
        while offset < body.count {
            let end = min(offset + 33_333, body.count)
            try client.send(
                Data("\(String(end - offset, radix: 16))\r\n".utf8) + body[offset..<end] + Data("\r\n".utf8))
            offset = end
        }
        try client.send(Data("0\r\n\r\n".utf8))
        let put = try client.readResponse(method: "PUT")
        #expect(put.status == 201)
        #expect(put.object["sceneCount"] as? Int == 500)
        let source = try client.request("GET", Self.path, headers: ["Accept": "application/xml"])
        #expect(source.body == body)
    }

    @Test func aLargeBrokenUploadIs422WithItsLineAndChangesNothing() throws {
        let server = try server()
        defer { server.tearDown() }
        let body = Self.bigStoryboard(scenes: 3000, brokenAtEnd: true)
        let lines = String(decoding: body, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let brokenLine = (lines.firstIndex { $0.contains("sceneID=\"x\"") } ?? -1) + 1
        let client = try server.client()
        let put = try client.request("PUT", Self.path, headers: ["Content-Type": "application/xml"], body: body)
        #expect(put.status == 422)
        #expect(put.object["kind"] as? String == "malformedXML")
        #expect(put.object["line"] as? Int == brokenLine)
        // The rest of the body was read, so the connection answers the next request.
        let list = try client.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
    }

    /// A body of white space alone (8 MiB of spaces, as a 60 MiB one would be) is refused for what it is, not
    /// as an empty input; an empty one is still "empty".
    @Test func anUploadOfWhiteSpaceOnlyIsRefusedAsWhiteSpaceNotAsEmpty() throws {
        let server = try server()
        defer { server.tearDown() }
        let client = try server.client()
        let spaces = Data(repeating: UInt8(ascii: " "), count: 8 << 20)
        let blank = try client.request("PUT", Self.path, headers: ["Content-Type": "application/xml"], body: spaces)
        #expect(blank.status == 422, "\(blank.text)")
        #expect(blank.header("Content-Type") == "application/problem+json")
        let detail = blank.object["detail"] as? String ?? ""
        #expect(detail.contains("\(8 << 20) bytes of white space only, with no XML root element"), "\(detail)")
        #expect(!detail.contains("empty"), "\(detail)")
        let empty = try client.request("PUT", Self.path, headers: ["Content-Type": "application/xml"], body: Data())
        #expect(empty.status == 422, "\(empty.text)")
        #expect((empty.object["detail"] as? String ?? "").contains("the input is empty"), "\(empty.text)")
        #expect(try client.request("GET", "/v1/projects/demo/storyboards").array.isEmpty)
    }

    /// A body sent with a content coding the route does not undo (`Content-Encoding: gzip` on a storyboard, nib
    /// or project) is a 415 naming the coding, with `Accept-Encoding: identity`, and nothing is stored: a gzip'd
    /// storyboard was parsed as if it were XML ("looks like UTF-16"), and plain XML labelled gzip was stored as if
    /// the coding had been undone. `identity` is no coding; the snapshot keeps taking gzip.
    @Test func aBodyWithAContentCodingTheRouteDoesNotUndoIs415AndChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let xml = try TestServer.fixture("examples/Settings.storyboard")
        for (path, body) in [
            ("/v1/projects/demo/storyboards/Settings", SnapshotArchives.gzip(xml)),
            ("/v1/projects/demo/storyboards/Settings", xml),
            ("/v1/projects/demo/nibs/Cell", SnapshotArchives.gzip(xml)),
        ] {
            let put = try server.request(
                "PUT", path, headers: ["Content-Type": "application/xml", "Content-Encoding": "gzip"], body: body)
            #expect(put.status == 415, "\(path): \(put.text)")
            #expect(put.header("Content-Type") == "application/problem+json")
            #expect(put.header("Accept-Encoding") == "identity")
            #expect((put.object["detail"] as? String)?.hasPrefix("Content-Encoding 'gzip' is not taken here") == true)
        }
        let patch = try server.request(
            "PATCH", "/v1/projects/demo", headers: ["Content-Type": "application/json", "Content-Encoding": "br"],
            body: Data(#"{"platform":"tvos"}"#.utf8))
        #expect(patch.status == 415, "\(patch.text)")
        #expect(try server.request("GET", "/v1/projects/demo/storyboards").array.isEmpty)
        #expect(try server.request("GET", "/v1/projects/demo/nibs").array.isEmpty)
        let project = try server.request("GET", "/v1/projects/demo").object
        #expect(project["platform"] as? String == "ios")
        #expect(project["revision"] as? Int == 1)
        let identity = try server.request(
            "PUT", "/v1/projects/demo/storyboards/Settings",
            headers: ["Content-Type": "application/xml", "Content-Encoding": "identity"], body: xml)
        #expect(identity.status == 201, "\(identity.text)")
    }
}
