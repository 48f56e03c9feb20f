-- NavGraph schema, version 2: the history of each project (`GET .../revisions`, `?revision=R`, `.../diff`).
-- Every write records the project revision it made and which storyboard contents the project held then.
-- Contents are shared by hash across revisions and projects: an unchanged storyboard costs one small row
-- per revision, not a copy of its source.

-- The storyboard sources (kind 'xml', the imported bytes) and JSON models (kind 'json', for storyboards
-- stored without source or edited scene by scene) that some kept revision holds, keyed by SHA-256.
CREATE TABLE revision_contents (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('xml', 'json')),
    bytes BLOB NOT NULL
) STRICT;

-- One row per kept project revision: when it was made and a one-line summary of the write.
-- The project's module and platform are kept too: a graph of the revision is built with them.
CREATE TABLE revisions (
    project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    summary TEXT NOT NULL,
    module TEXT,
    platform TEXT NOT NULL CHECK (platform IN ('ios', 'tvos', 'macos', 'watchos')),
    PRIMARY KEY (project_id, revision)
) STRICT;

-- Every storyboard the project held at a revision, with its own revision number then.
CREATE TABLE revision_storyboards (
    project_id INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    name TEXT NOT NULL,
    storyboard_revision INTEGER NOT NULL CHECK (storyboard_revision >= 1),
    content_hash TEXT NOT NULL REFERENCES revision_contents (hash),
    PRIMARY KEY (project_id, revision, name),
    FOREIGN KEY (project_id, revision) REFERENCES revisions (project_id, revision) ON DELETE CASCADE
) STRICT;

-- Whether a content row is still referenced, when a revision goes.
CREATE INDEX revision_storyboards_by_hash ON revision_storyboards (content_hash);

-- A content row goes with the last revision holding it (pruning, or the project deleted with its history).
CREATE TRIGGER revision_contents_release AFTER DELETE ON revision_storyboards
WHEN NOT EXISTS (SELECT 1 FROM revision_storyboards WHERE content_hash = OLD.content_hash)
BEGIN
    DELETE FROM revision_contents WHERE hash = OLD.content_hash;
END;
