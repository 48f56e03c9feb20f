-- NavGraph schema for PostgreSQL, version 10: storyboard PUTs write their rows with less work (docs/benchmarks.md,
-- "PostgreSQL writes, round 6").
--
-- Sources of a few kilobytes are stored compressed in their row. Version 8 kept sources up to 8 KB in the row
-- (toast_tuple_target = 8160), which PostgreSQL does by not compressing them at all, so version 9's LZ4 never
-- applied to them: examples/Main.storyboard (6 KB) went into every PUT's row, and its WAL, uncompressed. With
-- the column's storage MAIN and the default target, a source over 2 KB is compressed (LZ4) and stays in the
-- row; only one still too large for a page goes to the TOAST table. The hash (64 characters, always) is PLAIN:
-- a row over the 2 KB target after compression would otherwise have it moved to the TOAST table first, an
-- insert there and in its index for every new source. Rows written before stay as they are.
ALTER TABLE revision_contents RESET (toast_tuple_target);
ALTER TABLE revision_contents ALTER COLUMN bytes SET STORAGE MAIN, ALTER COLUMN hash SET STORAGE PLAIN;

-- storyboards_by_project ("for the cascades from projects", version 1) repeats the leading column of the unique
-- (project_id, name) index, which serves those cascades and every read by project as well. Every storyboard PUT
-- updates its row's source_hash, an indexed column, so each PUT inserted into every index of the table: one
-- fewer now. SQLite's schema never had it.
DROP INDEX storyboards_by_project;
