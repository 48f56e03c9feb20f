import StoryboardModel

/// A committed write: the project, the revision it made (0: the project was deleted), its label, and what it
/// wrote when the writer tells it (`StoreChanges`; a change heard from another process tells only the first
/// two, and whoever follows it reads what changed).
public struct StoreChange: Sendable, Equatable {
    /// What a write of this process wrote, as the store answered it: enough to update a graph of the revision
    /// before without reading the project back.
    public enum Written: Sendable, Equatable {
        /// One storyboard stored (with its new revision), and the project as that write left it; nothing else
        /// of the project changed.
        case storyboard(Storyboard, project: Project)
        /// Every storyboard of the project, its code navigation facts (empty: none) and its nibs as the write
        /// left them (a snapshot), with the project.
        case everything(Project, storyboards: [Storyboard], code: CodeNavigation, nibs: [Nib])
        /// The project's code navigation facts replaced (empty: removed), and the project as that write left it;
        /// nothing else of the project changed.
        case codeNavigation(CodeNavigation, project: Project)
        /// The nib `name` stored (with its revision) or removed (`nil`), and the project as that write left it;
        /// nothing else of the project changed.
        case nib(name: String, Nib?, project: Project)
    }

    /// The project written.
    public var project: String
    /// The project's revision after the write; 0 when the project was deleted.
    public var revision: Int
    /// The label the write gave the revision, if any.
    public var label: String?
    /// What the write wrote, when this process made it and it is told; `nil`: read what changed.
    public var written: Written?

    /// A change of `project` to `revision` (0: deleted).
    public init(project: String, revision: Int, label: String? = nil, written: Written? = nil) {
        self.project = project
        self.revision = revision
        self.label = label
        self.written = written
    }

    /// Whether the write deleted the project.
    public var isDeletion: Bool { revision == 0 }
}
