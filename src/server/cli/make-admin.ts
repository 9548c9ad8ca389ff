/**
 * `npm run make-admin -- someone@example.com`: promotes an existing account to admin in the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR). This is how a fresh
 * install gets its first admin besides the seed's demo admin; after that, admins promote
 * others with Make Admin. Exit codes: 0 promoted or already admin, 1 unknown e-mail or the
 * embedded database is in use by a running server (nothing changed), 2 usage.
 */
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import { makeAdminByEmail } from '../modules/users/users-admin.service.ts';
import { notifyChannel } from '../plugins/invalidation-listener.ts';
import { SESSION_CHANNEL } from '../plugins/session-cache.ts';

const email = process.argv
  .slice(2)
  .find((arg) => arg !== '--')
  ?.trim();
if (!email) {
  console.error('Usage: npm run make-admin -- <email of an existing account>');
  process.exit(2);
}

const env = readEnv();
// With the embedded database the server holds DATA_DIR while it runs, and a second writer's
// change would be lost (issue #8): refuse, naming the holder, and change nothing.
const handle: DatabaseHandle = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  migrationUrl: env.DATABASE_MIGRATION_URL || undefined,
  dataDir: env.DATA_DIR,
  purpose: 'make-admin',
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `Nothing was changed: the embedded database in ${error.dataDir} is in use by ${error.holder}. ` +
      'Stop the server, run make-admin again, then start the server (or, signed in as an admin, use Make Admin in All Customers).',
  );
  process.exit(1);
});
let exitCode = 0;
try {
  const { user, wasAdmin } = await makeAdminByEmail(handle.db, email);
  // Running servers on the same PostgreSQL database drop the user's cached sessions (issue 31).
  if (!wasAdmin && handle.kind === 'postgres') await notifyChannel(handle.db, SESSION_CHANNEL, user.id);
  console.log(wasAdmin ? `${user.email} is already an admin.` : `${user.name} <${user.email}> is now an admin.`);
} catch (error) {
  if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
