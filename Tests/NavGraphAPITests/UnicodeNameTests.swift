import Foundation
import Storage
import StoryboardModel
import Testing

/// Names equal under Unicode canonical equivalence address one thing at every HTTP entry point. Swift's `==`
/// calls such strings equal, so every comparison here is on UTF-8 bytes.
@Suite(.tags(.inProcess)) struct UnicodeNameTests {
    /// "Naïve" precomposed (NFC: U+00EF) and decomposed (NFD: i + U+0308), percent-encoded for a path.
    static let nfcPath = "Na%C3%AFve"
    static let nfdPath = "Nai%CC%88ve"
    static let nfc = "Na\u{EF}ve"
    static let nfd = "Nai\u{308}ve"
    /// "Café" both ways, for class names, storyboard IDs and segue identifiers.
    static let cafeNFC = "Caf\u{E9}"
    static let cafeNFD = "Cafe\u{301}"
    static let cafeNFDQuery = "Cafe%CC%81"

    static func bytes(_ text: String?) -> [UInt8] { Array((text ?? "").utf8) }

    /// A storyboard whose names are spelled with `cafe` (one of the two forms), and `marker` as a title so
    /// tests can tell two uploads apart.
    static func storyboardXML(cafe: String, marker: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="home">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" title="\(marker)" customClass="HomeViewController" \
            sceneMemberID="viewController">
                            <connections>
                                <segue destination="\(cafe)VC" kind="show" identifier="show\(cafe)" id="go\(cafe)"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="\(cafe)VC" storyboardIdentifier="\(cafe)" \
            customClass="\(cafe)ViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
    }

    static func serverWithProject() throws -> TestServer {
        let server = try TestServer()
        let created = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(created.status == 201)
        return server
    }

    static func put(_ server: TestServer, _ path: String, cafe: String = cafeNFC, marker: String) throws -> Int {
        try server.request(
            "PUT", "/v1/projects/demo/storyboards/\(path)", headers: ["Content-Type": "application/xml"],
            body: storyboardXML(cafe: cafe, marker: marker)
        ).status
    }

    static func listedNames(_ server: TestServer) throws -> [[UInt8]] {
        let list = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.status == 200)
        return list.array.map { bytes($0["name"] as? String) }
    }

    static func title(_ response: WireResponse) -> String? {
        (response.object["scenes"] as? [[String: Any]])?.first { $0["id"] as? String == "home" }?["title"] as? String
    }

    @Test func nfdPutThenNFCReadAndDeleteAddressOneStoryboard() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, Self.nfdPath, marker: "first") == 201)
        // The second spelling replaces the first rather than creating a twin.
        #expect(try Self.put(server, Self.nfcPath, marker: "second") == 200)
        #expect(try Self.listedNames(server) == [Self.bytes(Self.nfc)])
        for path in [Self.nfcPath, Self.nfdPath] {
            let read = try server.request("GET", "/v1/projects/demo/storyboards/\(path)")
            #expect(read.status == 200)
            #expect(Self.bytes(read.object["name"] as? String) == Self.bytes(Self.nfc))
            #expect(Self.title(read) == "second")
        }
        #expect(try server.request("DELETE", "/v1/projects/demo/storyboards/\(Self.nfcPath)").status == 204)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/\(Self.nfdPath)").status == 404)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/\(Self.nfcPath)").status == 404)
        #expect(try Self.listedNames(server).isEmpty)
    }

    @Test func nfcPutThenNFDReadAndDeleteAddressOneStoryboard() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, Self.nfcPath, marker: "first") == 201)
        #expect(try Self.put(server, Self.nfdPath, marker: "second") == 200)
        #expect(try Self.listedNames(server) == [Self.bytes(Self.nfc)])
        let xml = try server.request(
            "GET", "/v1/projects/demo/storyboards/\(Self.nfdPath)", headers: ["Accept": "application/xml"])
        #expect(xml.status == 200)
        #expect(xml.body == Self.storyboardXML(cafe: Self.cafeNFC, marker: "second"))
        #expect(try server.request("DELETE", "/v1/projects/demo/storyboards/\(Self.nfdPath)").status == 204)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/\(Self.nfcPath)").status == 404)
        #expect(try server.request("DELETE", "/v1/projects/demo/storyboards/\(Self.nfcPath)").status == 404)
    }

    @Test func storyboardEnumHasOneCaseSpelledInNFC() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, Self.nfdPath, marker: "first") == 201)
        #expect(try Self.put(server, Self.nfcPath, marker: "second") == 200)
        let code = try server.request("GET", "/v1/projects/demo/codegen/storyboard-enum")
        #expect(code.status == 200)
        let lines = code.text.split(separator: "\n").filter { $0.contains("case ") && $0.contains("ve = ") }
        #expect(lines.count == 1, "\(lines)")
        // The raw value is the name UIStoryboard(name:) gets: the NFC bytes, never the NFD ones.
        let body = [UInt8](code.body)
        #expect(body.firstRange(of: Self.bytes(Self.nfc)) != nil)
        #expect(body.firstRange(of: Self.bytes(Self.nfd)) == nil)
    }

    @Test func namesInsideAnNFDDocumentAreStoredInNFCButIdentifiersAsWritten() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, "Main", cafe: Self.cafeNFD, marker: "nfd") == 201)
        // The scene id was NFD in the XML; both spellings reach it, and it is answered in NFC. Its storyboard ID
        // keeps the storyboard's bytes: UIKit finds the scene by them, not by their NFC spelling.
        for id in [Self.cafeNFDQuery + "VC", "Caf%C3%A9VC"] {
            let scene = try server.request("GET", "/v1/projects/demo/storyboards/Main/scenes/\(id)")
            #expect(scene.status == 200)
            #expect(Self.bytes(scene.object["id"] as? String) == Self.bytes(Self.cafeNFC + "VC"))
            #expect(Self.bytes(scene.object["customClass"] as? String) == Self.bytes(Self.cafeNFC + "ViewController"))
            #expect(Self.bytes(scene.object["storyboardIdentifier"] as? String) == Self.bytes(Self.cafeNFD))
        }
        let segue = try server.request("GET", "/v1/projects/demo/storyboards/Main/segues/go\(Self.cafeNFDQuery)")
        #expect(segue.status == 200)
        #expect(Self.bytes(segue.object["identifier"] as? String) == Self.bytes("show" + Self.cafeNFD))
        // Either spelling still finds them.
        for cafe in [Self.cafeNFDQuery, "Caf%C3%A9"] {
            let lookup = try server.request("GET", "/v1/projects/demo/lookup?storyboard=Main&identifier=\(cafe)")
            #expect(lookup.status == 200)
            let resolved = try server.request(
                "GET", "/v1/projects/demo/resolve?from=HomeViewController&segue=show\(cafe)")
            #expect(resolved.status == 200)
        }
    }

    /// Generated code hands UIKit the storyboard's own bytes: an ID or segue identifier written in NFD is
    /// emitted in NFD (a member named in NFC), since UIKit compares the compiled nib's strings code unit by
    /// code unit.
    @Test func generatedCodeKeepsTheNFDBytesOfIdentifiers() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, "Main", cafe: Self.cafeNFD, marker: "nfd") == 201)
        for style in ["scenes", "segues"] {
            let code = try server.request("GET", "/v1/projects/demo/codegen/\(style)")
            #expect(code.status == 200)
            let body = [UInt8](code.body)
            let literal = style == "scenes" ? "\"" + Self.cafeNFD + "\"" : "\"show" + Self.cafeNFD + "\""
            #expect(body.firstRange(of: Self.bytes(literal)) != nil, "\(style): \(code.text)")
            let nfcLiteral = style == "scenes" ? "\"" + Self.cafeNFC + "\"" : "\"show" + Self.cafeNFC + "\""
            #expect(body.firstRange(of: Self.bytes(nfcLiteral)) == nil, "\(style)")
        }
    }

    @Test func lookupAndResolveAcceptNFDQueryValues() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        #expect(try Self.put(server, Self.nfcPath, marker: "x") == 201)
        let byClass = try server.request("GET", "/v1/projects/demo/lookup?class=\(Self.cafeNFDQuery)ViewController")
        #expect(byClass.status == 200)
        #expect(Self.bytes(byClass.object["storyboard"] as? String) == Self.bytes(Self.nfc))
        #expect(Self.bytes(byClass.object["identifier"] as? String) == Self.bytes(Self.cafeNFC))
        let byIdentifier = try server.request(
            "GET", "/v1/projects/demo/lookup?storyboard=\(Self.nfdPath)&identifier=\(Self.cafeNFDQuery)")
        #expect(byIdentifier.status == 200)
        #expect(Self.bytes(byIdentifier.object["swiftType"] as? String) == Self.bytes(Self.cafeNFC + "ViewController"))
        let resolved = try server.request(
            "GET", "/v1/projects/demo/resolve?from=HomeViewController&segue=show\(Self.cafeNFDQuery)")
        #expect(resolved.status == 200)
        let fromSceneID = try server.request(
            "GET", "/v1/projects/demo/resolve?from=\(Self.nfdPath)/home&segue=show\(Self.cafeNFDQuery)")
        #expect(fromSceneID.status == 200)
        let search = try server.request("GET", "/v1/projects/demo/scenes?storyboard=\(Self.nfdPath)")
        #expect(search.status == 200)
        #expect(search.array.count == 2)
        let route = try server.request(
            "GET", "/v1/projects/demo/routes?from=HomeViewController&to=\(Self.cafeNFDQuery)ViewController")
        #expect(route.status == 200)
    }

    @Test func jsonBodiesAreNormalized() throws {
        let server = try Self.serverWithProject()
        defer { server.tearDown() }
        // The JSON model names the storyboard in NFC while the path spells it NFD: one name.
        let model: [String: Any] = [
            "name": Self.nfc, "initialScene": Self.cafeNFD,
            "scenes": [["id": Self.cafeNFD, "kind": "viewController", "customClass": Self.cafeNFD + "ViewController"]],
        ]
        let put = try server.json("PUT", "/v1/projects/demo/storyboards/\(Self.nfdPath)", model)
        #expect(put.status == 201)
        #expect(Self.bytes(put.object["name"] as? String) == Self.bytes(Self.nfc))
        #expect(Self.bytes(put.object["initialScene"] as? String) == Self.bytes(Self.cafeNFC))
        let added = try server.json(
            "POST", "/v1/projects/demo/storyboards/\(Self.nfcPath)/scenes", ["id": "b\(Self.cafeNFD)", "kind": "x"])
        #expect(added.status == 201)
        #expect(Self.bytes(added.object["id"] as? String) == Self.bytes("b" + Self.cafeNFC))
        #expect(added.header("Location")?.hasSuffix("/scenes/bCaf%C3%A9") == true)
        // A scene id sent NFD clashes with the same id stored NFC.
        let twin = try server.json(
            "POST", "/v1/projects/demo/storyboards/\(Self.nfdPath)/scenes", ["id": "b\(Self.cafeNFC)", "kind": "x"])
        #expect(twin.status == 409)
        let segue = try server.json(
            "POST", "/v1/projects/demo/storyboards/\(Self.nfdPath)/segues",
            ["id": "s", "source": Self.cafeNFD, "destination": "b" + Self.cafeNFD, "kind": "show"])
        #expect(segue.status == 201)
        #expect(Self.bytes(segue.object["source"] as? String) == Self.bytes(Self.cafeNFC))
        #expect(Self.bytes(segue.object["destination"] as? String) == Self.bytes("b" + Self.cafeNFC))
    }

    @Test func projectsCreatedWithAnNFDModuleAnswerInNFC() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "app", "module": Self.cafeNFD + "Kit"])
        #expect(created.status == 201)
        let read = try server.request("GET", "/v1/projects/app")
        #expect(read.status == 200)
        #expect(Self.bytes(read.object["module"] as? String) == Self.bytes(Self.cafeNFC + "Kit"))
        let patched = try server.json(
            "PATCH", "/v1/projects/app", ["module": Self.cafeNFD + "Core"],
            headers: ["Content-Type": "application/merge-patch+json"])
        #expect(patched.status == 200)
        #expect(Self.bytes(patched.object["module"] as? String) == Self.bytes(Self.cafeNFC + "Core"))
        // Project names are ASCII slugs: neither spelling of a non-ASCII name is one.
        for name in [Self.nfc, Self.nfd] {
            #expect(try server.json("POST", "/v1/projects", ["name": name]).status == 422)
        }
        #expect(try server.request("GET", "/v1/projects/\(Self.nfdPath)").status == 404)
    }

    /// A database written before names were normalized may hold NFD names; the service brings them to NFC
    /// when it starts, and where both spellings were stored it keeps the NFC one.
    @Test func storedNFDNamesAreNormalizedWhenTheServiceStarts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-nfd-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            let store = try ScratchDatabase(directory: directory).openStore()
            defer { store.close() }
            _ = try store.write { try $0.createProject(Project(name: "demo", module: Self.cafeNFD)) }
            let scene = Scene(id: Self.cafeNFD, kind: "viewController", customClass: Self.cafeNFD + "ViewController")
            _ = try store.putStoryboard(
                project: "demo", storyboard: Storyboard(name: Self.nfd, initialScene: Self.cafeNFD, scenes: [scene]),
                source: Data("<old/>".utf8))
            _ = try store.putStoryboard(
                project: "demo", storyboard: Storyboard(name: "Twin" + Self.nfc, scenes: [Scene(id: "kept", kind: "v")])
            )
            _ = try store.putStoryboard(
                project: "demo", storyboard: Storyboard(name: "Twin" + Self.nfd, scenes: [Scene(id: "gone", kind: "v")])
            )
            #expect(try store.read { try $0.listStoryboards(project: "demo") }.count == 3)
        }
        let server = try TestServer(directory: directory)
        defer { server.tearDown() }
        #expect(try Self.listedNames(server) == [Self.bytes(Self.nfc), Self.bytes("Twin" + Self.nfc)])
        let read = try server.request("GET", "/v1/projects/demo/storyboards/\(Self.nfcPath)")
        #expect(read.status == 200)
        #expect(Self.bytes(read.object["initialScene"] as? String) == Self.bytes(Self.cafeNFC))
        let source = try server.request(
            "GET", "/v1/projects/demo/storyboards/\(Self.nfcPath)", headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.text == "<old/>")
        let twin = try server.request("GET", "/v1/projects/demo/storyboards/Twin\(Self.nfdPath)/scenes")
        #expect(twin.status == 200)
        #expect(twin.array.map { $0["id"] as? String } == ["kept"])
        let project = try server.request("GET", "/v1/projects/demo")
        #expect(Self.bytes(project.object["module"] as? String) == Self.bytes(Self.cafeNFC))
    }
}
