-- NavGraph schema, version 7: a storyboard's imported source is stored once. The storyboard row names its
-- bytes by SHA-256 (`source_hash`) in `revision_contents`, where the history keeps them anyway, instead of
-- holding a second copy: a write of an 850 KB file writes 850 KB, not twice that, and the file is compared by
-- its hash without reading it. `source` stays for rows whose bytes are not in the history (a database from
-- before it); reads take `source` when set, else the content `source_hash` names.
ALTER TABLE storyboards ADD COLUMN source_hash TEXT REFERENCES revision_contents (hash);

-- A stored source is the content its project's current revision records for the storyboard, when equal.
UPDATE storyboards SET source_hash = (
    SELECT c.hash
    FROM projects AS p
    JOIN revision_storyboards AS rs ON rs.project_id = p.id AND rs.revision = p.revision AND rs.name = storyboards.name
    JOIN revision_contents AS c ON c.hash = rs.content_hash
    WHERE p.id = storyboards.project_id AND c.kind = 'xml' AND c.bytes = storyboards.source
)
WHERE source IS NOT NULL;
UPDATE storyboards SET source = NULL WHERE source_hash IS NOT NULL;

CREATE INDEX storyboards_by_source_hash ON storyboards (source_hash);

-- A content row goes when neither a kept revision nor a storyboard's source names it any more.
DROP TRIGGER revision_contents_release;
CREATE TRIGGER revision_contents_release AFTER DELETE ON revision_storyboards
WHEN NOT EXISTS (SELECT 1 FROM revision_storyboards WHERE content_hash = OLD.content_hash)
    AND NOT EXISTS (SELECT 1 FROM storyboards WHERE source_hash = OLD.content_hash)
BEGIN
    DELETE FROM revision_contents WHERE hash = OLD.content_hash;
END;

CREATE TRIGGER storyboard_source_release AFTER UPDATE OF source_hash ON storyboards
WHEN OLD.source_hash IS NOT NULL AND OLD.source_hash IS NOT NEW.source_hash
    AND NOT EXISTS (SELECT 1 FROM revision_storyboards WHERE content_hash = OLD.source_hash)
    AND NOT EXISTS (SELECT 1 FROM storyboards WHERE source_hash = OLD.source_hash)
BEGIN
    DELETE FROM revision_contents WHERE hash = OLD.source_hash;
END;

CREATE TRIGGER storyboard_source_release_on_delete AFTER DELETE ON storyboards
WHEN OLD.source_hash IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM revision_storyboards WHERE content_hash = OLD.source_hash)
    AND NOT EXISTS (SELECT 1 FROM storyboards WHERE source_hash = OLD.source_hash)
BEGIN
    DELETE FROM revision_contents WHERE hash = OLD.source_hash;
END;
