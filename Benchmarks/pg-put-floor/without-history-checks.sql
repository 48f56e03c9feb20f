-- Benchmarks/pg-put-floor.sh: the prototype's database without the foreign keys a storyboard PUT checks (the
-- history's: revisions to projects, revision_storyboards to revisions and to revision_contents, and
-- storyboards.source_hash to revision_contents). Each costs the backend a query per row written.
DO $$
DECLARE
    fk record;
BEGIN
    FOR fk IN
        SELECT conrelid::regclass AS owner, conname FROM pg_constraint
        WHERE contype = 'f'
            AND (conrelid::regclass::text IN ('revisions', 'revision_storyboards')
                OR (conrelid::regclass::text = 'storyboards' AND conname LIKE '%source_hash%'))
    LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.owner, fk.conname);
    END LOOP;
END
$$;
