-- NavGraph schema, version 9 (PostgreSQL): two costs every storyboard PUT paid in the database, made smaller
-- without changing what is stored or what the schema guards (docs/benchmarks.md, "PostgreSQL writes, round 5").
--
-- Storyboard contents are compressed with LZ4 instead of pglz, the default: pglz compressing a 6 KB
-- storyboard took about as long as the rest of its row's insert, LZ4 about half of that, for a few percent
-- more bytes. Rows written before keep their pglz values (PostgreSQL reads both); a server built without LZ4
-- keeps pglz.
DO $$
BEGIN
    ALTER TABLE revision_contents ALTER COLUMN bytes SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this server has no LZ4 support: storyboard contents stay compressed with pglz';
END
$$;

-- The same rules on the columns a PUT writes, as domains instead of table CHECK constraints. PostgreSQL reads
-- a table's CHECK constraints back from their stored text for every statement that writes a row (and checks
-- all of them on an UPDATE), about a tenth of a PUT's database instructions; a domain's check is read once
-- per session and applies only to the columns a statement assigns. Clients see the base types.
CREATE DOMAIN navgraph_platform AS text CHECK (VALUE IN ('ios', 'tvos', 'macos', 'watchos'));
CREATE DOMAIN navgraph_revision AS bigint CHECK (VALUE >= 1);
CREATE DOMAIN navgraph_content_kind AS text CHECK (VALUE IN ('xml', 'json'));

ALTER TABLE projects DROP CONSTRAINT projects_platform_check, DROP CONSTRAINT projects_revision_check,
    ALTER COLUMN platform TYPE navgraph_platform, ALTER COLUMN revision TYPE navgraph_revision;
ALTER TABLE storyboards DROP CONSTRAINT storyboards_platform_check, DROP CONSTRAINT storyboards_revision_check,
    ALTER COLUMN platform TYPE navgraph_platform, ALTER COLUMN revision TYPE navgraph_revision;
ALTER TABLE revisions DROP CONSTRAINT revisions_platform_check, DROP CONSTRAINT revisions_revision_check,
    ALTER COLUMN platform TYPE navgraph_platform, ALTER COLUMN revision TYPE navgraph_revision;
ALTER TABLE revision_storyboards DROP CONSTRAINT revision_storyboards_storyboard_revision_check,
    ALTER COLUMN storyboard_revision TYPE navgraph_revision;
ALTER TABLE revision_contents DROP CONSTRAINT revision_contents_kind_check,
    ALTER COLUMN kind TYPE navgraph_content_kind;
