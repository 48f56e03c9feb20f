import Foundation
import StoryboardModel

/// What one write did, for the history row it adds (`SQLiteStore.recordRevision`).
struct HistoryChange {
    /// The new state of the one storyboard the write changed.
    enum Content {
        /// Stored from this `.storyboard` XML.
        case source(Data)
        /// Stored otherwise (JSON model, scene or segue edits): kept as the JSON model read back.
        case model
        /// Deleted.
        case removed
    }

    /// The one-line summary listed with the revision.
    var summary: String
    /// The storyboard changed; `nil` when only the project changed (module, platform).
    var storyboard: String?
    /// Its new state.
    var content: Content = .removed

    /// A write that changed no storyboard.
    static func project(_ summary: String) -> HistoryChange {
        HistoryChange(summary: summary, storyboard: nil)
    }
}
