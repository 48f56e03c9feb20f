/// Named SQL for the project history (`Migrations/0002_revisions.sql`).
extension StoreSQL {
    static let projectRevisionRow = "SELECT revision, module, platform FROM projects WHERE id = ?"
    static let insertRevision = """
        INSERT INTO revisions (project_id, revision, created_at, summary, module, platform) VALUES (?, ?, ?, ?, ?, ?)
        """
    static let revisionExists = "SELECT 1 FROM revisions WHERE project_id = ? AND revision = ?"
    /// Carries the storyboards a write left alone from the previous revision (all but the one named, if any).
    static let copyRevisionStoryboards = """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        SELECT project_id, ?, name, storyboard_revision, content_hash FROM revision_storyboards
        WHERE project_id = ? AND revision = ? AND name IS NOT ?
        """
    static let insertRevisionStoryboard = """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        VALUES (?, ?, ?, ?, ?)
        """
    static let insertContent = """
        INSERT INTO revision_contents (hash, kind, bytes) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING
        """
    /// Drops the revisions at or below a number; their storyboard rows cascade and unused contents go by trigger.
    static let pruneRevisions = "DELETE FROM revisions WHERE project_id = ? AND revision <= ?"
    static let listRevisions = """
        SELECT revision, created_at, summary FROM revisions WHERE project_id = ? ORDER BY revision DESC
        """
    static let revisionBounds = "SELECT min(revision), max(revision) FROM revisions WHERE project_id = ?"
    static let selectRevision =
        "SELECT created_at, module, platform FROM revisions WHERE project_id = ? AND revision = ?"
    static let selectRevisionContents = """
        SELECT rs.name, rs.storyboard_revision, c.kind, c.bytes
        FROM revision_storyboards AS rs JOIN revision_contents AS c ON c.hash = rs.content_hash
        WHERE rs.project_id = ? AND rs.revision = ? ORDER BY rs.name
        """
    static let countContents = "SELECT count(*) FROM revision_contents"
}
