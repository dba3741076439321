-- Empties the public schema before a restore, in the restore's own transaction. Unlike
-- pg_restore --clean, this also removes what the dump does not know about (tables of a migration
-- applied after the backup, which would block the drops or clash with the re-run migration), and
-- unlike DROP SCHEMA it keeps the schema with its owner and grants, and installed extensions.
DO $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT format('DROP %s IF EXISTS public.%I CASCADE',
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
        WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      c.relname) AS statement
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
        AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('DROP %s IF EXISTS public.%I CASCADE',
      CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.typname)
    FROM pg_type t
    LEFT JOIN pg_class r ON r.oid = t.typrelid
    WHERE t.typnamespace = 'public'::regnamespace
      AND t.typtype IN ('e', 'r', 'd', 'c') AND (t.typtype <> 'c' OR r.relkind = 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
        AND d.objid = t.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure)
    FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
        AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE item.statement;
  END LOOP;
END
$$;
