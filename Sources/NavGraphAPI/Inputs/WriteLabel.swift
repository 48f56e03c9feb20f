import HTTPServer
import Storage

/// The `NavGraph-Label` header: a name (a commit SHA) for the revision a write makes, on every write that
/// makes one (the snapshot also takes `?label=`). The store applies the rules (`RevisionLabel.ofWrite`):
/// one revision per label per project, reuse a `409` unless the write changed nothing and the labelled
/// revision holds the same contents.
enum WriteLabel {
    /// The request header.
    static let header = "NavGraph-Label"

    /// The header's label, checked (`400` naming the rule); `nil` when the request has none.
    static func of(_ request: HTTPRequest) throws(APIError) -> String? {
        let labels = request.headers.values(for: header)
        guard let label = labels.first else { return nil }
        // One revision, one label: two lines would name it twice.
        guard labels.count == 1 else {
            throw APIError.badRequest("send one \(header) header, not \(labels.count); nothing was changed")
        }
        try check(label)
        return label
    }

    /// `400` unless `label` is a valid label.
    static func check(_ label: String) throws(APIError) {
        guard RevisionLabel.isValid(label) else {
            throw APIError.badRequest(
                "label '\(label)' must be 1 to \(RevisionLabel.maximumLength) characters of A-Z a-z 0-9 . _ / - "
                    + "and not all digits (a number is a revision); nothing was changed")
        }
    }

    /// Whether `route` reads the header through `RevisionLabel.ofWrite`: every write that makes a revision
    /// except the snapshot, which reads its label itself, and a project's delete, which makes none (its labels
    /// go with it).
    static func applies(to route: APIRoute) -> Bool {
        switch route.method {
        case .post, .put, .patch: !route.pattern.hasSuffix("/snapshot")
        case .delete: route.pattern != "/v1/projects/{project}"
        default: false
        }
    }

    /// The header as `/openapi.json` lists it among a route's parameters.
    static let parameter = (
        name: header,
        description: "Name the revision this write makes (a commit SHA): 1-128 of A-Z a-z 0-9 . _ / -, not all digits; "
            + "a label names one revision per project (409 when it already names another, unless this write "
            + "changes nothing and that revision holds the same contents); 400 when invalid",
        schema: JSONSchema.string(.init(pattern: #"^(?![0-9]+$)[A-Za-z0-9._/-]{1,128}$"#))
    )
}
