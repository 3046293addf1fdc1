-- Quad's two database roles (issue 23), made once by the cluster's superuser: compose runs this
-- from the PostgreSQL image's init scripts (deploy/db/init-roles.sh), and
-- scripts/db-roles-check.sh runs it against a database of its own.
--   owner: owns the database and its schema; only `quad migrate` (the release step) uses it.
--   app:   what `quad serve` and the other commands connect as: reads and writes rows, and can
--          neither alter nor drop a table or a trigger (the audit log's append-only trigger
--          included), nor create anything. Neither is a superuser.
-- psql variables: owner, owner_password, app, app_password, database.
CREATE ROLE :"owner" LOGIN PASSWORD :'owner_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE ROLE :"app" LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
ALTER DATABASE :"database" OWNER TO :"owner";
REVOKE CREATE ON DATABASE :"database" FROM PUBLIC;
\connect :"database"
ALTER SCHEMA public OWNER TO :"owner";
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :"app";
-- Whatever the migrations create from now on.
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public
    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app";
