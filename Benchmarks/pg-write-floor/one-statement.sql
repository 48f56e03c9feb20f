-- statements.sql's reads in one statement and its writes in another (data-modifying WITH), the shape a write
-- in one statement would have; measured after without-history-checks.sql (Benchmarks/pg-put-floor), so no
-- foreign key is checked.
\set n random(1, 2000000000)
BEGIN;
SELECT p.id AS pid, p.revision AS prev, p.module, p.platform, s.id AS sid, s.revision AS srev, s.source_hash
FROM projects AS p LEFT JOIN storyboards AS s ON s.project_id = p.id AND s.name = 'Bench0'
WHERE p.name = 'bench' FOR UPDATE OF p \gset
WITH c AS (
  INSERT INTO revision_contents (hash, kind, bytes)
  VALUES (md5(:n::text) || md5((:n + 1)::text), 'xml',
    convert_to(repeat('<scene sceneID="abc-de-fgh"><objects/></scene>', 130) || :n, 'UTF8'))
  ON CONFLICT (hash) DO NOTHING),
s AS (UPDATE storyboards SET initial_scene = initial_scene, platform = platform, target_runtime = target_runtime,
    tools_version = tools_version, source_hash = md5(:n::text) || md5((:n + 1)::text), source = NULL,
    revision = revision + 1 WHERE id = :sid),
p AS (UPDATE projects SET revision = revision + 1, updated_at = '2026-12-02T00:00:00Z' WHERE id = :pid),
r AS (INSERT INTO revisions (project_id, revision, created_at, summary, module, platform)
  VALUES (:pid, :prev + 1, '2026-12-02T00:00:00Z', 'replaced storyboard ''Bench0''', 'BenchApp', 'ios')),
rs AS (INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
  VALUES (:pid, :prev + 1, 'Bench0', :srev + 1, md5(:n::text) || md5((:n + 1)::text)))
SELECT pg_notify('navgraph_changes', 'bench');
COMMIT;
