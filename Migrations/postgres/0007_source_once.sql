-- NavGraph schema for PostgreSQL, version 7: a storyboard's imported source is stored once, named by its
-- SHA-256 in revision_contents, as Migrations/0007_source_once.sql.
ALTER TABLE storyboards ADD COLUMN source_hash text REFERENCES revision_contents (hash);

UPDATE storyboards AS s SET source_hash = c.hash
FROM projects AS p
JOIN revision_storyboards AS rs ON rs.project_id = p.id AND rs.revision = p.revision
JOIN revision_contents AS c ON c.hash = rs.content_hash
WHERE p.id = s.project_id AND rs.name = s.name AND c.kind = 'xml' AND s.source IS NOT NULL AND c.bytes = s.source;
UPDATE storyboards SET source = NULL WHERE source_hash IS NOT NULL;

CREATE INDEX storyboards_by_source_hash ON storyboards (source_hash);

-- A content row goes when neither a kept revision nor a storyboard's source names it any more.
CREATE FUNCTION release_content(content text) RETURNS void LANGUAGE sql AS $$
    DELETE FROM revision_contents AS c
    WHERE c.hash = content
        AND NOT EXISTS (SELECT 1 FROM revision_storyboards AS rs WHERE rs.content_hash = content)
        AND NOT EXISTS (SELECT 1 FROM storyboards AS s WHERE s.source_hash = content);
$$;

CREATE OR REPLACE FUNCTION revision_contents_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM release_content(OLD.content_hash);
    RETURN NULL;
END;
$$;

CREATE FUNCTION storyboard_source_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM release_content(OLD.source_hash);
    RETURN NULL;
END;
$$;

CREATE TRIGGER storyboard_source_release AFTER UPDATE OF source_hash ON storyboards
FOR EACH ROW WHEN (OLD.source_hash IS NOT NULL AND OLD.source_hash IS DISTINCT FROM NEW.source_hash)
EXECUTE FUNCTION storyboard_source_release();

CREATE TRIGGER storyboard_source_release_on_delete AFTER DELETE ON storyboards
FOR EACH ROW WHEN (OLD.source_hash IS NOT NULL)
EXECUTE FUNCTION storyboard_source_release();
