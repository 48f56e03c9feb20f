-- NavGraph schema for PostgreSQL, version 12: the storyboards the app opens at launch, as
-- Migrations/0012_main_storyboards.sql.
ALTER TABLE projects ADD COLUMN main_storyboards text;
