-- NavGraph schema for PostgreSQL, version 3, as Migrations/0003_revision_marks.sql: revision numbers never
-- repeat for a name. A project or storyboard deleted and created again continues above the highest revision its
-- name ever had, so an ETag saved before the delete never matches the new resource.

-- The highest revision each project name has reached, kept after the project is gone.
CREATE TABLE project_revision_marks (
    name text COLLATE "C" PRIMARY KEY,
    revision bigint NOT NULL CHECK (revision >= 1)
);

-- The highest revision each storyboard name of a project name has reached, kept after either is gone.
CREATE TABLE storyboard_revision_marks (
    project text COLLATE "C" NOT NULL,
    name text COLLATE "C" NOT NULL,
    revision bigint NOT NULL CHECK (revision >= 1),
    PRIMARY KEY (project, name)
);

-- Existing rows need no copy: a mark is written when a row goes (the triggers below), from the revision the row
-- carries; a name deleted before this migration is not known any more and starts again above nothing.

-- A deleted project leaves its mark and those of its storyboards (the cascade runs after the row is gone).
CREATE FUNCTION project_revision_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO project_revision_marks AS m (name, revision) VALUES (OLD.name, OLD.revision)
    ON CONFLICT (name) DO UPDATE SET revision = GREATEST(m.revision, excluded.revision);
    INSERT INTO storyboard_revision_marks AS m (project, name, revision)
    SELECT OLD.name, s.name, s.revision FROM storyboards AS s WHERE s.project_id = OLD.id
    ON CONFLICT (project, name) DO UPDATE SET revision = GREATEST(m.revision, excluded.revision);
    RETURN OLD;
END;
$$;

CREATE TRIGGER project_revision_mark BEFORE DELETE ON projects
FOR EACH ROW EXECUTE FUNCTION project_revision_mark();

-- A deleted storyboard leaves its mark (no row when its project is going too: the trigger above has it).
CREATE FUNCTION storyboard_revision_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO storyboard_revision_marks AS m (project, name, revision)
    SELECT p.name, OLD.name, OLD.revision FROM projects AS p WHERE p.id = OLD.project_id
    ON CONFLICT (project, name) DO UPDATE SET revision = GREATEST(m.revision, excluded.revision);
    RETURN NULL;
END;
$$;

CREATE TRIGGER storyboard_revision_mark AFTER DELETE ON storyboards
FOR EACH ROW EXECUTE FUNCTION storyboard_revision_mark();
