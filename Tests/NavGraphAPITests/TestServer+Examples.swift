import Foundation
import Testing

extension TestServer {
    /// Creates `project` (module DemoApp) holding the README's `examples/` storyboards, uploaded as XML.
    func importExamples(project: String = "demo") throws {
        #expect(try json("POST", "/v1/projects", ["name": project, "module": "DemoApp"]).status == 201)
        for name in ["Main", "Settings"] {
            let put = try request(
                "PUT", "/v1/projects/\(project)/storyboards/\(name)", headers: ["Content-Type": "application/xml"],
                body: try TestServer.fixture("examples/\(name).storyboard"))
            #expect(put.status == 201)
        }
    }
}
