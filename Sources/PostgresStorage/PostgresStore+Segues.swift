import Storage
import StoryboardModel

/// Segues of one storyboard (`StoreOperations` does the work). Every write also bumps the storyboard's and
/// the project's revision.
extension PostgresStore {
    /// The segues of the storyboard, in document order.
    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try read { try $0.segues(project: project, storyboard: storyboard) }
    }

    /// The segue with IB id `id`.
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try read { try $0.segue(project: project, storyboard: storyboard, id: id) }
    }

    /// The segue with IB id `id` and its storyboard's revision, read from one snapshot.
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try read { try $0.segueWithRevision(project: project, storyboard: storyboard, id: id) }
    }

    /// Adds `segue` at the end of the storyboard. `invalid` when its source scene is not in the storyboard,
    /// `conflict` when its id is taken. Its destination is not checked (a dangling one is diagnosed later).
    public func addSegue(project: String, storyboard: String, segue: Segue) throws(StoreError) -> Segue {
        try write { try $0.addSegue(project: project, storyboard: storyboard, segue: segue) }
    }

    /// Replaces the segue `id` with `segue`, keeping its place in document order (renaming it when `segue.id`
    /// differs). `ifMatch`, when given, must be met by the storyboard's revision. Answers the segue and the
    /// storyboard's new revision.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try write {
            try $0.replaceSegue(project: project, storyboard: storyboard, id: id, with: segue, ifMatch: ifMatch)
        }
    }

    /// Deletes the segue; `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try write { try $0.deleteSegue(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch) }
    }
}
