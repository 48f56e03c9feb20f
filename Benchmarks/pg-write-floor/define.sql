-- floor_put(n): statements.sql's writes in one PL/pgSQL function (its plans kept by the session).
CREATE OR REPLACE FUNCTION floor_put(n int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    pid bigint;
    prev bigint;
    has_previous int;
    sid bigint;
    h text := md5(n::text) || md5((n + 1)::text);
BEGIN
    SELECT id INTO pid FROM projects WHERE name = 'bench' FOR UPDATE;
    SELECT p.revision,
        CASE WHEN EXISTS (SELECT 1 FROM revisions AS r WHERE r.project_id = p.id AND r.revision = p.revision)
        THEN 1 ELSE 0 END
    INTO prev, has_previous FROM projects AS p WHERE p.name = 'bench';
    SELECT s.id INTO sid
    FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = 'bench' AND s.name = 'Bench0';
    INSERT INTO revision_contents (hash, kind, bytes)
    VALUES (h, 'xml', convert_to(repeat('<scene sceneID="abc-de-fgh"><objects/></scene>', 130) || n, 'UTF8'))
    ON CONFLICT (hash) DO NOTHING;
    UPDATE storyboards SET initial_scene = initial_scene, platform = platform, target_runtime = target_runtime,
        tools_version = tools_version, source_hash = h, source = NULL, revision = revision + 1
    WHERE id = sid;
    UPDATE projects SET revision = revision + 1, updated_at = '2026-12-02T00:00:00Z' WHERE id = pid;
    INSERT INTO revisions (project_id, revision, created_at, summary, module, platform)
    VALUES (pid, prev + 1, '2026-12-02T00:00:00Z', 'replaced storyboard ''Bench0''', 'BenchApp', 'ios');
    INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
    SELECT c.project_id, prev + 1, c.name, c.storyboard_revision, c.content_hash FROM (
        SELECT rs.project_id, rs.name, rs.storyboard_revision, rs.content_hash FROM revision_storyboards AS rs
        WHERE rs.project_id = pid AND rs.revision = prev AND rs.name <> 'Bench0'
        UNION ALL
        SELECT s.project_id, s.name, s.revision, h FROM storyboards AS s WHERE s.project_id = pid AND s.name = 'Bench0'
    ) AS c;
    PERFORM pg_notify('navgraph_changes', 'bench');
END
$$;
