-- NavGraph schema for PostgreSQL, version 2: the history of each project, as Migrations/0002_revisions.sql.
-- Every write records the project revision it made and which storyboard contents the project held then.
-- Contents are shared by hash across revisions and projects.

-- The storyboard sources (kind 'xml') and JSON models (kind 'json') that some kept revision holds, by SHA-256.
CREATE TABLE revision_contents (
    hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('xml', 'json')),
    bytes bytea NOT NULL
);

-- One row per kept project revision: when it was made, a one-line summary, the project's module and platform.
CREATE TABLE revisions (
    project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    revision bigint NOT NULL CHECK (revision >= 1),
    created_at text NOT NULL,
    summary text NOT NULL,
    module text,
    platform text NOT NULL CHECK (platform IN ('ios', 'tvos', 'macos', 'watchos')),
    PRIMARY KEY (project_id, revision)
);

-- Every storyboard the project held at a revision, with its own revision number then.
CREATE TABLE revision_storyboards (
    project_id bigint NOT NULL,
    revision bigint NOT NULL,
    name text COLLATE "C" NOT NULL,
    storyboard_revision bigint NOT NULL CHECK (storyboard_revision >= 1),
    content_hash text NOT NULL REFERENCES revision_contents (hash),
    PRIMARY KEY (project_id, revision, name),
    FOREIGN KEY (project_id, revision) REFERENCES revisions (project_id, revision) ON DELETE CASCADE
);

-- Whether a content row is still referenced, when a revision goes.
CREATE INDEX revision_storyboards_by_hash ON revision_storyboards (content_hash);

-- A content row goes with the last revision holding it (pruning, or the project deleted with its history).
CREATE FUNCTION revision_contents_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM revision_contents AS c
    WHERE c.hash = OLD.content_hash
        AND NOT EXISTS (SELECT 1 FROM revision_storyboards AS rs WHERE rs.content_hash = OLD.content_hash);
    RETURN NULL;
END;
$$;

CREATE TRIGGER revision_contents_release AFTER DELETE ON revision_storyboards
FOR EACH ROW EXECUTE FUNCTION revision_contents_release();
