/// What a conditional write requires of the stored revision: the storage side of HTTP's `If-Match` and
/// `If-None-Match`.
///
/// Checked inside the write's transaction, so no other write can slip in between the check and the change.
/// A failed check throws `StoreError.preconditionFailed` and changes nothing.
public indirect enum RevisionCondition: Sendable, Equatable {
    /// The thing exists, whatever its revision (`If-Match: *`).
    case exists
    /// The current revision is one of these (an empty set matches nothing).
    case revision(in: Set<Int>)
    /// The thing does not exist (`If-None-Match: *`: create, never replace).
    case absent
    /// The thing does not exist, or its revision is none of these (`If-None-Match` with tags).
    case notRevision(in: Set<Int>)
    /// Each of these holds (`If-Match` and `If-None-Match` together).
    case all([RevisionCondition])

    /// Whether a thing at `revision` (`nil`: absent) meets the condition.
    public func isMet(by revision: Int?) -> Bool {
        unmet(by: revision) == nil
    }

    /// Why a thing at `revision` (`nil`: absent) fails the condition, as the end of a sentence that names the
    /// thing ("storyboard 'Main' is at revision 3; ..."); `nil` when it meets it.
    public func unmet(by revision: Int?) -> String? {
        switch self {
        case .exists:
            return revision == nil ? "does not exist; If-Match: * asks for an existing revision" : nil
        case .revision(let revisions):
            guard let revision else { return "does not exist; it changed since the revision the request names" }
            guard revisions.contains(revision) else {
                return "is at revision \(revision); it changed since the revision the request names"
            }
            return nil
        case .absent:
            return revision.map { "already exists (revision \($0)); If-None-Match: * asks for a new one only" }
        case .notRevision(let excluded):
            guard let revision, excluded.contains(revision) else { return nil }
            return "is at revision \(revision), the one If-None-Match names"
        case .all(let conditions):
            return conditions.lazy.compactMap { $0.unmet(by: revision) }.first
        }
    }
}
