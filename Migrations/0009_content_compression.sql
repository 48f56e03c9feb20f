-- NavGraph schema, version 9: on PostgreSQL, storyboard contents are compressed with LZ4 instead of pglz
-- (Migrations/postgres/0009_content_compression.sql). SQLite stores its rows as they are, so its version 9
-- changes nothing; it exists so that both backends count the same versions.
SELECT 1;
