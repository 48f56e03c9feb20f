-- NavGraph schema, version 4: labels naming revisions (`?label=` or `NavGraph-Label:` on a write, such as a
-- git commit SHA), accepted wherever a revision number is (`?revision=`, `diff?from=&to=`).
-- A label names one revision per project; several labels may name one revision. A label outlives the pruning
-- of its revision (reads of it then answer that the revision is no longer kept) and goes with its project.
CREATE TABLE revision_labels (
    project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 128),
    revision INTEGER NOT NULL CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    PRIMARY KEY (project_id, label)
) STRICT;

-- The labels of a revision, for `GET .../revisions`.
CREATE INDEX revision_labels_by_revision ON revision_labels (project_id, revision);
