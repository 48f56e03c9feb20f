-- NavGraph schema, version 9 (PostgreSQL): storyboard contents are compressed with LZ4 instead of pglz, the
-- default. Every imported storyboard PUT stores its source in revision_contents; pglz compressing a 6 KB
-- storyboard took about as long as the rest of the row's insert (a fifth of a one-storyboard PUT's database
-- time, docs/benchmarks.md "PostgreSQL writes, round 5"), LZ4 about half of that, for a few percent more bytes.
-- Rows written before keep their pglz values (PostgreSQL reads both); a server built without LZ4 keeps pglz.
DO $$
BEGIN
    ALTER TABLE revision_contents ALTER COLUMN bytes SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this server has no LZ4 support: storyboard contents stay compressed with pglz';
END
$$;
