-- The protocol's floor: a transaction of as many statements as statements.sql, each doing nothing.
BEGIN;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
SELECT 1;
COMMIT;
