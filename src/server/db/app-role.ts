/**
 * The application's PostgreSQL role may only append to the audit log (issue 29, docs: README
 * "Database roles"): migrations run as the tables' owner (DATABASE_MIGRATION_URL), the app as
 * DATABASE_URL's role, which owns nothing and so cannot ALTER TABLE audit_log DISABLE TRIGGER.
 * deploy/postgres-roles.sql grants the app role what it needs through default privileges,
 * which include UPDATE and DELETE on every new table; after every migration the owner takes
 * UPDATE, DELETE, TRUNCATE, TRIGGER and REFERENCES on audit_log away from the app role again, so
 * a table a migration re-creates can never hand them back.
 */
import pg from 'pg';

/** The append-only table the app role may only read and insert into. */
const APPEND_ONLY_TABLE = 'audit_log';

/**
 * As the owner (`owner`, a session of DATABASE_MIGRATION_URL), refuses `appRole` every change to
 * the audit log but INSERT. Throws when the app role owns the table: then it could drop the
 * trigger, and the separation promised in the docs would not hold.
 */
export async function restrictAppRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const found = await owner.query<{ owner: string }>(
    'select tableowner as owner from pg_tables where schemaname = current_schema() and tablename = $1',
    [APPEND_ONLY_TABLE],
  );
  if (found.rows[0]?.owner === appRole) {
    throw new Error(
      `DATABASE_URL's role ${appRole} owns ${APPEND_ONLY_TABLE}: run the app as a role that owns no table (deploy/postgres-roles.sql)`,
    );
  }
  await owner.query(`revoke update, delete, truncate, trigger, references on ${APPEND_ONLY_TABLE} from ${pg.escapeIdentifier(appRole)}`);
}

/** The role a pool's sessions run as (`current_user`). */
export async function currentRoleOf(pool: pg.Pool): Promise<string> {
  const result = await pool.query<{ role: string }>('select current_user as role');
  return result.rows[0].role;
}
