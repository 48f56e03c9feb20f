-- NavGraph schema, version 14: a project's nibs (`PUT .../nibs/{name}`, the `.xib` XML byte for byte). A nib's
-- bytes are kept once by SHA-256 in their own table (not `revision_contents`, whose rows the storyboards'
-- triggers release), shared by every project and revision naming them. A nib's revision is the project revision
-- its last write made, so it never repeats for a name (`project_revision_marks`). Each kept revision records the
-- nibs the project held then, by name and content hash: `?revision=R` and `/diff` read a revision's own nibs.
CREATE TABLE nib_contents (
    hash TEXT PRIMARY KEY,
    bytes BLOB NOT NULL
) STRICT;

CREATE TABLE nibs (
    project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    content_hash TEXT NOT NULL REFERENCES nib_contents (hash),
    object_count INTEGER NOT NULL CHECK (object_count >= 0),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (project_id, name)
) STRICT;
CREATE INDEX nibs_by_content ON nibs (content_hash);

CREATE TABLE revision_nibs (
    project_id INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    name TEXT NOT NULL,
    nib_revision INTEGER NOT NULL CHECK (nib_revision >= 1),
    content_hash TEXT NOT NULL REFERENCES nib_contents (hash),
    PRIMARY KEY (project_id, revision, name),
    FOREIGN KEY (project_id, revision) REFERENCES revisions (project_id, revision) ON DELETE CASCADE
) STRICT;
CREATE INDEX revision_nibs_by_content ON revision_nibs (content_hash);

-- Every revision recorded (whatever write made it: a storyboard, a snapshot, a nib) holds the nibs the project
-- holds as the write leaves them.
CREATE TRIGGER revision_nibs_record AFTER INSERT ON revisions
BEGIN
    INSERT INTO revision_nibs (project_id, revision, name, nib_revision, content_hash)
    SELECT project_id, NEW.revision, name, revision, content_hash FROM nibs WHERE project_id = NEW.project_id;
END;

-- A content goes when neither a nib nor a kept revision names it any more: a revision pruned or deleted with its
-- project (the cascade), a nib replaced or deleted.
CREATE TRIGGER nib_contents_release_on_revision AFTER DELETE ON revision_nibs
WHEN NOT EXISTS (SELECT 1 FROM revision_nibs WHERE content_hash = OLD.content_hash)
    AND NOT EXISTS (SELECT 1 FROM nibs WHERE content_hash = OLD.content_hash)
BEGIN
    DELETE FROM nib_contents WHERE hash = OLD.content_hash;
END;

CREATE TRIGGER nib_contents_release_on_replace AFTER UPDATE OF content_hash ON nibs
WHEN OLD.content_hash IS NOT NEW.content_hash
    AND NOT EXISTS (SELECT 1 FROM revision_nibs WHERE content_hash = OLD.content_hash)
    AND NOT EXISTS (SELECT 1 FROM nibs WHERE content_hash = OLD.content_hash)
BEGIN
    DELETE FROM nib_contents WHERE hash = OLD.content_hash;
END;

CREATE TRIGGER nib_contents_release_on_delete AFTER DELETE ON nibs
WHEN NOT EXISTS (SELECT 1 FROM revision_nibs WHERE content_hash = OLD.content_hash)
    AND NOT EXISTS (SELECT 1 FROM nibs WHERE content_hash = OLD.content_hash)
BEGIN
    DELETE FROM nib_contents WHERE hash = OLD.content_hash;
END;
