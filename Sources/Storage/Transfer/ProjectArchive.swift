import Foundation
import StoryboardModel

/// Everything a store holds of one project, as `navgraph copy` moves it between databases: the project row
/// (revision and timestamps included), its current storyboards with their sources byte for byte, and every
/// kept revision of its history with the contents each one held.
public struct ProjectArchive: Sendable, Equatable {
    /// One current storyboard: the model (with its revision) and the imported source, if any.
    public struct Entry: Sendable, Equatable {
        /// The storyboard with its scenes, segues and revision.
        public var storyboard: Storyboard
        /// The `.storyboard` XML it was imported from, byte for byte; `nil` when it was stored from JSON.
        public var source: Data?

        /// Creates an entry.
        public init(storyboard: Storyboard, source: Data?) {
            self.storyboard = storyboard
            self.source = source
        }
    }

    /// One storyboard of a kept revision, as the history stores it.
    public struct Content: Sendable, Equatable {
        /// What the bytes are.
        public enum Kind: String, Sendable {
            /// The imported `.storyboard` XML.
            case xml
            /// The storyboard model as JSON (sorted keys, revision 1), for storyboards without a source.
            case json
        }

        /// The storyboard's name.
        public var name: String
        /// The storyboard's own revision then.
        public var revision: Int
        /// What the bytes are.
        public var kind: Kind
        /// The content, byte for byte.
        public var bytes: Data

        /// Creates a content.
        public init(name: String, revision: Int, kind: Kind, bytes: Data) {
            self.name = name
            self.revision = revision
            self.kind = kind
            self.bytes = bytes
        }

        /// The SHA-256 of `bytes` in hex: the key the history shares contents by.
        public var hash: String { SHA256.hexDigest(bytes) }
    }

    /// One current nib: its name, revision and top-level object count, its last write's time and its XML byte
    /// for byte (made by the store that reads it).
    public struct NibEntry: Sendable, Equatable {
        /// The name, revision and object count, as the list of nibs tells them.
        public var summary: NibSummary
        /// When it was last written.
        public var updatedAt: String
        /// The `.xib` XML.
        public var source: Data
    }

    /// One kept revision of the project.
    public struct Revision: Sendable, Equatable {
        /// The revision number, when it was made and what the write did.
        public var entry: RevisionEntry
        /// The project's module then.
        public var module: String?
        /// The project's platform then.
        public var platform: Platform
        /// Every storyboard the project held then, sorted by name.
        public var storyboards: [Content]
        /// The code navigation facts the project had then, as stored (`nil`: none).
        public var code: Data?
        /// The nibs the project held then, sorted by name (each with its revision then).
        public var nibs: [StoredNib] = []

        /// Creates a revision.
        public init(
            entry: RevisionEntry, module: String?, platform: Platform, storyboards: [Content], code: Data? = nil
        ) {
            self.entry = entry
            self.module = module
            self.platform = platform
            self.storyboards = storyboards
            self.code = code
        }
    }

    /// One label of the project: the revision it names and when it was given (kept after its revision is pruned).
    public struct Label: Sendable, Equatable {
        /// The label (`RevisionLabel`).
        public var name: String
        /// The revision it names.
        public var revision: Int
        /// When the write that gave it ran.
        public var createdAt: String

        /// Creates a label.
        public init(name: String, revision: Int, createdAt: String) {
            self.name = name
            self.revision = revision
            self.createdAt = createdAt
        }
    }

    /// The project as stored now (revision and timestamps included).
    public var project: Project
    /// Its storyboards, sorted by name.
    public var storyboards: [Entry]
    /// Its kept revisions, oldest first.
    public var history: [Revision]
    /// Its labels, sorted by name (also those of pruned revisions).
    public var labels: [Label]
    /// Its code navigation facts now, the stored JSON byte for byte (`nil`: none).
    public var code: Data?
    /// Its nibs now, sorted by name.
    public var nibs: [NibEntry] = []

    /// Creates an archive.
    public init(
        project: Project, storyboards: [Entry], history: [Revision], labels: [Label] = [], code: Data? = nil
    ) {
        self.project = project
        self.storyboards = storyboards
        self.history = history
        self.labels = labels
        self.code = code
    }
}
