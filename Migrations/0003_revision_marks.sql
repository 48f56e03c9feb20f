-- NavGraph schema, version 3: revision numbers never repeat for a name. A project or storyboard deleted and
-- created again continues above the highest revision its name ever had, so an ETag ("r1") saved before the
-- delete never matches the new resource (RFC 9110 section 13.1.1: If-Match must not match another resource).

-- The highest revision each project name has reached, kept after the project is gone.
CREATE TABLE project_revision_marks (
    name TEXT PRIMARY KEY,
    revision INTEGER NOT NULL CHECK (revision >= 1)
) STRICT;

-- The highest revision each storyboard name of a project name has reached, kept after either is gone.
CREATE TABLE storyboard_revision_marks (
    project TEXT NOT NULL,
    name TEXT NOT NULL,
    revision INTEGER NOT NULL CHECK (revision >= 1),
    PRIMARY KEY (project, name)
) STRICT;

-- Existing rows need no copy: a mark is written when a row goes (the triggers below), from the revision the row
-- carries; a name deleted before this migration is not known any more and starts again above nothing.

-- A deleted project leaves its mark and those of its storyboards (the cascade follows this trigger). The
-- WHERE clauses keep SQLite from reading ON CONFLICT as a join constraint.
CREATE TRIGGER project_revision_mark BEFORE DELETE ON projects
BEGIN
    INSERT INTO project_revision_marks (name, revision) VALUES (OLD.name, OLD.revision)
    ON CONFLICT (name) DO UPDATE SET revision = max(revision, excluded.revision);
    INSERT INTO storyboard_revision_marks (project, name, revision)
    SELECT OLD.name, s.name, s.revision FROM storyboards AS s WHERE s.project_id = OLD.id
    ON CONFLICT (project, name) DO UPDATE SET revision = max(revision, excluded.revision);
END;

-- A deleted storyboard leaves its mark (no row when its project is going too: the trigger above has it).
CREATE TRIGGER storyboard_revision_mark AFTER DELETE ON storyboards
BEGIN
    INSERT INTO storyboard_revision_marks (project, name, revision)
    SELECT p.name, OLD.name, OLD.revision FROM projects AS p WHERE p.id = OLD.project_id
    ON CONFLICT (project, name) DO UPDATE SET revision = max(revision, excluded.revision);
END;
