/**
 * Per-install secrets (issue #9): taken from the environment when set, else generated once
 * and kept in DATA_DIR (mode 0600) so every restart and every instance sharing DATA_DIR
 * agrees. A `memory://` DATA_DIR (tests) keeps nothing on disk: the auth secret is new per
 * config, the built-in gateway's store credentials are new per process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/** The built-in gateway's store credentials, SSLCommerz's `store_id` and `store_passwd`. */
export interface StoreCredentials {
  storeId: string;
  storePassword: string;
}

/** File in DATA_DIR holding the built-in gateway's credentials: JSON `{ store_id, store_passwd }`. */
export const BUILTIN_STORE_FILE = 'builtin-gateway-store.json';

const isMemory = (dataDir: string) => dataDir.startsWith('memory://');

/**
 * The content of DATA_DIR/`fileName` (trimmed), or `generate()` written there first. Two
 * processes starting at once both end up with the same content: only the first write (`wx`)
 * wins, the other reads it. Throws on an unreadable or unwritable DATA_DIR.
 */
function readOrCreateSecretFile(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.resolve(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The auth secret: BETTER_AUTH_SECRET, else DATA_DIR/auth-secret. Throws in production without the variable. */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET is required in production');
  if (isMemory(env.DATA_DIR)) return randomBytes(32).toString('hex');
  return readOrCreateSecretFile(env.DATA_DIR, 'auth-secret', () => randomBytes(32).toString('hex'));
}

/** Fresh credentials shaped like SSLCommerz's (lower-case store id; password of 128 random bits). */
function generateStoreCredentials(): StoreCredentials {
  return { storeId: `hotel${randomBytes(5).toString('hex')}`, storePassword: randomBytes(16).toString('hex') };
}

let processCredentials: StoreCredentials | undefined;

/**
 * Store credentials of the built-in gateway: SSLCOMMERZ_STORE_ID + SSLCOMMERZ_STORE_PASSWORD
 * when both are set, else DATA_DIR/builtin-gateway-store.json (made on first start), else
 * (memory://) one pair per process. Throws when only one variable is set or the file is not
 * the JSON this function writes.
 */
export function resolveBuiltinStoreCredentials(env: Env): StoreCredentials {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = env;
  if (storeId && storePassword) return { storeId, storePassword };
  if (storeId || storePassword) throw new Error('SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set together');
  if (isMemory(env.DATA_DIR)) return (processCredentials ??= generateStoreCredentials());
  const text = readOrCreateSecretFile(env.DATA_DIR, BUILTIN_STORE_FILE, () => {
    const fresh = generateStoreCredentials();
    return `${JSON.stringify({ store_id: fresh.storeId, store_passwd: fresh.storePassword })}\n`;
  });
  const saved = parseStoreFile(text);
  if (!saved)
    throw new Error(
      `${path.resolve(env.DATA_DIR, BUILTIN_STORE_FILE)} is not valid: delete it to generate new built-in gateway credentials`,
    );
  return saved;
}

function parseStoreFile(text: string): StoreCredentials | null {
  try {
    const parsed = JSON.parse(text) as { store_id?: unknown; store_passwd?: unknown };
    const { store_id: storeId, store_passwd: storePassword } = parsed;
    return typeof storeId === 'string' && storeId && typeof storePassword === 'string' && storePassword ? { storeId, storePassword } : null;
  } catch {
    return null;
  }
}
