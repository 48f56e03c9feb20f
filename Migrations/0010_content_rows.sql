-- NavGraph schema, version 10: on PostgreSQL, storyboard sources of a few kilobytes are stored compressed in
-- their row (Migrations/postgres/0010_content_rows.sql). SQLite stores its rows as they are, so its version 10
-- changes nothing; it exists so that both backends count the same versions.
SELECT 1;
