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
}
