-- The same writes as statements.sql in one call of a PL/pgSQL function (define.sql): one statement on the wire.
\set n random(1, 2000000000)
SELECT floor_put(:n);
