-- NavGraph schema, version 13: the navigation facts read out of the app's code (docs/code-navigation.md), a
-- JSON document per project (`PUT .../code-navigation`). Its bytes are kept once by SHA-256 in their own table
-- (not `revision_contents`, whose rows the storyboards' triggers release): the project names its current
-- document, and each kept revision the document the project had then, so `?revision=R` builds the old graph
-- with its own facts. A document goes when neither a project nor a kept revision names it.
CREATE TABLE code_navigation_contents (
    hash TEXT PRIMARY KEY,
    bytes BLOB NOT NULL
) STRICT;

ALTER TABLE projects ADD COLUMN code_navigation_hash TEXT REFERENCES code_navigation_contents (hash);
ALTER TABLE revisions ADD COLUMN code_navigation_hash TEXT REFERENCES code_navigation_contents (hash);
CREATE INDEX revisions_by_code_navigation ON revisions (code_navigation_hash)
WHERE code_navigation_hash IS NOT NULL;

-- A revision pruned, or deleted with its project (the project's row is gone by then: the foreign key's cascade
-- runs after it).
CREATE TRIGGER code_navigation_release_on_revision AFTER DELETE ON revisions
WHEN OLD.code_navigation_hash IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM revisions WHERE code_navigation_hash = OLD.code_navigation_hash)
    AND NOT EXISTS (SELECT 1 FROM projects WHERE code_navigation_hash = OLD.code_navigation_hash)
BEGIN
    DELETE FROM code_navigation_contents WHERE hash = OLD.code_navigation_hash;
END;

CREATE TRIGGER code_navigation_release_on_project AFTER UPDATE OF code_navigation_hash ON projects
WHEN OLD.code_navigation_hash IS NOT NULL
    AND OLD.code_navigation_hash IS NOT NEW.code_navigation_hash
    AND NOT EXISTS (SELECT 1 FROM revisions WHERE code_navigation_hash = OLD.code_navigation_hash)
    AND NOT EXISTS (SELECT 1 FROM projects WHERE code_navigation_hash = OLD.code_navigation_hash)
BEGIN
    DELETE FROM code_navigation_contents WHERE hash = OLD.code_navigation_hash;
END;
