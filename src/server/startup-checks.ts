/**
 * Start-up safety of issue #9: production refuses demo settings unless DEMO_MODE=true, and a
 * start-up failure becomes one clear line naming the cause instead of a stack trace. Issue 24:
 * production refuses the example files' CHANGE-ME placeholders, and an unusable DATA_DIR stops
 * the start at once.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Env } from './env.ts';
import { DEMO_ADMIN, hasDemoPassword } from './db/seed/users.ts';

/** A start-up refusal: its message is the one line printed. */
export class StartupError extends Error {}

/** Checks needing only the configuration. Throws StartupError. */
export function assertSafeConfig(config: AppConfig): void {
  if (!config.isProduction || config.isDemoMode) return;
  if (config.gateway.mode === 'builtin') {
    throw new StartupError(
      'NODE_ENV=production with the built-in payment gateway (SSLCOMMERZ_MODE=builtin) would mark bookings paid with no money moving: set SSLCOMMERZ_MODE=sandbox or live, or DEMO_MODE=true for a demo',
    );
  }
  if (config.seedDemoData) {
    throw new StartupError(
      `NODE_ENV=production with SEED_DEMO_DATA=true would create the demo admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}: set SEED_DEMO_DATA=false, or DEMO_MODE=true for a demo`,
    );
  }
}

/** The mark of a value still as the example files ship it (.env.example, deploy/hotel-booking.env.example). */
const PLACEHOLDER = /change-me/i;

/**
 * In production, refuses every variable still holding an example file's `CHANGE-ME` value
 * (a secret anyone can read in this repository), DEMO_MODE or not. Throws StartupError naming
 * the variables, never their values.
 */
export function assertNoPlaceholders(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const names = Object.entries(env)
    .filter(([, value]) => typeof value === 'string' && PLACEHOLDER.test(value))
    .map(([name]) => name);
  if (names.length === 0) return;
  throw new StartupError(
    `NODE_ENV=production with the example's CHANGE-ME placeholder in ${names.join(', ')}: set real values (e.g. openssl rand -hex 32 for BETTER_AUTH_SECRET)`,
  );
}

/**
 * Makes sure DATA_DIR is a folder this process can write (creating it when missing), before
 * anything else touches it: a path under a file or a read-only folder otherwise surfaced late,
 * after the data-directory lock's retries (issue 24). Throws StartupError. `memory://` passes.
 */
export function assertUsableDataDir(dataDir: string): void {
  if (dataDir.startsWith('memory://')) return;
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dir} is not a folder this process can write (${code}): create it for this user, or set DATA_DIR to one`,
    );
  }
}

/** Checks needing the database. Throws StartupError. */
export async function assertSafeData(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (!config.isProduction || config.isDemoMode) return;
  if (await hasDemoPassword(app, DEMO_ADMIN)) {
    throw new StartupError(
      `NODE_ENV=production and the demo admin ${DEMO_ADMIN.email} still has its demo password: change it (or delete the account), or set DEMO_MODE=true for a demo`,
    );
  }
}

/** The one line printed for a failed start: the cause, never a stack. */
export function describeStartupError(error: unknown): string {
  const err = error as { message?: string; code?: string; address?: string; port?: number; cause?: unknown };
  const cause = err.cause as { code?: string; message?: string } | undefined;
  const code = err.code ?? cause?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === '28P01' || code === '3D000') {
    return `Cannot start: the database is unreachable (${code}: ${(cause?.message ?? err.message ?? '').split('\n')[0]}); check DATABASE_URL`;
  }
  if (code === 'EADDRINUSE') return `Cannot start: port ${err.port ?? ''} on ${err.address ?? 'this host'} is already in use; set PORT`;
  return `Cannot start: ${(err.message ?? String(error)).split('\n')[0]}`;
}
