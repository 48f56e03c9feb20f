-- NavGraph schema for PostgreSQL, version 4: labels naming revisions, as Migrations/0004_labels.sql.
-- A label names one revision per project; several labels may name one revision; labels go with their project.
CREATE TABLE revision_labels (
    project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    label text COLLATE "C" NOT NULL CHECK (length(label) BETWEEN 1 AND 128),
    revision bigint NOT NULL CHECK (revision >= 1),
    created_at text NOT NULL,
    PRIMARY KEY (project_id, label)
);

-- The labels of a revision, for `GET .../revisions`.
CREATE INDEX revision_labels_by_revision ON revision_labels (project_id, revision);
