import Foundation
import StoryboardModel

/// What a project held at a kept revision: the project as it was and each storyboard's stored content.
public struct RevisionSnapshot: Sendable {
    /// One storyboard as the history keeps it.
    public enum Content: Sendable {
        /// The imported `.storyboard` XML, byte for byte: parse it to get the storyboard.
        case source(Data)
        /// The storyboard itself (stored from the JSON model or edited scene by scene).
        case storyboard(Storyboard)
    }

    /// One storyboard of the revision.
    public struct Item: Sendable {
        /// The storyboard's name.
        public var name: String
        /// The storyboard's own revision then.
        public var revision: Int
        /// Its content.
        public var content: Content

        /// One storyboard of a revision.
        public init(name: String, revision: Int, content: Content) {
            self.name = name
            self.revision = revision
            self.content = content
        }
    }

    /// The project with the module, platform and revision it had then.
    public var project: Project
    /// Every storyboard it held, sorted by name.
    public var storyboards: [Item]
    /// The code navigation facts it had (empty: none).
    public var code: CodeNavigation

    /// What `project` held: `storyboards`, sorted by name, and the facts `code`.
    public init(project: Project, storyboards: [Item], code: CodeNavigation = CodeNavigation()) {
        self.project = project
        self.storyboards = storyboards
        self.code = code
    }
}

/// The answer to reading a revision from the history.
public enum RevisionLookup: Sendable {
    /// The revision is kept.
    case kept(RevisionSnapshot)
    /// The revision is older than the oldest kept one (or was made before history was recorded).
    case pruned(oldest: Int?)
    /// The project has not reached that revision.
    case future(latest: Int)
}
