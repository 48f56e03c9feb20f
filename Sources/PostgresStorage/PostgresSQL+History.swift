/// Named statements for the project history (`Migrations/postgres/0002_revisions.sql`).
extension PostgresSQL {
    static let projectRevisionRow = statement(
        "project_revision_row", "SELECT revision, module, platform FROM projects WHERE id = $1")
    static let insertRevision = statement(
        "insert_revision",
        """
        INSERT INTO revisions (project_id, revision, created_at, summary, module, platform)
        VALUES ($1, $2, $3, $4, $5, $6)
        """)
    static let revisionExists = statement(
        "revision_exists", "SELECT 1 FROM revisions WHERE project_id = $1 AND revision = $2")
    /// Carries the storyboards a write left alone from the previous revision (all but the one named, if any).
    static let copyRevisionStoryboards = statement(
        "copy_revision_storyboards",
        """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        SELECT project_id, $1, name, storyboard_revision, content_hash FROM revision_storyboards
        WHERE project_id = $2 AND revision = $3 AND name IS DISTINCT FROM $4::text
        """)
    static let insertRevisionStoryboard = statement(
        "insert_revision_storyboard",
        """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        VALUES ($1, $2, $3, $4, $5)
        """)
    static let insertContent = statement(
        "insert_content",
        "INSERT INTO revision_contents (hash, kind, bytes) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING")
    /// Drops the revisions at or below a number; their storyboard rows cascade and unused contents go by trigger.
    static let pruneRevisions = statement(
        "prune_revisions", "DELETE FROM revisions WHERE project_id = $1 AND revision <= $2")
    static let listRevisions = statement(
        "list_revisions",
        "SELECT revision, created_at, summary FROM revisions WHERE project_id = $1 ORDER BY revision DESC")
    static let oldestRevision = statement(
        "oldest_revision", "SELECT min(revision) FROM revisions WHERE project_id = $1")
    static let selectRevision = statement(
        "select_revision",
        "SELECT created_at, module, platform FROM revisions WHERE project_id = $1 AND revision = $2")
    static let selectRevisionContents = statement(
        "select_revision_contents",
        """
        SELECT rs.name, rs.storyboard_revision, c.kind, c.bytes
        FROM revision_storyboards AS rs JOIN revision_contents AS c ON c.hash = rs.content_hash
        WHERE rs.project_id = $1 AND rs.revision = $2 ORDER BY rs.name
        """)
    static let countContents = statement("count_contents", "SELECT count(*) FROM revision_contents")
}
