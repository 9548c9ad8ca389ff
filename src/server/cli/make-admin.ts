/**
 * `npm run make-admin -- someone@example.com`: promotes an existing account to admin in the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR). This is how a fresh
 * install gets its first admin besides the seed's demo admin; after that, admins promote
 * others with Make Admin. Exit codes: 0 promoted or already admin, 1 unknown e-mail, 2 usage.
 */
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import { makeAdminByEmail } from '../modules/users/users-admin.service.ts';

const email = process.argv.slice(2).find((arg) => arg !== '--')?.trim();
if (!email) {
  console.error('Usage: npm run make-admin -- <email of an existing account>');
  process.exit(2);
}

const env = readEnv();
// PGlite keeps one process per data directory: stop the server first when it uses DATA_DIR.
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
let exitCode = 0;
try {
  const { user, wasAdmin } = await makeAdminByEmail(handle.db, email);
  console.log(wasAdmin ? `${user.email} is already an admin.` : `${user.name} <${user.email}> is now an admin.`);
} catch (error) {
  if (!(error instanceof AppError && error.status === 404)) throw error;
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
