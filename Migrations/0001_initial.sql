-- NavGraph schema, version 1.
-- Tables are STRICT: a value of the wrong type is an error, not silently stored.
-- Rows of scenes and segues keep document order by their integer primary key (insertion order).

CREATE TABLE projects (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    module TEXT,
    platform TEXT NOT NULL CHECK (platform IN ('ios', 'tvos', 'macos', 'watchos')),
    revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE storyboards (
    id INTEGER PRIMARY KEY,
    project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    initial_scene TEXT,
    platform TEXT CHECK (platform IS NULL OR platform IN ('ios', 'tvos', 'macos', 'watchos')),
    target_runtime TEXT,
    tools_version TEXT,
    -- The imported XML byte for byte, so a newer parser can re-read it; NULL when made from JSON.
    source BLOB,
    revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
    UNIQUE (project_id, name)
) STRICT;

CREATE TABLE scenes (
    id INTEGER PRIMARY KEY,
    storyboard_id INTEGER NOT NULL REFERENCES storyboards (id) ON DELETE CASCADE,
    ib_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    custom_class TEXT,
    custom_module TEXT,
    inherits_module_from_target INTEGER NOT NULL DEFAULT 0 CHECK (inherits_module_from_target IN (0, 1)),
    storyboard_identifier TEXT,
    title TEXT,
    user_label TEXT,
    referenced_storyboard TEXT,
    referenced_identifier TEXT,
    bundle_identifier TEXT,
    line INTEGER,
    -- Also the parent key of segues.source below.
    UNIQUE (storyboard_id, ib_id)
) STRICT;

-- Typed lookup by class and by storyboard ID across a project.
CREATE INDEX scenes_by_custom_class ON scenes (custom_class);
CREATE INDEX scenes_by_storyboard_identifier ON scenes (storyboard_identifier);

CREATE TABLE segues (
    id INTEGER PRIMARY KEY,
    storyboard_id INTEGER NOT NULL REFERENCES storyboards (id) ON DELETE CASCADE,
    ib_id TEXT NOT NULL,
    source TEXT NOT NULL,
    -- Plain text, not a foreign key: a dangling destination is kept so that diagnostics can report it.
    destination TEXT,
    kind TEXT NOT NULL,
    identifier TEXT,
    relationship TEXT,
    custom_class TEXT,
    custom_module TEXT,
    unwind_action TEXT,
    destination_creation_selector TEXT,
    -- Other presentation attributes: a JSON object of strings.
    attributes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(attributes)),
    line INTEGER,
    UNIQUE (storyboard_id, ib_id),
    -- The source scene must exist in the same storyboard; deleting it (or renaming it) carries its segues.
    FOREIGN KEY (storyboard_id, source) REFERENCES scenes (storyboard_id, ib_id)
        ON DELETE CASCADE ON UPDATE CASCADE
) STRICT;

-- Segues leaving a scene (also the child index SQLite needs to cascade from scenes quickly).
CREATE INDEX segues_by_source ON segues (storyboard_id, source);
-- Segue resolution by identifier.
CREATE INDEX segues_by_identifier ON segues (identifier);
