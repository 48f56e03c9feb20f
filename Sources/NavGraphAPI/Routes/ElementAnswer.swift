import HTTPServer
import Storage

/// The answers scene and segue routes share.
enum ElementAnswer {
    /// `201` for an element just added to a storyboard: the element, its location, and the storyboard's
    /// revision tag, as a read of the element answers it (for If-Match on the next write).
    static func created<Element: StoryboardElement & Encodable>(
        _ added: (element: Element, revision: Int), project: String, storyboard: String
    ) -> HTTPResponse {
        var response = Reply.created(
            added.element,
            location: "/v1/projects/\(Reply.pathSegment(project))/storyboards/\(Reply.pathSegment(storyboard))/"
                + "\(Element.noun)s/\(Reply.pathSegment(added.element.id))")
        response.headers["ETag"] = EntityTag.revision(added.revision)
        return response
    }
}
