import Foundation
import StoryboardModel

/// Storyboards (`StoreOperations` does the work).
extension SQLiteStore {
    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    public func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try read { try $0.listStoryboards(project: project) }
    }

    /// The storyboard `name` of `project`, its scenes and segues in document order.
    public func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        try read { try $0.storyboard(project: project, name: name) }
    }

    /// The source the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    public func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try read { try $0.storyboardSource(project: project, name: name) }
    }

    /// Every storyboard of `project` with all scenes and segues, sorted by name: what the navigation graph is
    /// built from. Three queries whatever the size of the project.
    public func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        try read { try $0.allStoryboards(project: project) }
    }

    /// The project and all its storyboards read from one snapshot, so the storyboards are exactly those of
    /// `project.revision` (a cache keyed on the revision never pairs it with newer or older contents).
    public func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        try read { try $0.projectSnapshot(name) }
    }

    /// Creates or replaces the storyboard `storyboard.name` of `project` in one transaction: the old scenes
    /// and segues go, the new ones come in, and the revision becomes the old one plus 1 (1 when new).
    /// `source` is kept as given (the imported XML; `nil` for a storyboard made from JSON).
    ///
    /// Idempotent: when the stored storyboard already has this `source` (byte for byte, or both `nil`) and
    /// exactly these contents, nothing is written and the answer is `unchanged`, at the stored revision (so
    /// re-importing a file invalidates no cache or ETag). Contents are compared too, so a newer parser's
    /// reading of the same bytes is stored.
    ///
    /// `ifMatch`, when given, must be met by the stored revision (`nil` when the storyboard is new), else
    /// `preconditionFailed`. `invalid` when the storyboard repeats a scene or segue id, or a segue leaves a
    /// scene it does not have; then nothing is changed (the transaction rolls back wherever it failed).
    /// `withdrawal` is asked right before the commit: a reason it returns rolls everything back and is thrown
    /// as `withdrawn`.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> (storyboard: Storyboard, created: Bool, unchanged: Bool) {
        try write {
            try $0.putStoryboard(
                project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, withdrawal: withdrawal)
        }
    }

    /// Deletes the storyboard with its scenes and segues; `ifMatch`, when given, must be met by its revision.
    public func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteStoryboard(project: project, name: name, ifMatch: ifMatch) }
    }
}
