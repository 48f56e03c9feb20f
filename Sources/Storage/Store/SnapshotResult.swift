import StoryboardModel

/// What replacing a project's storyboards with a snapshot did (`NavigationStore.replaceStoryboards`).
public struct SnapshotResult: Sendable, Equatable {
    /// What the write did to the project's code navigation facts.
    public enum CodeChange: String, Sendable, Equatable, CaseIterable {
        /// Left as they were (or the same document again).
        case unchanged
        /// The project had none and now has the snapshot's.
        case added
        /// The project's facts were replaced by the snapshot's.
        case replaced
        /// The project had facts and the snapshot none.
        case removed
    }

    /// The project after the write (its revision is the one the snapshot made, or the stored one when unchanged).
    public var project: Project
    /// The revision the snapshot stands for: `project.revision`, or the older revision its label already named.
    public var revision: Int
    /// The project's revision before the write (`nil` when the write created the project).
    public var previousRevision: Int?
    /// Whether the write created the project.
    public var createdProject: Bool
    /// Storyboards new to the project, sorted.
    public var added: [String]
    /// Storyboards whose content changed, sorted.
    public var replaced: [String]
    /// Storyboards the snapshot no longer holds, deleted, sorted.
    public var removed: [String]
    /// Storyboards already stored exactly so, sorted.
    public var unchanged: [String]
    /// The label the revision got (or already had), if one was given.
    public var label: String?
    /// The revision of each storyboard of the snapshot as stored now, by name.
    public var storyboardRevisions: [String: Int] = [:]
    /// What happened to the code navigation facts.
    public var codeNavigation: CodeChange = .unchanged
    /// What happened to the project's nibs.
    public var nibs = NibChanges()
    /// The project attributes the snapshot's input stated and changed (module, main storyboards, platform),
    /// old and new; empty when it created the project or changed none.
    public var attributes: [ProjectAttributeChange] = []

    /// Whether nothing was written but perhaps the label (same revision, same ETag).
    public var isUnchanged: Bool {
        added.isEmpty && replaced.isEmpty && removed.isEmpty && codeNavigation == .unchanged && nibs.isEmpty
            && attributes.isEmpty
    }

    /// A snapshot's outcome.
    public init(
        project: Project, revision: Int, previousRevision: Int?, createdProject: Bool, added: [String],
        replaced: [String], removed: [String], unchanged: [String], label: String?
    ) {
        self.project = project
        self.revision = revision
        self.previousRevision = previousRevision
        self.createdProject = createdProject
        self.added = added
        self.replaced = replaced
        self.removed = removed
        self.unchanged = unchanged
        self.label = label
    }
}
