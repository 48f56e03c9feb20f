-- statements.sql's writes as the server sends them today: two pipelines (one round trip each), the lock and
-- the reads first, then the writes and the commit. Values the server carries from the first to the second come
-- from subqueries (pgbench cannot read results inside a pipeline).
\set n random(1, 2000000000)
\startpipeline
BEGIN;
SELECT id FROM projects WHERE name = 'bench' FOR UPDATE;
SELECT p.revision, p.module, p.platform, CASE WHEN EXISTS (SELECT 1 FROM revisions AS r WHERE r.project_id = p.id AND r.revision = p.revision) THEN 1 ELSE 0 END, p.created_at, p.updated_at FROM projects AS p WHERE p.name = 'bench';
SELECT s.id, s.revision, s.source_hash FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = 'bench' AND s.name = 'Bench0';
\endpipeline
\startpipeline
INSERT INTO revision_contents (hash, kind, bytes) VALUES (md5(:n::text) || md5((:n + 1)::text), 'xml', convert_to(repeat('<scene sceneID="abc-de-fgh"><objects/></scene>', 130) || :n, 'UTF8')) ON CONFLICT (hash) DO NOTHING;
UPDATE storyboards SET initial_scene = initial_scene, platform = platform, target_runtime = target_runtime, tools_version = tools_version, source_hash = md5(:n::text) || md5((:n + 1)::text), source = NULL, revision = revision + 1 WHERE id = (SELECT s.id FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = 'bench' AND s.name = 'Bench0');
UPDATE projects SET revision = revision + 1, updated_at = '2026-12-02T00:00:00Z' WHERE name = 'bench';
INSERT INTO revisions (project_id, revision, created_at, summary, module, platform) SELECT id, revision, '2026-12-02T00:00:00Z', 'replaced storyboard ''Bench0''', 'BenchApp', 'ios' FROM projects WHERE name = 'bench';
INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash) SELECT s.project_id, p.revision, s.name, s.revision, md5(:n::text) || md5((:n + 1)::text) FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = 'bench' AND s.name = 'Bench0';
SELECT pg_notify('navgraph_changes', 'bench');
COMMIT;
\endpipeline
