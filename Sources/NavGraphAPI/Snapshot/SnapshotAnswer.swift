import Storage

/// The answer to `PUT /v1/projects/{project}/snapshot`: the revision and what changed.
struct SnapshotAnswer: Encodable, Sendable {
    var project: String
    /// The revision the snapshot stands for (the one it made, the current one when nothing changed, or the
    /// revision its label already named).
    var revision: Int
    /// The project's revision before (absent when the snapshot created the project).
    var previousRevision: Int?
    /// The bundle of the archive that was read.
    var bundle: String
    var label: String?
    /// Whether nothing was written (but perhaps the label).
    var unchanged: Bool
    var added: [String]
    var replaced: [String]
    var removed: [String]
    var unchangedStoryboards: [String]
    /// What the snapshot did to the code navigation facts: `unchanged`, `added`, `replaced` or `removed`.
    var codeNavigation: String
    /// What the snapshot did to the project's nibs, each list sorted by name.
    var nibs: Nibs
    /// The project attributes the snapshot changed, by name (`module`, `mainStoryboards`, `platform`), each
    /// with its old and new value; empty when it changed none (or created the project).
    var attributes: [String: AttributeChange]

    /// The nibs created, replaced, deleted and left as they were.
    struct Nibs: Encodable, Sendable {
        var created: [String]
        var replaced: [String]
        var deleted: [String]
        var unchanged: [String]
    }

    /// One attribute's value before and after (`null`: no module, main storyboards not known).
    struct AttributeChange: Encodable, Sendable {
        var old: Value
        var new: Value

        /// A module or platform (text), or main storyboards (names); `null` encoded as such.
        enum Value: Encodable, Sendable {
            case text(String?)
            case names([String]?)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text?): try container.encode(text)
                case .names(let names?): try container.encode(names)
                case .text(nil), .names(nil): try container.encodeNil()
                }
            }
        }

        init(_ change: ProjectAttributeChange) {
            switch change {
            case .module(let old, let new): (self.old, self.new) = (.text(old), .text(new))
            case .mainStoryboards(let old, let new): (self.old, self.new) = (.names(old), .names(new))
            case .platform(let old, let new): (self.old, self.new) = (.text(old.rawValue), .text(new.rawValue))
            }
        }
    }

    init(_ result: SnapshotResult, bundle: String) {
        project = result.project.name
        revision = result.revision
        previousRevision = result.previousRevision
        self.bundle = bundle
        label = result.label
        unchanged = result.isUnchanged
        added = result.added
        replaced = result.replaced
        removed = result.removed
        unchangedStoryboards = result.unchanged
        codeNavigation = result.codeNavigation.rawValue
        nibs = Nibs(
            created: result.nibs.created, replaced: result.nibs.replaced, deleted: result.nibs.deleted,
            unchanged: result.nibs.unchanged)
        attributes = Dictionary(uniqueKeysWithValues: result.attributes.map { ($0.name, AttributeChange($0)) })
    }
}
