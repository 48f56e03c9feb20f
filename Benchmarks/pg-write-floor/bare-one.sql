-- A write transaction's floor: one statement doing nothing between BEGIN and COMMIT.
BEGIN;
SELECT 1;
COMMIT;
