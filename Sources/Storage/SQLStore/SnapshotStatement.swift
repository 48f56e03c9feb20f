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
    /// Every label of a project with its revision and time, sorted by label (`navgraph copy`).
    case transferLabels
    /// Every project revision mark (`Migrations/0003_revision_marks.sql`), sorted by name.
    case projectMarks
    /// Every storyboard revision mark, sorted by project then name.
    case storyboardMarks
    /// A project revision mark raised to at least the value given.
    case raiseProjectMark
    /// A storyboard revision mark raised to at least the value given.
    case raiseStoryboardMark
    /// A project's module, platform and main storyboards set, its revision left for the snapshot's write to move.
    case setProjectAttributes

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
            // Bounded by the limit (the third parameter), as every read of the history is
            // (`StoreOperations.pruneHistory`).
            """
            SELECT rs.name, rs.content_hash FROM revision_storyboards AS rs JOIN projects AS p ON p.id = rs.project_id
            WHERE rs.project_id = ? AND rs.revision = ? AND rs.revision > p.revision - ? ORDER BY rs.name
            """
        case .deleteRevisionStoryboard:
            "DELETE FROM revision_storyboards WHERE project_id = ? AND revision = ? AND name = ?"
        case .transferLabels:
            "SELECT label, revision, created_at FROM revision_labels WHERE project_id = ? ORDER BY label"
        case .setProjectAttributes: "UPDATE projects SET module = ?, platform = ?, main_storyboards = ? WHERE id = ?"
        case .projectMarks: "SELECT name, revision FROM project_revision_marks ORDER BY name"
        case .storyboardMarks:
            "SELECT project, name, revision FROM storyboard_revision_marks ORDER BY project, name"
        // CASE rather than max()/GREATEST(): the one text for both backends.
        case .raiseProjectMark:
            "INSERT INTO project_revision_marks (name, revision) VALUES (?, ?) ON CONFLICT (name) DO UPDATE "
                + "SET revision = CASE WHEN excluded.revision > project_revision_marks.revision THEN excluded.revision "
                + "ELSE project_revision_marks.revision END"
        case .raiseStoryboardMark:
            "INSERT INTO storyboard_revision_marks (project, name, revision) VALUES (?, ?, ?) "
                + "ON CONFLICT (project, name) DO UPDATE SET revision = CASE WHEN excluded.revision > "
                + "storyboard_revision_marks.revision THEN excluded.revision ELSE storyboard_revision_marks.revision END"
        }
    }
}
