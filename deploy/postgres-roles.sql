-- PostgreSQL roles for hotel-booking (issue 29, README "Database roles"): the tables belong to
-- an owner role that only migrations use (DATABASE_MIGRATION_URL); the app connects as a role
-- that owns nothing (DATABASE_URL), so it cannot disable the audit log's append-only trigger,
-- and it may read, insert, update and delete in every table except the audit log, where it may
-- only read and insert. Run once, as a superuser, before the app's first start:
--
--   psql "postgres://postgres@db-host/postgres" \
--     -v owner_password='…' -v app_password='…' -f deploy/postgres-roles.sql
--
-- Optional variables: owner_role (hotel_owner), app_role (hotel_app), database (hotel_booking).
-- Then set DATABASE_MIGRATION_URL=postgres://hotel_owner:…@db-host/hotel_booking and
-- DATABASE_URL=postgres://hotel_app:…@db-host/hotel_booking. Each start migrates as the owner and
-- then takes UPDATE, DELETE, TRUNCATE, TRIGGER and REFERENCES on audit_log from the app role again
-- (src/server/db/app-role.ts): the default privileges below would otherwise give a re-created
-- audit_log to the app in full.
\set ON_ERROR_STOP on
\if :{?owner_role}
\else
  \set owner_role hotel_owner
\endif
\if :{?app_role}
\else
  \set app_role hotel_app
\endif
\if :{?database}
\else
  \set database hotel_booking
\endif

CREATE ROLE :"owner_role" LOGIN PASSWORD :'owner_password';
-- NOINHERIT and no membership in the owner: the app role never acts with the owner's rights.
CREATE ROLE :"app_role" LOGIN NOINHERIT PASSWORD :'app_password';
CREATE DATABASE :"database" OWNER :"owner_role";

\connect :"database"

-- Nobody but these two connects; the app may use temporary tables (none today) but creates nothing.
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE :"database" TO :"app_role";
ALTER SCHEMA public OWNER TO :"owner_role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :"app_role";

-- Every table and sequence the owner's migrations create is usable by the app (no TRUNCATE, no TRIGGER).
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_role";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public
  GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO :"app_role";

-- For a database that already has the tables (switching an existing install to two roles: run the
-- part from \connect on, after `ALTER TABLE … OWNER TO` the owner for each table, or REASSIGN OWNED).
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_role";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO :"app_role";
SELECT format('REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON public.audit_log FROM %I', :'app_role')
  WHERE to_regclass('public.audit_log') IS NOT NULL \gexec
