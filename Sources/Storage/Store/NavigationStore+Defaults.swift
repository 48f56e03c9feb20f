import Foundation
import StoryboardModel

/// The optional arguments of the store's own operations (`NavigationStore+Operations.swift`).
extension NavigationStore {
    /// `deleteProject` without a condition.
    public func deleteProject(_ name: String) throws(StoreError) {
        try deleteProject(name, ifMatch: nil)
    }
    /// `putStoryboard` that is never withdrawn, without a source, condition or last seen copy unless given.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data? = nil, ifMatch: RevisionCondition? = nil,
        lastSeen: Storyboard? = nil
    ) throws(StoreError) -> StoryboardPut {
        try putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen
        ) { nil }
    }
    /// `putStoryboard` without a last seen copy.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        try putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: nil,
            withdrawal: withdrawal)
    }
}
