-- NavGraph schema for PostgreSQL, version 13: the navigation facts read out of the app's code, as
-- Migrations/0013_code_navigation.sql.
CREATE TABLE code_navigation_contents (
    hash text PRIMARY KEY,
    bytes bytea NOT NULL
);

ALTER TABLE projects ADD COLUMN code_navigation_hash text REFERENCES code_navigation_contents (hash);
ALTER TABLE revisions ADD COLUMN code_navigation_hash text REFERENCES code_navigation_contents (hash);
CREATE INDEX revisions_by_code_navigation ON revisions (code_navigation_hash)
WHERE code_navigation_hash IS NOT NULL;

-- A document goes when neither a project nor a kept revision names it any more.
CREATE FUNCTION code_navigation_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.code_navigation_hash IS NOT NULL
        AND (TG_OP = 'DELETE' OR OLD.code_navigation_hash IS DISTINCT FROM NEW.code_navigation_hash)
    THEN
        DELETE FROM code_navigation_contents AS c
        WHERE c.hash = OLD.code_navigation_hash
            AND NOT EXISTS (SELECT 1 FROM revisions AS r WHERE r.code_navigation_hash = OLD.code_navigation_hash)
            AND NOT EXISTS (SELECT 1 FROM projects AS p WHERE p.code_navigation_hash = OLD.code_navigation_hash);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER code_navigation_release_on_revision AFTER DELETE ON revisions
FOR EACH ROW EXECUTE FUNCTION code_navigation_release();
CREATE TRIGGER code_navigation_release_on_project AFTER UPDATE OF code_navigation_hash OR DELETE ON projects
FOR EACH ROW EXECUTE FUNCTION code_navigation_release();
