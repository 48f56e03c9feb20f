import Foundation

/// The members a JSON merge patch removes (RFC 7396 section 2: a member whose value is `null`), which a decoded
/// input, whose optionals are `nil` for `null` and for a member left out alike, cannot tell.
enum MergePatch {
    /// The names of the top-level members of `body`, a JSON object already decoded, whose value is `null`.
    static func removedMembers(of body: Data) -> Set<String> {
        // Most patches set values: no `null` anywhere, nothing to read again.
        guard body.range(of: Data("null".utf8)) != nil else { return [] }
        return Set(JSONSyntax.members(of: body).filter(\.isNull).map(\.name))
    }

    /// `422` naming each member of `removed` among `required`, which an element cannot lack.
    static func refuseRemoving(_ removed: Set<String>, required: [String], of element: String) throws(APIError) {
        let errors = required.filter(removed.contains).map {
            APIError.FieldError(field: $0, message: "cannot be removed: a \(element) always has one")
        }
        if !errors.isEmpty { throw APIError.unprocessable("invalid \(element)", errors: errors) }
    }
}
