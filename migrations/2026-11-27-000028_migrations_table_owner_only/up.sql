-- Which migrations ran is the owner's to write (the release step's `quad migrate`): the roles that
-- got write access to every table by default privileges (the application's, deploy/db/roles.sql)
-- keep reading it (readiness compares it with the binary's migrations) but may not change it.
DO $$
DECLARE
  grantee_name name;
BEGIN
  FOR grantee_name IN
    SELECT DISTINCT g.grantee FROM information_schema.role_table_grants g
     WHERE g.table_schema = current_schema() AND g.table_name = '__diesel_schema_migrations'
       AND g.privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE') AND g.grantee <> 'PUBLIC'
       AND g.grantee NOT IN (SELECT tableowner FROM pg_tables
                              WHERE schemaname = current_schema() AND tablename = '__diesel_schema_migrations')
  LOOP
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON __diesel_schema_migrations FROM %I', grantee_name);
  END LOOP;
END $$;
