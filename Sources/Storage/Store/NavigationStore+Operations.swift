import Foundation
import StoryboardModel

// The store's operations that take more than one `read` or `write` of `StoreOperations`: what the caller does
// before the transaction (a source hashed outside the writer's turn) or after it (a delete on a full disk, piecewise). Every other operation is `store.read { try $0.operation(...) }`
// or `store.write { ... }`.

extension NavigationStore {
    /// Deletes the project with its storyboards, scenes, segues and history (foreign keys cascade). `ifMatch`,
    /// when given, must be met by the project's revision.
    ///
    /// On a full disk a large project may not fit in one transaction even with room made (SQLite's delete
    /// appends every page it changes to the WAL). Its storyboards are then deleted one transaction each, every
    /// one giving its space back, and the project last: each step leaves a whole project, and an error part way
    /// leaves one with fewer storyboards, never a half storyboard.
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        do {
            try writeFreeingSpace { try $0.deleteProject(name, ifMatch: ifMatch) }
        } catch {
            guard case .database(let underlying) = error, underlying.isDiskFull else { throw error }
            try deleteProjectPiecewise(name, ifMatch: ifMatch)
        }
    }

    /// `deleteProject` one storyboard at a time (see there); `ifMatch` is checked once, before the first.
    private func deleteProjectPiecewise(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        if let ifMatch {
            let revision = try readOne { try $0.project(name) }.revision
            if let unmet = ifMatch.unmet(by: revision) { throw .preconditionFailed("project '\(name)' \(unmet)") }
        }
        for storyboard in try read({ try $0.listStoryboards(project: name) }) {
            try writeFreeingSpace { try $0.deleteStoryboard(project: name, name: storyboard.name) }
        }
        try writeFreeingSpace { try $0.deleteProject(name, ifMatch: nil) }
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
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        // Hashed before the transaction: the writer's lock is not held for it.
        let source = source.map { StoryboardSource($0) }
        return try write {
            try $0.putStoryboard(
                project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen,
                withdrawal: withdrawal)
        }
    }
}
