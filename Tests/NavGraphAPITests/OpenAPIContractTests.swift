import Foundation
import HTTPServer
import Testing

/// `/openapi.json` against real answers: every route of the router is documented with parameters, bodies and
/// a response for every status, and what the live server really sends (status, media type, JSON body)
/// conforms to what the document says for that status.
@Suite(.tags(.inProcess)) struct OpenAPIContractTests {
    static let token = "write-token"
    static let readToken = "read-token"

    /// One request and the route (`METHOD /pattern`) it is meant to reach.
    struct Sample {
        var route: String
        var target: String
        var headers: [String: String] = [:]
        var body: Data? = nil
        var token: String? = OpenAPIContractTests.token

        var method: String { String(route.split(separator: " ")[0]) }
        var pattern: String { String(route.split(separator: " ")[1]) }
    }

    static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static let jsonType = ["Content-Type": "application/json"]
    static let xmlType = ["Content-Type": "application/xml"]

    /// Requests that reach every route and most of its statuses, in an order that works on the fixture
    /// project `demo` (the README's `examples/` imported).
    static func samples(main: Data) -> [Sample] {
        let project = "/v1/projects/{project}"
        let storyboard = project + "/storyboards/{storyboard}"
        let scenes = storyboard + "/scenes"
        let segues = storyboard + "/segues"
        // A tar of the README's Main storyboard, for the snapshot route.
        let snapshot =
            (try? SnapshotArchives.tar([("Main.storyboard", String(decoding: main, as: UTF8.self))])) ?? Data()
        let model = json([
            "scenes": [["id": "a", "kind": "viewController", "customClass": "AViewController"]],
            "initialScene": "a",
        ])
        return [
            Sample(route: "GET /healthz", target: "/healthz", token: nil),
            Sample(route: "GET /readyz", target: "/readyz", token: nil),
            Sample(route: "GET /metrics", target: "/metrics"),
            Sample(route: "GET /metrics", target: "/metrics", token: nil),
            Sample(route: "GET /openapi.json", target: "/openapi.json"),
            Sample(route: "GET /v1/projects", target: "/v1/projects"),
            Sample(route: "GET /v1/projects", target: "/v1/projects", token: "wrong"),
            Sample(route: "POST /v1/projects", target: "/v1/projects", headers: jsonType, body: json(["name": "p2"])),
            Sample(route: "POST /v1/projects", target: "/v1/projects", headers: jsonType, body: json(["name": "p2"])),
            Sample(route: "POST /v1/projects", target: "/v1/projects", headers: jsonType, body: json(["name": "-"])),
            Sample(route: "POST /v1/projects", target: "/v1/projects", body: json(["name": "p3"])),
            Sample(
                route: "POST /v1/projects", target: "/v1/projects", headers: jsonType, body: json(["name": "p4"]),
                token: readToken),
            Sample(route: "GET \(project)", target: "/v1/projects/demo"),
            Sample(route: "GET \(project)", target: "/v1/projects/ghost"),
            Sample(
                route: "PATCH \(project)", target: "/v1/projects/p2", headers: jsonType,
                body: json(["platform": "tvos", "module": NSNull()])),
            Sample(
                route: "PATCH \(project)", target: "/v1/projects/p2", headers: jsonType, body: json(["module": "1x"])),
            Sample(route: "PATCH \(project)", target: "/v1/projects/ghost", headers: jsonType, body: json([:])),
            Sample(route: "PATCH \(project)", target: "/v1/projects/p2", body: json([:])),
            Sample(route: "DELETE \(project)", target: "/v1/projects/p2", token: readToken),
            Sample(route: "DELETE \(project)", target: "/v1/projects/p2"),
            Sample(route: "DELETE \(project)", target: "/v1/projects/p2"),
            Sample(route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot?label=c0ffee", body: snapshot),
            Sample(route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot", body: snapshot),
            Sample(route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot?label=12"),
            Sample(
                route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot",
                headers: ["Content-Type": "application/zip"], body: snapshot),
            Sample(
                route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot",
                headers: ["If-Match": "\"r1\""], body: snapshot),
            Sample(route: "PUT \(project)/snapshot", target: "/v1/projects/snap/snapshot", body: Data(count: 1024)),
            Sample(route: "GET \(project)/storyboards", target: "/v1/projects/demo/storyboards"),
            Sample(route: "GET \(project)/storyboards", target: "/v1/projects/ghost/storyboards"),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/demo/storyboards/Main", headers: xmlType, body: main),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/demo/storyboards/Model", headers: jsonType,
                body: model),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/demo/storyboards/Model", headers: jsonType,
                body: model),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/demo/storyboards/Bad", headers: xmlType,
                body: Data("<document><scenes>".utf8)),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/demo/storyboards/Bad",
                headers: ["Content-Type": "image/png"], body: Data("x".utf8)),
            Sample(
                route: "PUT \(storyboard)", target: "/v1/projects/ghost/storyboards/Main", headers: xmlType, body: main),
            Sample(route: "GET \(storyboard)", target: "/v1/projects/demo/storyboards/Main"),
            Sample(
                route: "GET \(storyboard)", target: "/v1/projects/demo/storyboards/Main",
                headers: ["Accept": "application/xml"]),
            Sample(
                route: "GET \(storyboard)", target: "/v1/projects/demo/storyboards/Model",
                headers: ["Accept": "application/xml"]),
            Sample(route: "GET \(storyboard)", target: "/v1/projects/demo/storyboards/Nope"),
            Sample(
                route: "PUT \(storyboard)/source", target: "/v1/projects/demo/storyboards/Main/source",
                headers: xmlType,
                body: main),
            Sample(
                route: "PUT \(storyboard)/source", target: "/v1/projects/demo/storyboards/Model/source",
                headers: jsonType, body: model),
            Sample(route: "GET \(storyboard)/source", target: "/v1/projects/demo/storyboards/Main/source"),
            Sample(route: "GET \(storyboard)/source", target: "/v1/projects/demo/storyboards/Model/source"),
            Sample(route: "GET \(scenes)", target: "/v1/projects/demo/storyboards/Main/scenes"),
            Sample(route: "GET \(scenes)", target: "/v1/projects/demo/storyboards/Nope/scenes"),
            Sample(
                route: "POST \(scenes)", target: "/v1/projects/demo/storyboards/Model/scenes", headers: jsonType,
                body: json(["id": "b", "kind": "viewController"])),
            Sample(
                route: "POST \(scenes)", target: "/v1/projects/demo/storyboards/Model/scenes", headers: jsonType,
                body: json(["id": "b", "kind": "viewController"])),
            Sample(
                route: "POST \(scenes)", target: "/v1/projects/demo/storyboards/Model/scenes", headers: jsonType,
                body: json(["id": ""])),
            Sample(
                route: "POST \(scenes)", target: "/v1/projects/demo/storyboards/Nope/scenes", headers: jsonType,
                body: json(["id": "b", "kind": "viewController"])),
            Sample(route: "GET \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Main/scenes/Pro-VC-001"),
            Sample(route: "GET \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Main/scenes/nope"),
            Sample(
                route: "PATCH \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Model/scenes/b",
                headers: jsonType, body: json(["title": "B", "storyboardIdentifier": "B"])),
            Sample(
                route: "PATCH \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Model/scenes/b",
                headers: jsonType, body: json(["id": "c"])),
            Sample(
                route: "PATCH \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Model/scenes/zz",
                headers: jsonType, body: json(["title": "B"])),
            Sample(route: "GET \(segues)", target: "/v1/projects/demo/storyboards/Main/segues"),
            Sample(
                route: "POST \(segues)", target: "/v1/projects/demo/storyboards/Model/segues", headers: jsonType,
                body: json(["id": "s", "source": "a", "destination": "b", "kind": "show", "identifier": "go"])),
            Sample(
                route: "POST \(segues)", target: "/v1/projects/demo/storyboards/Model/segues", headers: jsonType,
                body: json(["id": "s", "source": "a", "kind": "show"])),
            Sample(
                route: "POST \(segues)", target: "/v1/projects/demo/storyboards/Model/segues", headers: jsonType,
                body: json(["id": "t"])),
            Sample(route: "GET \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Main/segues/Seg-Prof-01"),
            Sample(route: "GET \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Main/segues/nope"),
            Sample(
                route: "PATCH \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Model/segues/s",
                headers: jsonType, body: json(["attributes": ["animates": "NO"]])),
            Sample(
                route: "PATCH \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Model/segues/s",
                headers: jsonType, body: json(["kind": 3])),
            Sample(route: "DELETE \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Model/segues/s"),
            Sample(route: "DELETE \(segues)/{segue}", target: "/v1/projects/demo/storyboards/Model/segues/s"),
            Sample(route: "DELETE \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Model/scenes/b"),
            Sample(route: "DELETE \(scenes)/{scene}", target: "/v1/projects/demo/storyboards/Model/scenes/b"),
            Sample(route: "DELETE \(storyboard)", target: "/v1/projects/demo/storyboards/Model"),
            Sample(route: "DELETE \(storyboard)", target: "/v1/projects/demo/storyboards/Model"),
            Sample(route: "GET \(project)/scenes", target: "/v1/projects/demo/scenes?storyboard=Main"),
            Sample(route: "GET \(project)/scenes", target: "/v1/projects/ghost/scenes"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup?class=ProfileViewController"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup?storyboard=Main&identifier=Home"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup?class=UINavigationController"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup?class=Nobody"),
            Sample(
                route: "GET \(project)/resolve",
                target: "/v1/projects/demo/resolve?from=HomeViewController&segue=showSettings"),
            Sample(route: "GET \(project)/resolve", target: "/v1/projects/demo/resolve?from=HomeViewController"),
            Sample(route: "GET \(project)/resolve", target: "/v1/projects/demo/resolve?from=X&segue=y"),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/demo/graph"),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/demo/graph?format=dot"),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/demo/graph?format=mermaid"),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/demo/graph?format=svgz"),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/demo/graph?format=svg"),
            Sample(route: "GET \(project)/graph.json", target: "/v1/projects/demo/graph.json"),
            Sample(route: "GET \(project)/graph.dot", target: "/v1/projects/demo/graph.dot"),
            Sample(route: "GET \(project)/graph.mermaid", target: "/v1/projects/ghost/graph.mermaid"),
            Sample(route: "GET \(project)/graph.mermaid", target: "/v1/projects/demo/graph.mermaid"),
            Sample(route: "GET \(project)/graph.svg", target: "/v1/projects/demo/graph.svg"),
            Sample(route: "GET \(project)/inspect", target: "/v1/projects/demo/inspect?scene=Main%2FHom-VC-001"),
            Sample(route: "GET \(project)/inspect", target: "/v1/projects/demo/inspect?scene=Nobody"),
            Sample(route: "GET \(project)/inspect", target: "/v1/projects/demo/inspect"),
            Sample(route: "GET /", target: "/", token: nil),
            Sample(route: "GET /projects/{project}", target: "/projects/demo", token: nil),
            Sample(route: "GET /viewer/viewer.js", target: "/viewer/viewer.js", token: nil),
            Sample(route: "GET /viewer/viewer.css", target: "/viewer/viewer.css", token: nil),
            Sample(
                route: "GET \(project)/routes",
                target: "/v1/projects/demo/routes?from=HomeViewController&to=AccountViewController"),
            Sample(
                route: "GET \(project)/routes",
                target: "/v1/projects/demo/routes?from=HomeViewController&to=AccountViewController&all=true&limit=5"),
            Sample(
                route: "GET \(project)/routes",
                target: "/v1/projects/demo/routes?from=HomeViewController&to=AccountViewController&limit=0"),
            Sample(route: "GET \(project)/routes", target: "/v1/projects/demo/routes?from=HomeViewController"),
            Sample(route: "GET \(project)/diagnostics", target: "/v1/projects/demo/diagnostics"),
            Sample(route: "GET \(project)/codegen/{style}", target: "/v1/projects/demo/codegen/scenes"),
            Sample(route: "GET \(project)/codegen/{style}", target: "/v1/projects/demo/codegen/objc-backed"),
            Sample(route: "GET \(project)/codegen/{style}", target: "/v1/projects/demo/codegen/rswift"),
            Sample(route: "GET \(project)/codegen/{style}", target: "/v1/projects/demo/codegen/scenes?access=open"),
        ] + historySamples(project: project) + codeStyleSamples(project: project)
            + codeNavigationSamples(project: project) + nibSamples(project: project)
    }

    /// A nib of `demo`: stored, stored again, refused, read as the model, the XML and in the list, removed.
    static func nibSamples(project: String) -> [Sample] {
        let route = "\(project)/nibs/{nib}"
        let target = "/v1/projects/demo/nibs/ProductCell"
        let nib = (try? TestServer.fixture("Tests/Fixtures/CodeGen/Nibs/ProductCell.xib")) ?? Data()
        let storyboard = (try? TestServer.fixture("examples/Main.storyboard")) ?? Data()
        return [
            Sample(route: "PUT \(route)", target: target, headers: xmlType, body: nib),
            Sample(route: "PUT \(route)", target: target, headers: xmlType, body: nib),
            Sample(route: "PUT \(route)", target: target, headers: xmlType, body: storyboard),
            Sample(route: "PUT \(route)", target: target, headers: jsonType, body: json(["name": "x"])),
            Sample(route: "PUT \(route)", target: "/v1/projects/ghost/nibs/ProductCell", headers: xmlType, body: nib),
            Sample(
                route: "PUT \(route)", target: target, headers: xmlType.merging(["If-Match": "\"r1\""]) { $1 },
                body: nib),
            Sample(route: "GET \(route)", target: target),
            Sample(route: "GET \(route)", target: target, headers: ["Accept": "application/xml"]),
            Sample(route: "GET \(route)", target: target + "?revision=1"),
            Sample(route: "GET \(route)/source", target: target + "/source"),
            Sample(route: "GET \(project)/nibs", target: "/v1/projects/demo/nibs"),
            Sample(route: "GET \(project)/nibs", target: "/v1/projects/demo/nibs?revision=1"),
            Sample(route: "GET \(project)/nibs", target: "/v1/projects/ghost/nibs"),
            Sample(route: "DELETE \(route)", target: target),
            Sample(route: "DELETE \(route)", target: target),
            Sample(route: "GET \(route)/source", target: target + "/source"),
        ]
    }

    /// The code navigation facts of the snapshot's project: stored, read, drawn, refused, removed.
    static func codeNavigationSamples(project: String) -> [Sample] {
        let route = "\(project)/code-navigation"
        let target = "/v1/projects/snap/code-navigation"
        let location: [String: Any] = ["file": "App/Coordinator.swift", "line": 12]
        let facts = json([
            "format": "navgraph-code-navigation", "version": 1,
            "edges": [
                [
                    "from": "AppCoordinator", "to": ["kind": "viewController", "className": "SettingsViewController"],
                    "kind": "push", "containers": [String](), "location": location,
                ]
            ],
            "instantiations": [
                [
                    "from": "AppCoordinator",
                    "destination": ["kind": "viewController", "className": "SettingsViewController"],
                    "method": "initializer", "location": location,
                ]
            ],
            "unresolved": [
                [
                    "from": "AppCoordinator", "kind": "present", "reason": "parameter", "expression": "controller",
                    "location": location,
                ]
            ],
        ])
        return [
            Sample(route: "GET \(route)", target: target),
            Sample(route: "GET \(route)", target: "/v1/projects/ghost/code-navigation"),
            Sample(route: "PUT \(route)", target: target, headers: jsonType, body: facts),
            Sample(route: "PUT \(route)", target: target, headers: jsonType, body: facts),
            Sample(
                route: "PUT \(route)", target: target, headers: jsonType, body: json(["format": "x", "version": 1])),
            Sample(route: "PUT \(route)", target: target, headers: jsonType, body: Data("{".utf8)),
            Sample(route: "PUT \(route)", target: target, body: facts),
            Sample(route: "PUT \(route)", target: "/v1/projects/ghost/code-navigation", headers: jsonType, body: facts),
            Sample(
                route: "PUT \(route)", target: target, headers: jsonType.merging(["If-Match": "\"r1\""]) { $1 },
                body: facts),
            Sample(route: "GET \(route)", target: target),
            Sample(route: "GET \(project)/graph", target: "/v1/projects/snap/graph"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/snap/lookup?class=SettingsViewController"),
            Sample(route: "DELETE \(route)", target: target),
            Sample(route: "DELETE \(route)", target: target),
        ]
    }

    /// Each style's own route (a literal segment, matched before `{style}`).
    static func codeStyleSamples(project: String) -> [Sample] {
        [
            "scenes", "storyboard-enum", "viewmodel-bindable", "storyboardable", "initializable", "objc-backed",
            "segues",
        ].map { Sample(route: "GET \(project)/codegen/\($0)", target: "/v1/projects/demo/codegen/\($0)") } + [
            Sample(route: "GET \(project)/codegen/segues", target: "/v1/projects/demo/codegen/segues?access=public"),
            Sample(route: "GET \(project)/codegen/scenes", target: "/v1/projects/demo/codegen/scenes?revision=0"),
        ]
    }

    /// The history routes and `?revision=R` on graph reads (revision 1 is the project, still empty).
    static func historySamples(project: String) -> [Sample] {
        [
            Sample(route: "GET \(project)/revisions", target: "/v1/projects/demo/revisions"),
            Sample(route: "GET \(project)/revisions", target: "/v1/projects/ghost/revisions"),
            Sample(route: "GET \(project)/diff", target: "/v1/projects/demo/diff?from=1&to=2"),
            Sample(route: "GET \(project)/diff", target: "/v1/projects/demo/diff?from=1&to=2&format=markdown"),
            Sample(route: "GET \(project)/diff", target: "/v1/projects/demo/diff?from=one&to=2"),
            Sample(route: "GET \(project)/diff", target: "/v1/projects/demo/diff?from=1&to=99999"),
            Sample(route: "GET \(project)/diff.json", target: "/v1/projects/demo/diff.json?from=1&to=2"),
            Sample(route: "GET \(project)/diff.json", target: "/v1/projects/demo/diff.json?to=2"),
            Sample(route: "GET \(project)/diff.markdown", target: "/v1/projects/demo/diff.markdown?from=1&to=2"),
            Sample(route: "GET \(project)/diff.markdown", target: "/v1/projects/demo/diff.markdown?from=1&to=99999"),
            Sample(route: "GET \(project)/diagnostics", target: "/v1/projects/demo/diagnostics?revision=1"),
            Sample(route: "GET \(project)/diagnostics", target: "/v1/projects/demo/diagnostics?revision=0"),
            Sample(route: "GET \(project)/lookup", target: "/v1/projects/demo/lookup?class=X&revision=99999"),
            Sample(route: "GET \(project)/codegen/{style}", target: "/v1/projects/demo/codegen/scenes?revision=1"),
        ]
    }

    /// The live server with a write and a read token, `demo` holding the README's examples.
    static func fixtureServer() throws -> (TestServer, Data) {
        let server = try TestServer(token: token, readToken: readToken)
        let auth = ["Authorization": "Bearer \(token)"]
        let created = try server.json("POST", "/v1/projects", ["name": "demo", "module": "DemoApp"], headers: auth)
        #expect(created.status == 201)
        let main = try TestServer.fixture("examples/Main.storyboard")
        for (name, body) in [("Main", main), ("Settings", try TestServer.fixture("examples/Settings.storyboard"))] {
            let put = try server.request(
                "PUT", "/v1/projects/demo/storyboards/\(name)", headers: auth.merging(xmlType) { $1 }, body: body)
            #expect(put.status == 201)
        }
        return (server, main)
    }

    static func document(_ server: TestServer) throws -> [String: Any] {
        let response = try server.request("GET", "/openapi.json", headers: ["Authorization": "Bearer \(token)"])
        #expect(response.status == 200)
        return response.object
    }

    /// The documented response of `method pattern` for `status`.
    static func documented(_ document: [String: Any], _ sample: Sample, _ status: Int) -> [String: Any]? {
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let responses = paths[sample.pattern]?[sample.method.lowercased()]?["responses"] as? [String: Any]
        return responses?[String(status)] as? [String: Any]
    }

    @Test func everyAnswerConformsToTheDocumentForItsStatus() throws {
        let (server, main) = try Self.fixtureServer()
        defer { server.tearDown() }
        let document = try Self.document(server)
        let validator = SchemaValidator(document: document)
        var reached: Set<String> = []
        for sample in Self.samples(main: main) {
            var headers = sample.headers
            if let token = sample.token { headers["Authorization"] = "Bearer \(token)" }
            let response = try server.request(sample.method, sample.target, headers: headers, body: sample.body)
            let label = "\(sample.method) \(sample.target) → \(response.status)"
            guard let documented = Self.documented(document, sample, response.status) else {
                Issue.record("\(label): status not documented for \(sample.route)")
                continue
            }
            reached.insert(sample.route)
            let content = documented["content"] as? [String: [String: Any]]
            if response.status == 204 || response.status == 304 {
                #expect(response.body.isEmpty, "\(label)")
                #expect(content == nil, "\(label): documented with a body")
                continue
            }
            let type = (response.header("Content-Type") ?? "").split(separator: ";")[0]
                .trimmingCharacters(in: .whitespaces)
            guard let media = content?[type] else {
                Issue.record("\(label): media type '\(type)' not documented (\(content?.keys.sorted() ?? []))")
                continue
            }
            guard type.hasSuffix("json"), let schema = media["schema"] as? [String: Any] else { continue }
            let body = try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
            let problems = validator.problems(body, against: schema)
            #expect(problems.isEmpty, "\(label): \(problems.prefix(5))")
        }
        // Conditional GETs: a 304 is documented wherever an ETag is sent back.
        for target in ["/v1/projects/demo", "/v1/projects/demo/lookup?class=ProfileViewController", "/openapi.json"] {
            let auth = ["Authorization": "Bearer \(Self.token)"]
            let first = try server.request("GET", target, headers: auth)
            let tag = try #require(first.header("ETag"))
            let again = try server.request("GET", target, headers: auth.merging(["If-None-Match": tag]) { $1 })
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
        }
        let served = Set(server.routeTable)
        #expect(served.subtracting(reached).isEmpty, "routes no sample reached: \(served.subtracting(reached))")
    }

    @Test func everyOperationDocumentsParametersBodiesAndErrors() throws {
        let (server, _) = try Self.fixtureServer()
        defer { server.tearDown() }
        let document = try Self.document(server)
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        var documented: Set<String> = []
        for (path, operations) in paths {
            for (method, operation) in operations {
                let label = "\(method.uppercased()) \(path)"
                documented.insert(label)
                let responses = operation["responses"] as? [String: [String: Any]] ?? [:]
                let parameters = operation["parameters"] as? [[String: Any]] ?? []
                // Every `{name}` of the path is a required path parameter with a schema.
                for segment in path.split(separator: "/") where segment.hasPrefix("{") {
                    let name = String(segment.dropFirst().dropLast())
                    let parameter = parameters.first { $0["name"] as? String == name && $0["in"] as? String == "path" }
                    #expect(parameter?["required"] as? Bool == true, "\(label): \(name)")
                    #expect(parameter?["schema"] is [String: Any], "\(label): \(name)")
                }
                // Every success but 204/304 has a schema or a non-JSON media type; every error a problem.
                for (status, response) in responses {
                    let content = response["content"] as? [String: [String: Any]]
                    if status.hasPrefix("2") && status != "204" && method != "head" {
                        #expect(content?.isEmpty == false, "\(label) \(status)")
                        for (type, media) in content ?? [:] where type.hasSuffix("json") {
                            #expect(media["schema"] != nil, "\(label) \(status) \(type)")
                        }
                    }
                    // Errors are problem documents (a failed readiness check answers its own small object).
                    if status.hasPrefix("4") || status == "default" || (status.hasPrefix("5") && path != "/readyz") {
                        #expect(content?["application/problem+json"] != nil, "\(label) \(status)")
                    }
                }
                if path != "/healthz" && path != "/readyz" {
                    #expect(responses["401"] != nil, "\(label): 401")
                    if method != "get" && method != "head" { #expect(responses["403"] != nil, "\(label): 403") }
                }
                if ["post", "put", "patch"].contains(method) {
                    let body = operation["requestBody"] as? [String: Any]
                    let content = body?["content"] as? [String: [String: Any]] ?? [:]
                    #expect(body?["required"] as? Bool == true, "\(label)")
                    #expect(content.values.allSatisfy { $0["schema"] != nil }, "\(label)")
                    // Every body is JSON, but an archive (the snapshot route takes a tar) and a storyboard's XML alone.
                    let bytesOnly = path.hasSuffix("/snapshot") || path.hasSuffix("/source") || path.contains("/nibs/")
                    #expect(content["application/json"] != nil || bytesOnly, "\(label)")
                }
            }
        }
        // Every route, and every GET also as HEAD.
        let heads = server.routeTable.filter { $0.hasPrefix("GET ") }.map { "HEAD " + $0.dropFirst("GET ".count) }
        #expect(documented == Set(server.routeTable + heads))
        let put = paths["/v1/projects/{project}/storyboards/{storyboard}"]?["put"]?["requestBody"] as? [String: Any]
        let putTypes = Set((put?["content"] as? [String: Any] ?? [:]).keys)
        #expect(
            putTypes == [
                "application/xml", "text/xml", "application/x-storyboard", "application/json",
                "application/octet-stream",
            ])
        // The snapshot's archive says where its code navigation facts go.
        let snapshot = paths["/v1/projects/{project}/snapshot"]?["put"]?["requestBody"] as? [String: Any]
        #expect((snapshot?["description"] as? String)?.contains("navgraph-code-navigation.json") == true)
    }

    /// A server on loopback refuses a Host it does not answer for (DNS rebinding) on every route, before the
    /// route runs: each operation documents the 421, and the problem sent conforms to it.
    @Test func aRefusedHostIsTheDocumented421OnEveryOperation() throws {
        let server = try TestServer(
            token: Self.token, readToken: Self.readToken, configure: { $0.hosts = .restricted() })
        defer { server.tearDown() }
        let document = try Self.document(server)
        let validator = SchemaValidator(document: document)
        let heads = server.routeTable.filter { $0.hasPrefix("GET ") }.map { "HEAD " + $0.dropFirst("GET ".count) }
        for route in server.routeTable + heads {
            let sample = Sample(route: route, target: "")
            // Any value for a path parameter: the Host is refused before routing.
            let target = sample.pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                segment.hasPrefix("{") ? "demo" : segment
            }.joined(separator: "/")
            let head =
                "\(sample.method) \(target) HTTP/1.1\r\nHost: rebound.attacker.example:8080\r\n"
                + "Authorization: Bearer \(Self.token)\r\nContent-Length: 0\r\n\r\n"
            let response = try server.send(Data(head.utf8), method: sample.method)
            #expect(response.status == 421, "\(route)")
            let documented = Self.documented(document, sample, 421)
            let content = documented?["content"] as? [String: [String: Any]]
            #expect(
                (documented?["description"] as? String)?.contains("--allowed-hosts") == true, "\(route): 421 documented"
            )
            guard sample.method != "HEAD" else {
                #expect(response.body.isEmpty, "\(route)")
                continue
            }
            #expect(response.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(route)")
            let schema = try #require(content?["application/problem+json"]?["schema"] as? [String: Any], "\(route)")
            let body = try JSONSerialization.jsonObject(with: response.body)
            #expect(validator.problems(body, against: schema).isEmpty, "\(route)")
            let detail = (body as? [String: Any])?["detail"] as? String ?? ""
            #expect(detail.contains("rebound.attacker.example"), "\(route): \(detail)")
        }
        // A name the server answers for reaches the route.
        let allowed = "GET /v1/projects HTTP/1.1\r\nHost: localhost:8080\r\nAuthorization: Bearer \(Self.token)\r\n\r\n"
        #expect(try server.send(Data(allowed.utf8), method: "GET").status == 200)
    }

    @Test func queryValuesOutsideTheDocumentedEnumsAreRefused() throws {
        let (server, _) = try Self.fixtureServer()
        defer { server.tearDown() }
        let auth = ["Authorization": "Bearer \(Self.token)"]
        let routes = "/v1/projects/demo/routes?from=HomeViewController&to=AccountViewController"
        for target in [
            routes + "&all=yes", routes + "&limit=abc", routes + "&limit=101", "/v1/projects/demo/graph?format=svg2",
        ] {
            let response = try server.request("GET", target, headers: auth)
            #expect(response.status == 400, "\(target)")
            #expect(response.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        }
        #expect(try server.request("GET", routes + "&all=false&limit=3", headers: auth).status == 200)
    }
}
