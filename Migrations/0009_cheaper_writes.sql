-- NavGraph schema, version 9: on PostgreSQL, storyboard contents are compressed with LZ4 instead of pglz, and
-- the rules on the columns a storyboard PUT writes are domains instead of table CHECK constraints
-- (Migrations/postgres/0009_cheaper_writes.sql). SQLite stores its rows as they are and compiles its
-- CHECK constraints into each prepared statement, so its version 9 changes nothing; it exists so that both
-- backends count the same versions.
SELECT 1;
