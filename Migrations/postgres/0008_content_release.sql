-- NavGraph schema for PostgreSQL, version 8: content rows released with less work per write, by version 7's
-- rule (a content row goes when neither a kept revision nor a storyboard's source names it); as
-- Migrations/0008_content_release.sql, a storyboard's replaced source is released by the write itself, and
-- only when the history may not name it, instead of by a trigger on every source change.
--
-- The triggers left run their DELETE in PL/pgSQL, whose plans a session keeps, instead of through the SQL
-- function release_content, which PostgreSQL planned again on every call (two calls per storyboard PUT: 0.25 ms
-- of its 0.6 ms on the server, Benchmarks/pg-put-statements.sh with PG_TRACK=all). The one on
-- revision_storyboards runs once per statement, over the rows it deleted, instead of once per row: pruning a
-- revision of a 100-storyboard project ran it 100 times. Large sources stay in their row up to 8 KB compressed
-- (toast_tuple_target) instead of going to the TOAST table past 2 KB (examples/Main.storyboard, 6 KB: 5.6%
-- fewer instructions per storyboard PUT in the PostgreSQL backend).
DROP TRIGGER storyboard_source_release ON storyboards;
DROP TRIGGER revision_contents_release ON revision_storyboards;
ALTER TABLE revision_contents SET (toast_tuple_target = 8160);

CREATE OR REPLACE FUNCTION revision_contents_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM revision_contents AS c
    WHERE c.hash IN (SELECT DISTINCT r.content_hash FROM released AS r)
        AND NOT EXISTS (SELECT 1 FROM revision_storyboards AS rs WHERE rs.content_hash = c.hash)
        AND NOT EXISTS (SELECT 1 FROM storyboards AS s WHERE s.source_hash = c.hash);
    RETURN NULL;
END;
$$;

CREATE TRIGGER revision_contents_release AFTER DELETE ON revision_storyboards
REFERENCING OLD TABLE AS released FOR EACH STATEMENT EXECUTE FUNCTION revision_contents_release();

CREATE OR REPLACE FUNCTION storyboard_source_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM revision_contents AS c
    WHERE c.hash = OLD.source_hash
        AND NOT EXISTS (SELECT 1 FROM revision_storyboards AS rs WHERE rs.content_hash = OLD.source_hash)
        AND NOT EXISTS (SELECT 1 FROM storyboards AS s WHERE s.source_hash = OLD.source_hash);
    RETURN NULL;
END;
$$;

DROP FUNCTION release_content(text);
