import StoryboardModel

/// One segue identifier of a source class and the type its destination has in `prepare(for:sender:)`.
struct SegueTarget: Sendable {
    var identifier: String
    var kind: String
    /// `nil` for unwind segues, whose destination is whichever scene handles the unwind action.
    var type: TypeReference?
    /// What the doc comment says about the destination: the resolution path, or why it fell back.
    var notes: [String]
}
