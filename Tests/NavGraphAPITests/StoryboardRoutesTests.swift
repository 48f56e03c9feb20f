import Foundation
import Testing

@Suite(.tags(.inProcess)) struct StoryboardRoutesTests {
    static var jsonModel: [String: Any] {
        [
            "initialScene": "nav",
            "scenes": [
                ["id": "nav", "kind": "navigationController"],
                [
                    "id": "home", "kind": "viewController", "customClass": "HomeViewController",
                    "storyboardIdentifier": "Home",
                ],
                ["id": "detail", "kind": "viewController", "customClass": "DetailViewController"],
            ],
            "segues": [
                [
                    "id": "s1", "source": "nav", "destination": "home", "kind": "relationship",
                    "relationship": "rootViewController",
                ],
                ["id": "s2", "source": "home", "destination": "detail", "kind": "show", "identifier": "showDetail"],
            ],
        ]
    }

    @Test func jsonModelRoundTripsAndReplaceBumpsRevision() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let created = try server.json("PUT", "/v1/projects/demo/storyboards/Main", Self.jsonModel)
        #expect(created.status == 201)
        #expect(created.header("Location") == "/v1/projects/demo/storyboards/Main")
        #expect(created.object["revision"] as? Int == 1)
        #expect(created.object["sceneCount"] as? Int == 3)
        #expect(created.object["segueCount"] as? Int == 2)

        let read = try server.request("GET", "/v1/projects/demo/storyboards/Main")
        #expect(read.status == 200)
        let scenes = read.object["scenes"] as? [[String: Any]] ?? []
        #expect(scenes.map { $0["id"] as? String } == ["nav", "home", "detail"])
        #expect(scenes[1]["customClass"] as? String == "HomeViewController")
        #expect(scenes[1]["storyboardIdentifier"] as? String == "Home")
        #expect(read.object["initialScene"] as? String == "nav")

        var smaller = Self.jsonModel
        smaller["segues"] = [[String: Any]]()
        let replaced = try server.json("PUT", "/v1/projects/demo/storyboards/Main", smaller)
        #expect(replaced.status == 200)
        #expect(replaced.object["revision"] as? Int == 2)
        #expect(replaced.object["segueCount"] as? Int == 0)
        let list = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.array.count == 1)
        #expect(list.array.first?["revision"] as? Int == 2)
        #expect(list.array.first?["sceneCount"] as? Int == 3)
    }

    @Test func xmlImportKeepsTheSourceByteForByte() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let xml = try TestServer.fixture("examples/Main.storyboard")
        let put = try server.request(
            "PUT", "/v1/projects/demo/storyboards/Main", headers: ["Content-Type": "application/xml"], body: xml)
        #expect(put.status == 201)
        #expect(put.object["sceneCount"] as? Int == 5)
        #expect(put.object["segueCount"] as? Int == 5)
        let source = try server.request(
            "GET", "/v1/projects/demo/storyboards/Main", headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.header("Content-Type") == "application/xml")
        #expect(source.body == xml)
        let model = try server.request("GET", "/v1/projects/demo/storyboards/Main")
        #expect(model.header("Content-Type") == "application/json")
        #expect(model.object["initialScene"] as? String == "Nav-Main-001")
    }

    @Test func invalidModelIs422AndChangesNothing() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        _ = try server.json("PUT", "/v1/projects/demo/storyboards/Main", Self.jsonModel)
        let broken: [String: Any] = [
            "scenes": [["id": "a", "kind": "viewController"], ["id": "a", "kind": "viewController"], ["kind": "x"]],
            "segues": [["id": "s", "source": "ghost", "kind": "show"]],
        ]
        let response = try server.json("PUT", "/v1/projects/demo/storyboards/Main", broken)
        #expect(response.status == 422)
        let fields = (response.object["errors"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
        #expect(fields == ["scenes[1].id", "scenes[2].id", "segues[0].source"])
        let still = try server.request("GET", "/v1/projects/demo/storyboards/Main")
        #expect(still.object["revision"] as? Int == 1)
        #expect((still.object["scenes"] as? [Any])?.count == 3)
    }

    @Test func unknownProjectStoryboardAndBadNames() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let noProject = try server.json("PUT", "/v1/projects/ghost/storyboards/Main", Self.jsonModel)
        #expect(noProject.status == 404)
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/Nope").status == 404)
        #expect(try server.request("DELETE", "/v1/projects/demo/storyboards/Nope").status == 404)
        let slash = try server.json("PUT", "/v1/projects/demo/storyboards/a%2Fb", Self.jsonModel)
        #expect(slash.status == 422)
        let wrongType = try server.request(
            "PUT", "/v1/projects/demo/storyboards/Main", headers: ["Content-Type": "text/plain"], body: Data("x".utf8))
        #expect(wrongType.status == 415)
        let list = try server.request("GET", "/v1/projects/demo/storyboards")
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
    }

    @Test func percentEncodedNamesWork() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let created = try server.json("PUT", "/v1/projects/demo/storyboards/Launch%20Screen", ["scenes": []])
        #expect(created.status == 201)
        #expect(created.header("Location") == "/v1/projects/demo/storyboards/Launch%20Screen")
        let read = try server.request("GET", "/v1/projects/demo/storyboards/Launch%20Screen")
        #expect(read.object["name"] as? String == "Launch Screen")
    }

    @Test func deleteRemovesTheStoryboardAndItsScenes() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        _ = try server.json("PUT", "/v1/projects/demo/storyboards/Main", Self.jsonModel)
        #expect(try server.request("DELETE", "/v1/projects/demo/storyboards/Main").status == 204)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/Main").status == 404)
        #expect(try server.request("GET", "/v1/projects/demo/storyboards/Main/scenes/home").status == 404)
    }
}

/// A storyboard's answer chosen by `Accept` says so (`Vary: Accept`), on the 200 and on the 304, so that a shared
/// cache never hands the XML to a client that asked for JSON; `q=0` refuses a type.
@Suite(.tags(.inProcess)) struct StoryboardNegotiationTests {
    @Test func theNegotiatedAnswerVariesOnAccept() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try server.importExamples()
        let path = "/v1/projects/demo/storyboards/Main"
        for accept in ["application/json", "application/xml"] {
            let answer = try server.request("GET", path, headers: ["Accept": accept])
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == accept)
            #expect(answer.header("Vary") == "Accept", "\(accept)")
            let tag = try #require(answer.header("ETag"))
            let again = try server.request("GET", path, headers: ["Accept": accept, "If-None-Match": tag])
            #expect(again.status == 304)
            #expect(again.header("Vary") == "Accept", "304 for \(accept)")
        }
        // `.../source` is the XML whatever the request accepts: nothing varies.
        #expect(try server.request("GET", path + "/source").header("Vary") == nil)
    }

    @Test func aTypeOfQualityZeroIsRefused() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try server.importExamples()
        let path = "/v1/projects/demo/storyboards/Main"
        for accept in ["application/xml;q=0, application/json", "application/xml; Q=0", "text/xml;q=0"] {
            let answer = try server.request("GET", path, headers: ["Accept": accept])
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json", "\(accept)")
        }
        let xml = try server.request("GET", path, headers: ["Accept": "application/json;q=0.1, application/xml;q=0.9"])
        #expect(xml.header("Content-Type") == "application/xml")
    }

    @Test func aStoryboardWithoutXMLIsJSONForAClientThatAlsoTakesJSON() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try server.importExamples()
        let put = try server.json("PUT", "/v1/projects/demo/storyboards/Model", StoryboardRoutesTests.jsonModel)
        #expect(put.status == 201)
        let model = "/v1/projects/demo/storyboards/Model"
        for accept in [
            "application/xml, application/json;q=0.5", "application/xml, */*;q=0.1", "text/xml, application/*",
        ] {
            let answer = try server.request("GET", model, headers: ["Accept": accept])
            #expect(answer.status == 200, "\(accept): \(answer.text)")
            #expect(answer.header("Content-Type") == "application/json", "\(accept)")
            #expect(answer.header("ETag") == put.header("ETag"), "\(accept)")
            #expect(answer.header("Vary") == "Accept")
        }
        // Only XML, or JSON refused: there is nothing it takes.
        for accept in ["application/xml", "application/xml, application/json;q=0"] {
            let refused = try server.request("GET", model, headers: ["Accept": accept])
            #expect(refused.status == 406, "\(accept)")
            #expect(refused.header("Content-Type") == "application/problem+json")
        }
        // A storyboard that has its XML still answers it to the same client.
        let xml = try server.request(
            "GET", "/v1/projects/demo/storyboards/Main", headers: ["Accept": "application/xml, application/json;q=0.5"])
        #expect(xml.header("Content-Type") == "application/xml")
    }
}
