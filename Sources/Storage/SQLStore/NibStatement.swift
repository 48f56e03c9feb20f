/// The statements of a project's nibs (`Migrations/0014_nibs.sql`, `0015_nib_object_counts.sql`): the same text
/// on every backend, with `?` placeholders (values are always bound).
package enum NibStatement: Hashable, Sendable, CaseIterable {
    /// A nib's bytes by hash and their object count (null: not known), kept as they are when the hash is stored
    /// already, but for a count the stored content lacks.
    case insertContent
    /// The revision and content hash of one nib, by project row id and name.
    case key
    /// A nib created or replaced: project row id, name, revision, content hash, object count, time.
    case upsert
    /// One nib removed, by project row id and name.
    case delete
    /// One nib's revision and bytes, by project row id and name.
    case select
    /// Every nib of a project: name, revision, object count, sorted by name.
    case list
    /// Every nib of a project with its revision and bytes, sorted by name.
    case selectAll
    /// The nibs a kept revision held: name, the nib's revision then, bytes, sorted by name.
    case selectRevision
    /// The nibs a kept revision held without their bytes: name, the nib's revision then, its content's object
    /// count (null when not known yet) and content hash, sorted by name.
    case listRevision
    /// A nib content's bytes, by hash.
    case contentBytes
    /// A content's object count stored where it is not known yet: count, hash.
    case keepObjectCount
    /// The names and content hashes of the nibs a revision held, by project row id and revision.
    case revisionHashes
    /// Of two revisions of a project (by name), each kept one with every nib it held: revision, then name, nib
    /// revision and content hash (all null for a revision without nibs).
    case revisionPairNibs
    /// The names, content hashes and revisions of a project's nibs now, by project row id.
    case hashes
    /// Every nib of a project as `navgraph copy` moves it: name, revision, object count, time, bytes, by name.
    case transfer
    /// One nib of a kept revision restored: project row id, revision, name, the nib's revision, content hash.
    case restoreRevisionNib

    /// The statement's text.
    var sql: String {
        switch self {
        case .insertContent:
            """
            INSERT INTO nib_contents (hash, bytes, object_count) VALUES (?, ?, ?)
            ON CONFLICT (hash) DO UPDATE SET object_count = excluded.object_count
            WHERE nib_contents.object_count IS NULL AND excluded.object_count IS NOT NULL
            """
        case .key: "SELECT revision, content_hash FROM nibs WHERE project_id = ? AND name = ?"
        case .upsert:
            """
            INSERT INTO nibs (project_id, name, revision, content_hash, object_count, updated_at)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (project_id, name) DO UPDATE SET revision = excluded.revision,
                content_hash = excluded.content_hash, object_count = excluded.object_count,
                updated_at = excluded.updated_at
            """
        case .delete: "DELETE FROM nibs WHERE project_id = ? AND name = ?"
        case .select:
            """
            SELECT n.revision, c.bytes FROM nibs AS n JOIN nib_contents AS c ON c.hash = n.content_hash
            WHERE n.project_id = ? AND n.name = ?
            """
        case .list: "SELECT name, revision, object_count FROM nibs WHERE project_id = ? ORDER BY name"
        case .selectAll:
            """
            SELECT n.name, n.revision, c.bytes FROM nibs AS n JOIN nib_contents AS c ON c.hash = n.content_hash
            WHERE n.project_id = ? ORDER BY n.name
            """
        case .selectRevision:
            """
            SELECT r.name, r.nib_revision, c.bytes FROM revision_nibs AS r
            JOIN nib_contents AS c ON c.hash = r.content_hash
            WHERE r.project_id = ? AND r.revision = ? ORDER BY r.name
            """
        case .listRevision:
            """
            SELECT r.name, r.nib_revision, c.object_count, r.content_hash FROM revision_nibs AS r
            JOIN nib_contents AS c ON c.hash = r.content_hash
            WHERE r.project_id = ? AND r.revision = ? ORDER BY r.name
            """
        case .contentBytes: "SELECT bytes FROM nib_contents WHERE hash = ?"
        case .keepObjectCount: "UPDATE nib_contents SET object_count = ? WHERE hash = ? AND object_count IS NULL"
        case .revisionHashes: "SELECT name, content_hash FROM revision_nibs WHERE project_id = ? AND revision = ?"
        case .revisionPairNibs:
            """
            SELECT r.revision, n.name, n.nib_revision, n.content_hash FROM revisions AS r
            LEFT JOIN revision_nibs AS n ON n.project_id = r.project_id AND n.revision = r.revision
            WHERE r.project_id = (SELECT id FROM projects WHERE name = ?) AND r.revision IN (?, ?)
            """
        case .hashes: "SELECT name, content_hash, revision FROM nibs WHERE project_id = ?"
        case .transfer:
            """
            SELECT n.name, n.revision, n.object_count, n.updated_at, c.bytes FROM nibs AS n
            JOIN nib_contents AS c ON c.hash = n.content_hash WHERE n.project_id = ? ORDER BY n.name
            """
        case .restoreRevisionNib:
            "INSERT INTO revision_nibs (project_id, revision, name, nib_revision, content_hash) VALUES (?, ?, ?, ?, ?)"
        }
    }
}
