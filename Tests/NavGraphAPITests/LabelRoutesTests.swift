import Foundation
import Testing

/// `?revision=` and `diff?from=&to=` take a label wherever they take a number; text that is neither is a `400`
/// naming the rule, a label the project lacks a `404`.
@Suite struct LabelRoutesTests {
    @Test func anUnknownLabelIsNotFoundAndTextThatIsNeitherIsABadRequest() throws {
        let server = try TestServer()
        try RevisionRoutesTests.seeded(server)
        let unknown = try server.request("GET", "/v1/projects/p/graph?revision=3f2a9c1")
        #expect(unknown.status == 404)
        #expect((unknown.object["detail"] as? String)?.contains("label '3f2a9c1'") == true, "\(unknown.text)")
        let neither = try server.request("GET", "/v1/projects/p/graph?revision=no%20spaces")
        #expect(neither.status == 400)
        #expect((neither.object["detail"] as? String)?.contains("revision number from 1 or a label") == true)
        let zero = try server.request("GET", "/v1/projects/p/diff?from=0&to=3")
        #expect(zero.status == 400, "\(zero.text)")
        let unknownTo = try server.request("GET", "/v1/projects/p/diff?from=2&to=main-head")
        #expect(unknownTo.status == 404, "\(unknownTo.text)")
        // Numbers work as before.
        let numbers = try server.request("GET", "/v1/projects/p/diff?from=2&to=3")
        #expect(numbers.status == 200, "\(numbers.text)")
    }

    /// A route that answers only the current state (a storyboard, the project, the revisions list) or writes it
    /// refuses `?revision=` with a `400` saying it has no revisions, rather than answering the current state as
    /// if the revision had been honoured; a write with it changes nothing. Every `GET` of `/openapi.json`
    /// without the parameter is tried, so a new route cannot forget; those that take it still answer.
    @Test func aRouteWithoutRevisionsRefusesTheRevisionParameter() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)
        let document = try server.request("GET", "/openapi.json").object
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        let values = [
            "{project}": "p", "{storyboard}": "Main", "{scene}": "s", "{segue}": "s", "{nib}": "N", "{style}": "scenes",
        ]
        var refused = 0
        for (pattern, operations) in paths where pattern.hasPrefix("/v1/") {
            guard let get = operations["get"] as? [String: Any] else { continue }
            let names = (get["parameters"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let path = values.reduce(pattern) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            let answer = try server.request("GET", path + "?revision=2")
            let detail = answer.status == 400 ? answer.object["detail"] as? String ?? "" : ""
            if names.contains("revision") {
                #expect(!detail.contains("has no revisions"), "\(pattern): \(answer.text)")
            } else {
                refused += 1
                #expect(answer.status == 400, "\(pattern): \(answer.text)")
                #expect(answer.header("Content-Type") == "application/problem+json")
                let what =
                    pattern.contains("/diff") ? "takes no ?revision=" : "has no revisions: it answers the current state"
                #expect(detail.hasPrefix("GET \(pattern) \(what)"), "\(detail)")
            }
        }
        #expect(refused >= 8)
        let read = try server.request("GET", "/v1/projects/p/storyboards/Main?revision=2")
        #expect((read.object["detail"] as? String)?.contains("the graph reads") == true, "\(read.text)")
        // A write: refused before anything is read or written.
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main?revision=2", headers: ["Content-Type": "application/xml"],
            body: try RevisionRoutesTests.main("old"))
        #expect(put.status == 400, "\(put.text)")
        #expect((put.object["detail"] as? String)?.contains("If-Match") == true, "\(put.text)")
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 3)
        // Spelt with an escape it is still the parameter.
        #expect(try server.request("GET", "/v1/projects/p/storyboards?re%76ision=2").status == 400)
    }

    /// A parameter a route reads, given twice (`?revision=1&revision=3`, `?label=a&label=b`), is a 400 naming
    /// it, before anything is read or written: one server takes the first value, another the last, and answering
    /// (or labelling a revision) for one the client may not have meant would mislead. Spelt with an escape it is
    /// the same name; a parameter the route ignores may repeat. So is one whose value's escapes are broken.
    @Test func aParameterGivenTwiceOrBrokenIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try RevisionRoutesTests.seeded(server)
        for (target, name) in [
            ("/v1/projects/p/graph?revision=2&revision=3", "revision"),
            ("/v1/projects/p/lookup?class=ListViewController&cl%61ss=DetailViewController", "class"),
            ("/v1/projects/p/diff?from=2&to=3&from=1", "from"),
        ] {
            let answer = try server.request("GET", target)
            #expect(answer.status == 400, "\(target): \(answer.text)")
            #expect(answer.header("Content-Type") == "application/problem+json")
            #expect(
                answer.object["detail"] as? String
                    == "the query parameter '\(name)' is given more than once; give it once")
        }
        #expect(try server.request("GET", "/v1/projects/p/graph?revision=2&junk=1&junk=2").status == 200)
        // A value whose escapes are broken is not searched for as typed (it was: "no scene has class '%C3'").
        for value in ["%C3", "List%ZZ", "%4"] {
            let broken = try server.request("GET", "/v1/projects/p/lookup?class=\(value)")
            #expect(broken.status == 400, "\(value): \(broken.text)")
            #expect(
                (broken.object["detail"] as? String)?.hasPrefix(
                    "the query parameter 'class' has an invalid percent-encoding (RFC 3986 section 2.1): '\(value)'")
                    == true, "\(broken.text)")
        }
        #expect(try server.request("GET", "/v1/projects/p/lookup?class=List%56iewController").status == 200)
        #expect(try server.request("GET", "/v1/projects/p/graph?junk=%ZZ").status == 200)
        let archive = try SnapshotArchives.tar([("Main.storyboard", try SnapshotRoutesTests.storyboard("old"))])
        let snapshot = try SnapshotRoutesTests.put(server, archive, query: "?label=base&label=head")
        #expect(snapshot.status == 400, "\(snapshot.text)")
        #expect(try server.request("GET", "/v1/projects/p").object["revision"] as? Int == 3)
        #expect(try server.request("GET", "/v1/projects/p/graph?revision=base").status == 404)
    }
}
