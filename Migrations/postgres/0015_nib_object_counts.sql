-- NavGraph schema for PostgreSQL, version 15: each nib content keeps how many top-level objects its bytes hold,
-- as Migrations/0015_nib_object_counts.sql.
ALTER TABLE nib_contents ADD COLUMN object_count bigint CHECK (object_count >= 0);

UPDATE nib_contents AS c
SET object_count = (SELECT max(n.object_count) FROM nibs AS n WHERE n.content_hash = c.hash);
