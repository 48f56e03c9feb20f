-- NavGraph schema for PostgreSQL, version 1: the same tables, columns and constraints as
-- Migrations/0001_initial.sql, in PostgreSQL's types (bigint ids, boolean, bytea for the source bytes).
-- Rows of scenes and segues keep document order by their identity key (insertion order). Names sort by
-- their bytes (COLLATE "C"), as in SQLite, whatever the database's locale.

CREATE TABLE projects (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text COLLATE "C" NOT NULL UNIQUE,
    module text,
    platform text NOT NULL CHECK (platform IN ('ios', 'tvos', 'macos', 'watchos')),
    revision bigint NOT NULL DEFAULT 1 CHECK (revision >= 1),
    created_at text NOT NULL,
    updated_at text NOT NULL
);

CREATE TABLE storyboards (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name text COLLATE "C" NOT NULL,
    initial_scene text,
    platform text CHECK (platform IS NULL OR platform IN ('ios', 'tvos', 'macos', 'watchos')),
    target_runtime text,
    tools_version text,
    -- The imported XML byte for byte, so a newer parser can re-read it; NULL when made from JSON.
    source bytea,
    revision bigint NOT NULL DEFAULT 1 CHECK (revision >= 1),
    UNIQUE (project_id, name)
);

CREATE TABLE scenes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    storyboard_id bigint NOT NULL REFERENCES storyboards (id) ON DELETE CASCADE,
    ib_id text COLLATE "C" NOT NULL,
    kind text NOT NULL,
    custom_class text,
    custom_module text,
    inherits_module_from_target boolean NOT NULL DEFAULT false,
    storyboard_identifier text,
    title text,
    user_label text,
    referenced_storyboard text,
    referenced_identifier text,
    bundle_identifier text,
    line bigint,
    -- Also the parent key of segues.source below.
    UNIQUE (storyboard_id, ib_id)
);

-- Typed lookup by class and by storyboard ID across a project.
CREATE INDEX scenes_by_custom_class ON scenes (custom_class);
CREATE INDEX scenes_by_storyboard_identifier ON scenes (storyboard_identifier);

CREATE TABLE segues (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    storyboard_id bigint NOT NULL REFERENCES storyboards (id) ON DELETE CASCADE,
    ib_id text NOT NULL,
    source text NOT NULL,
    -- Plain text, not a foreign key: a dangling destination is kept so that diagnostics can report it.
    destination text,
    kind text NOT NULL,
    identifier text,
    relationship text,
    custom_class text,
    custom_module text,
    unwind_action text,
    destination_creation_selector text,
    -- Other presentation attributes: a JSON object of strings, kept as written (jsonb would reorder it).
    attributes text NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attributes::jsonb) = 'object'),
    line bigint,
    UNIQUE (storyboard_id, ib_id),
    -- The source scene must exist in the same storyboard; deleting it (or renaming it) carries its segues.
    FOREIGN KEY (storyboard_id, source) REFERENCES scenes (storyboard_id, ib_id)
        ON DELETE CASCADE ON UPDATE CASCADE
);

-- Segues leaving a scene (also the child index the cascade from scenes uses).
CREATE INDEX segues_by_source ON segues (storyboard_id, source);
-- Segue resolution by identifier.
CREATE INDEX segues_by_identifier ON segues (identifier);
-- Every storyboard of a project, for the cascades from projects.
CREATE INDEX storyboards_by_project ON storyboards (project_id);
