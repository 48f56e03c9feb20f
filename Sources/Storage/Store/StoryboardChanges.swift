import StoryboardModel

/// What a project's storyboards became since a known state, read from one snapshot: what a graph kept in
/// memory needs to catch up with a write without reading the storyboards it already holds.
public struct StoryboardChanges: Sendable {
    /// The project as the snapshot holds it (its revision included).
    public var project: Project
    /// Every storyboard's name and revision then.
    public var revisions: [String: Int]
    /// In full, sorted by name, every storyboard whose revision differs from the known one or that was not
    /// known.
    public var changed: [Storyboard]
    /// Whether the code navigation facts at the revision after the one asked about are those of that revision
    /// (`storyboardChanges(_:known:after:)`); `nil` when not asked or when the history cannot tell.
    public var codeUnchanged: Bool?
    /// Whether the nibs at that revision are those of the revision asked about, told as `codeUnchanged` is.
    public var nibsUnchanged: Bool?
    /// The project's facts (empty: none), read in the same snapshot when `codeUnchanged` is `false`: a write of
    /// the facts alone is caught up with without reading the storyboards again.
    public var code: CodeNavigation?

    /// The storyboards known before that are gone.
    public func removed(from known: [String: Int]) -> Set<String> {
        Set(known.keys.filter { revisions[$0] == nil })
    }

    /// What a project holds: its storyboards' `revisions` and the `changed` ones in full.
    public init(project: Project, revisions: [String: Int], changed: [Storyboard]) {
        self.project = project
        self.revisions = revisions
        self.changed = changed
    }
}
