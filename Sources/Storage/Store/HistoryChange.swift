import Foundation
import StoryboardModel

/// What one write did, for the history row it adds (each store's `recordRevision`).
package struct HistoryChange {
    /// The new state of the one storyboard the write changed.
    package enum Content {
        /// Stored from the `.storyboard` XML whose content row (SHA-256 `hash`) the write just made sure of.
        case storedSource(hash: String)
        /// Stored otherwise (JSON model, scene or segue edits): kept as the JSON model read back.
        case model
        /// Deleted.
        case removed
    }

    /// The one-line summary listed with the revision.
    package var summary: String
    /// The storyboard changed; `nil` when only the project changed (module, platform).
    package var storyboard: String?
    /// Its new state.
    package var content: Content = .removed

    /// A write that changed `storyboard` (or, with `nil`, only the project) to `content`.
    package init(summary: String, storyboard: String?, content: Content = .removed) {
        self.summary = summary
        self.storyboard = storyboard
        self.content = content
    }

    /// A write that changed no storyboard.
    package static func project(_ summary: String) -> HistoryChange {
        HistoryChange(summary: summary, storyboard: nil)
    }
}
