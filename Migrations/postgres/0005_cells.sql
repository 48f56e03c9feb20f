-- NavGraph schema for PostgreSQL, version 3: the prototype cells of each scene, as Migrations/0003_cells.sql
-- (a JSON array kept as written: jsonb would reorder its objects' keys).
ALTER TABLE scenes ADD COLUMN cells text NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(cells::jsonb) = 'array');
