/// What a conditional write requires of the stored revision: the storage side of HTTP's `If-Match`.
///
/// Checked inside the write's transaction, so no other write can slip in between the check and the change.
/// A failed check throws `StoreError.preconditionFailed` and changes nothing.
public enum RevisionCondition: Sendable, Equatable {
    /// The thing exists, whatever its revision (`If-Match: *`).
    case exists
    /// The current revision is one of these (an empty set matches nothing).
    case revision(in: Set<Int>)

    /// Whether a thing at `revision` (`nil`: absent) meets the condition.
    public func isMet(by revision: Int?) -> Bool {
        guard let revision else { return false }
        switch self {
        case .exists: return true
        case .revision(let revisions): return revisions.contains(revision)
        }
    }
}
