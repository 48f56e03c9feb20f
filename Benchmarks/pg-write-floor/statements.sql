-- One storyboard PUT's writes as the server sends them (Sources/Storage/SQLStore/StoreSQL.swift), one statement
-- at a time: the project locked, its revision row and the storyboard's key read, the source's content row, the
-- storyboard row, the project's revision, the history's revision and its storyboards, the change notice.
-- pgbench variables stand for the values the server binds; :n makes each source (and its hash) new.
\set n random(1, 2000000000)
BEGIN;
SELECT id AS pid FROM projects WHERE name = 'bench' FOR UPDATE \gset
SELECT p.revision AS prev, p.module, p.platform,
    CASE WHEN EXISTS (SELECT 1 FROM revisions AS r WHERE r.project_id = p.id AND r.revision = p.revision)
    THEN 1 ELSE 0 END AS has_previous, p.created_at, p.updated_at
FROM projects AS p WHERE p.name = 'bench' \gset
SELECT s.id AS sid, s.revision AS srev, s.source_hash
FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = 'bench' AND s.name = 'Bench0' \gset
INSERT INTO revision_contents (hash, kind, bytes)
VALUES (md5(:n::text) || md5((:n + 1)::text), 'xml',
    convert_to(repeat('<scene sceneID="abc-de-fgh"><objects/></scene>', 130) || :n, 'UTF8'))
ON CONFLICT (hash) DO NOTHING;
UPDATE storyboards SET initial_scene = initial_scene, platform = platform, target_runtime = target_runtime,
    tools_version = tools_version, source_hash = md5(:n::text) || md5((:n + 1)::text), source = NULL,
    revision = revision + 1
WHERE id = :sid;
UPDATE projects SET revision = revision + 1, updated_at = '2026-12-02T00:00:00Z' WHERE id = :pid;
INSERT INTO revisions (project_id, revision, created_at, summary, module, platform)
VALUES (:pid, :prev + 1, '2026-12-02T00:00:00Z', 'replaced storyboard ''Bench0''', 'BenchApp', 'ios');
INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
SELECT project_id, :prev + 1, name, storyboard_revision, content_hash FROM (
    SELECT project_id, name, storyboard_revision, content_hash FROM revision_storyboards
    WHERE project_id = :pid AND revision = :prev AND name <> 'Bench0'
    UNION ALL
    SELECT project_id, name, revision, md5(:n::text) || md5((:n + 1)::text) FROM storyboards
    WHERE project_id = :pid AND name = 'Bench0'
) AS carried;
SELECT pg_notify('navgraph_changes', 'bench');
COMMIT;
