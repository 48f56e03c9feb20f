-- NavGraph schema for PostgreSQL, version 14: a project's nibs and the nibs each kept revision held, as
-- Migrations/0014_nibs.sql.
CREATE TABLE nib_contents (
    hash text PRIMARY KEY,
    bytes bytea NOT NULL
);

CREATE TABLE nibs (
    project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name text COLLATE "C" NOT NULL,
    revision bigint NOT NULL CHECK (revision >= 1),
    content_hash text NOT NULL REFERENCES nib_contents (hash),
    object_count bigint NOT NULL CHECK (object_count >= 0),
    updated_at text NOT NULL,
    PRIMARY KEY (project_id, name)
);
CREATE INDEX nibs_by_content ON nibs (content_hash);

CREATE TABLE revision_nibs (
    project_id bigint NOT NULL,
    revision bigint NOT NULL,
    name text COLLATE "C" NOT NULL,
    nib_revision bigint NOT NULL CHECK (nib_revision >= 1),
    content_hash text NOT NULL REFERENCES nib_contents (hash),
    PRIMARY KEY (project_id, revision, name),
    FOREIGN KEY (project_id, revision) REFERENCES revisions (project_id, revision) ON DELETE CASCADE
);
CREATE INDEX revision_nibs_by_content ON revision_nibs (content_hash);

-- Every revision recorded holds the nibs the project holds as the write leaves them.
CREATE FUNCTION revision_nibs_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO revision_nibs (project_id, revision, name, nib_revision, content_hash)
    SELECT n.project_id, NEW.revision, n.name, n.revision, n.content_hash FROM nibs AS n
    WHERE n.project_id = NEW.project_id;
    RETURN NULL;
END;
$$;

CREATE TRIGGER revision_nibs_record AFTER INSERT ON revisions
FOR EACH ROW EXECUTE FUNCTION revision_nibs_record();

-- A content goes when neither a nib nor a kept revision names it any more.
CREATE FUNCTION nib_contents_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' OR OLD.content_hash IS DISTINCT FROM NEW.content_hash THEN
        DELETE FROM nib_contents AS c
        WHERE c.hash = OLD.content_hash
            AND NOT EXISTS (SELECT 1 FROM revision_nibs AS r WHERE r.content_hash = OLD.content_hash)
            AND NOT EXISTS (SELECT 1 FROM nibs AS n WHERE n.content_hash = OLD.content_hash);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER nib_contents_release_on_revision AFTER DELETE ON revision_nibs
FOR EACH ROW EXECUTE FUNCTION nib_contents_release();
CREATE TRIGGER nib_contents_release_on_nib AFTER UPDATE OF content_hash OR DELETE ON nibs
FOR EACH ROW EXECUTE FUNCTION nib_contents_release();
