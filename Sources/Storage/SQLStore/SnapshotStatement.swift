/// The statements of labels and whole-project snapshots (`Migrations/0004_labels.sql`): the same text on every
/// backend, with `?` placeholders (values are always bound).
package enum SnapshotStatement: Hashable, Sendable, CaseIterable {
    /// The revision a label of a project names.
    case selectLabel
    /// A label naming a revision.
    case insertLabel
    /// Every label of a project with its revision, sorted by revision then label.
    case listLabels
    /// The labels naming one revision of a project, sorted.
    case labelsOfRevision
    /// The storyboard names and content hashes a kept revision holds.
    case revisionContentHashes
    /// One storyboard of a revision's record, dropped so that a snapshot can record its new content.
    case deleteRevisionStoryboard

    /// The statement's text.
    var sql: String {
        switch self {
        case .selectLabel: "SELECT revision FROM revision_labels WHERE project_id = ? AND label = ?"
        case .insertLabel:
            "INSERT INTO revision_labels (project_id, label, revision, created_at) VALUES (?, ?, ?, ?)"
        case .listLabels: "SELECT revision, label FROM revision_labels WHERE project_id = ? ORDER BY revision, label"
        case .labelsOfRevision:
            "SELECT label FROM revision_labels WHERE project_id = ? AND revision = ? ORDER BY label"
        case .revisionContentHashes:
            "SELECT name, content_hash FROM revision_storyboards WHERE project_id = ? AND revision = ? ORDER BY name"
        case .deleteRevisionStoryboard:
            "DELETE FROM revision_storyboards WHERE project_id = ? AND revision = ? AND name = ?"
        }
    }
}
