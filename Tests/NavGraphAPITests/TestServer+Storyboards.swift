import Foundation

extension TestServer {
    /// `PUT /v1/projects/{project}/storyboards/{name}` of the storyboard XML `xml` (`name` as a path segment).
    func putStoryboard(_ project: String, _ name: String, xml: String) throws -> WireResponse {
        try request(
            "PUT", "/v1/projects/\(project)/storyboards/\(name)", headers: ["Content-Type": "application/xml"],
            body: Data(xml.utf8))
    }
}
