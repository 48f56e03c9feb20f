import Foundation
import Testing

/// The `NavGraph-Label` header on every write that makes a revision (not only the snapshot): the revision the
/// write makes is named by it, a label names one revision per project (409, nothing changed, when it names
/// another with other contents), an identical write again keeps it, and an invalid label is a 400 that
/// changes nothing.
@Suite struct WriteLabelTests {
    static let xml = ["Content-Type": "application/xml"]
    static let json = ["Content-Type": "application/json"]

    static func labelled(_ label: String, _ headers: [String: String]) -> [String: String] {
        headers.merging(["NavGraph-Label": label]) { $1 }
    }

    /// The labels of each kept revision, by revision.
    static func labels(_ server: TestServer) throws -> [Int: [String]] {
        var labels: [Int: [String]] = [:]
        for entry in try server.request("GET", "/v1/projects/p/revisions").array {
            if let revision = entry["revision"] as? Int { labels[revision] = entry["labels"] as? [String] ?? [] }
        }
        return labels
    }

    static func revision(_ server: TestServer) throws -> Int? {
        try server.request("GET", "/v1/projects/p").object["revision"] as? Int
    }

    @Test func aLabelledStoryboardPutNamesItsRevisionForReads() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)  // p at 3: Main old at 2, new at 3
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("c0ffee1", Self.xml),
            body: try RevisionRoutesTests.main("old"))
        #expect(put.status == 200, "\(put.text)")
        #expect(try Self.revision(server) == 4)
        #expect(try Self.labels(server)[4] == ["c0ffee1"])
        let byLabel = try server.request("GET", "/v1/projects/p/graph?revision=c0ffee1")
        let byNumber = try server.request("GET", "/v1/projects/p/graph?revision=4")
        #expect(byLabel.status == 200, "\(byLabel.text)")
        #expect(byLabel.text == byNumber.text)
        let diff = try server.request("GET", "/v1/projects/p/diff?from=3&to=c0ffee1")
        #expect(diff.status == 200, "\(diff.text)")
    }

    @Test func aLabelNamesOneRevisionTheSameWriteAgainKeepsItAnotherIsAConflict() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)
        let old = try RevisionRoutesTests.main("old")
        let first = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("v1.0", Self.xml), body: old)
        #expect(first.status == 200)
        // The same bytes again with the same label (a retried request): nothing changes, 200.
        let retried = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("v1.0", Self.xml), body: old)
        #expect(retried.status == 200, "\(retried.text)")
        #expect(try Self.revision(server) == 4)
        // Other content under the label: 409 naming the revision, and nothing was written.
        let other = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("v1.0", Self.xml),
            body: try RevisionRoutesTests.main("new"))
        #expect(other.status == 409, "\(other.text)")
        #expect((other.object["detail"] as? String)?.contains("label 'v1.0' already names revision 4") == true)
        #expect(try Self.revision(server) == 4)
        let source = try server.request(
            "GET", "/v1/projects/p/storyboards/Main", headers: ["Accept": "application/xml"])
        #expect(source.body == old)
        // A write that changes nothing while the label names a revision of other contents is a conflict too.
        let second = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("v2.0", Self.xml),
            body: try RevisionRoutesTests.main("new"))
        #expect(second.status == 200)
        let stale = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("v1.0", Self.xml),
            body: try RevisionRoutesTests.main("new"))
        #expect(stale.status == 409, "\(stale.text)")
        #expect(try Self.labels(server)[4] == ["v1.0"])
        #expect(try Self.labels(server)[5] == ["v2.0"])
    }

    /// A revision parameter is a number only when it is digits alone: "-8" is a label like any other (a
    /// write may give it), "+5" is neither, "0" a number below 1 (schemathesis found "-8" answered 400 while
    /// the OpenAPI document lets it through as a label).
    @Test func aSignedRevisionIsALabelNotANumber() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)
        #expect(try server.request("GET", "/v1/projects/p/graph?revision=-8").status == 404)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled("-8", Self.xml),
            body: try RevisionRoutesTests.main("old"))
        #expect(put.status == 200, "\(put.text)")
        let byLabel = try server.request("GET", "/v1/projects/p/graph?revision=-8")
        #expect(byLabel.status == 200, "\(byLabel.text)")
        #expect(byLabel.body == (try server.request("GET", "/v1/projects/p/graph?revision=4")).body)
        for bad in ["+5", "0", "99999999999999999999"] {
            let answer = try server.request("GET", "/v1/projects/p/graph?revision=\(bad)")
            #expect(answer.status == 400, "\(bad): \(answer.text)")
        }
    }

    @Test func anInvalidLabelIsABadRequestThatChangesNothing() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)
        for label in ["12345", "has space", String(repeating: "a", count: 129)] {
            let put = try server.request(
                "PUT", "/v1/projects/p/storyboards/Main", headers: Self.labelled(label, Self.xml),
                body: try RevisionRoutesTests.main("old"))
            #expect(put.status == 400, "\(label): \(put.text)")
            #expect(put.header("Content-Type")?.hasPrefix("application/problem+json") == true)
            #expect((put.object["detail"] as? String)?.contains("not all digits") == true)
        }
        let deleted = try server.request(
            "DELETE", "/v1/projects/p/storyboards/Main", headers: ["NavGraph-Label": "no spaces please"])
        #expect(deleted.status == 400)
        #expect(try Self.revision(server) == 3)
        #expect(try server.request("GET", "/v1/projects/p/storyboards").array.count == 1)
    }

    @Test func everyKindOfWriteTakesTheLabel() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.request(
            "POST", "/v1/projects", headers: Self.labelled("init", Self.json), body: Data(#"{"name":"p"}"#.utf8))
        #expect(created.status == 201, "\(created.text)")
        let writes: [(method: String, path: String, body: String?, label: String)] = [
            ("PATCH", "/v1/projects/p", #"{"module":"App"}"#, "module"),
            ("PUT", "/v1/projects/p/storyboards/Main", nil, "storyboard"),
            ("POST", "/v1/projects/p/storyboards/Main/scenes", #"{"id":"added","kind":"viewController"}"#, "scene-add"),
            ("PATCH", "/v1/projects/p/storyboards/Main/scenes/added", #"{"title":"Added"}"#, "scene-edit"),
            (
                "POST", "/v1/projects/p/storyboards/Main/segues",
                #"{"id":"sg","source":"added","destination":"DTL-00-000","kind":"show","identifier":"go"}"#,
                "segue-add"
            ),
            ("PATCH", "/v1/projects/p/storyboards/Main/segues/sg", #"{"identifier":"went"}"#, "segue-edit"),
            ("DELETE", "/v1/projects/p/storyboards/Main/segues/sg", nil, "segue-delete"),
            ("DELETE", "/v1/projects/p/storyboards/Main/scenes/added", nil, "scene-delete"),
            ("DELETE", "/v1/projects/p/storyboards/Main", nil, "storyboard-delete"),
        ]
        for write in writes {
            let isXML = write.method == "PUT"
            let body = isXML ? try RevisionRoutesTests.main("old") : write.body.map { Data($0.utf8) }
            let response = try server.request(
                write.method, write.path, headers: Self.labelled(write.label, isXML ? Self.xml : Self.json),
                body: body)
            #expect((200..<300).contains(response.status), "\(write.method) \(write.path): \(response.text)")
        }
        let labels = try Self.labels(server)
        let expected = ["init"] + writes.map(\.label)
        for (offset, label) in expected.enumerated() {
            #expect(labels[offset + 1] == [label], "revision \(offset + 1): \(labels[offset + 1] ?? [])")
        }
    }

    @Test func theOpenAPIDocumentListsTheHeaderOnEveryWriteThatMakesARevision() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let paths = try #require(server.request("GET", "/openapi.json").object["paths"] as? [String: [String: Any]])
        var labelled: [String] = []
        for (path, operations) in paths {
            for (method, operation) in operations where ["post", "put", "patch", "delete"].contains(method) {
                let parameters = (operation as? [String: Any])?["parameters"] as? [[String: Any]] ?? []
                let has = parameters.contains {
                    $0["name"] as? String == "NavGraph-Label" && $0["in"] as? String == "header"
                }
                if has { labelled.append("\(method) \(path)") }
                let statuses = ((operation as? [String: Any])?["responses"] as? [String: Any])?.keys ?? [:].keys
                if has { #expect(statuses.contains("409") && statuses.contains("400"), "\(method) \(path)") }
            }
        }
        #expect(labelled.contains("put /v1/projects/{project}/storyboards/{storyboard}"))
        #expect(labelled.contains("delete /v1/projects/{project}/storyboards/{storyboard}/segues/{segue}"))
        #expect(labelled.contains("post /v1/projects"))
        #expect(labelled.contains("put /v1/projects/{project}/snapshot"))
        #expect(!labelled.contains("delete /v1/projects/{project}"))
        #expect(labelled.contains("put /v1/projects/{project}/nibs/{nib}"))
        #expect(labelled.contains("delete /v1/projects/{project}/nibs/{nib}"))
        #expect(labelled.count == 15, "\(labelled.sorted())")
    }
}
