-- NavGraph schema for PostgreSQL, version 11: the item of macOS's main menu whose segue opens a scene, as
-- Migrations/0011_menu_items.sql.
ALTER TABLE scenes ADD COLUMN menu_item text;
