import HTTPServer
import Storage

extension GraphReads {
    /// The revision `text` names in `project`: a whole number from 1, or a label a write gave a revision (a
    /// commit SHA, say; labels are never all digits, so the two cannot be confused). `400` for text that is
    /// neither, `404` for a label the project does not have. A label costs one read of the store: only requests
    /// naming a revision do this, and those run on the heavy-read threads, never on an event loop.
    func revisionNumber(_ text: String, project: String, parameter: String = "revision") throws -> Int {
        // A number is digits alone, as `RevisionLabel` says: "-8" and "+5" are labels (or invalid), not numbers.
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let number = Int(text), number >= 1 else {
                throw APIError.badRequest(
                    "\(parameter) must be a revision number from 1 to \(Int.max) or a label, not '\(text)'")
            }
            return number
        }
        guard RevisionLabel.isValid(text) else {
            throw APIError.badRequest(
                "\(parameter) must be a revision number from 1 or a label (1 to \(RevisionLabel.maximumLength) "
                    + "characters of A-Z a-z 0-9 . _ / -), not '\(text)'")
        }
        return try store.read { try $0.revision(labelled: text, project: project) }
    }
}
