/// The id of a scene or segue a JSON body creates: its own route's path segment, so a length its URL (and the
/// `Location` answered) stays within the request-target limit, percent-encoded, beside the longest project and
/// storyboard names.
enum ElementID {
    /// The most bytes of UTF-8 an id takes (Interface Builder's are 10: `Hom-VC-001`).
    static let maxBytes = 1_024

    /// What is wrong with `id`, or nil.
    static func problem(with id: String?) -> String? {
        guard let id, !id.isEmpty else { return "is required and non-empty" }
        guard id.utf8.count <= maxBytes else {
            return "must be at most \(maxBytes) bytes of UTF-8 (this one is \(id.utf8.count)), so that its own "
                + "route can be asked for"
        }
        return nil
    }
}
