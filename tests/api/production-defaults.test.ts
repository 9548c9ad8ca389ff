/**
 * Production defaults (issue #9): NODE_ENV=production refuses the built-in gateway and the demo
 * admin unless DEMO_MODE=true, saying why in one line; /api/docs is off in production unless
 * API_DOCS=true; HOTEL_TIME_ZONE must be an IANA zone; the SPA gets a self-only script CSP;
 * start-up failures print one line, no stack. Issue 24: BETTER_AUTH_SECRET has 32+ characters,
 * production refuses the example files' CHANGE-ME values, and an unusable DATA_DIR stops the
 * start at once with one line.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { spaContentSecurityPolicy } from '#server/app.ts';
import { assertNoPlaceholders, assertSafeConfig, describeStartupError, StartupError } from '#server/startup-checks.ts';

const prodEnv = { NODE_ENV: 'production', DATA_DIR: 'memory://', BETTER_AUTH_SECRET: 'x'.repeat(32) };
const configOf = (env: Record<string, string>) => buildConfig(readEnv(env));

describe('production start-up checks', () => {
  it('refuse the built-in gateway and the demo seed, each with one line saying why', () => {
    expect(() => assertSafeConfig(configOf(prodEnv))).toThrow(StartupError);
    expect(() => assertSafeConfig(configOf(prodEnv))).toThrow(/^NODE_ENV=production with the built-in payment gateway[^\n]*DEMO_MODE=true/);
    const real = { ...prodEnv, SSLCOMMERZ_MODE: 'live', SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
    expect(() => assertSafeConfig(configOf(real))).toThrow(/SEED_DEMO_DATA=true would create the demo admin admin@hotel\.test/);
    expect(() => assertSafeConfig(configOf({ ...real, SEED_DEMO_DATA: 'false' }))).not.toThrow();
    expect(() => assertSafeConfig(configOf({ ...prodEnv, DEMO_MODE: 'true' }))).not.toThrow();
    expect(() => assertSafeConfig(configOf({ DATA_DIR: 'memory://' }))).not.toThrow();
  });

  it('turn /api/docs off in production unless API_DOCS=true', () => {
    expect(configOf(prodEnv).hasApiDocs).toBe(false);
    expect(configOf({ ...prodEnv, API_DOCS: 'true' }).hasApiDocs).toBe(true);
    expect(configOf({ DATA_DIR: 'memory://' }).hasApiDocs).toBe(true);
  });

  it('accept only IANA time zones', () => {
    expect(() => readEnv({ HOTEL_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'Invalid environment: HOTEL_TIME_ZONE must be an IANA time zone, e.g. Asia/Dhaka',
    );
    expect(() => readEnv({ HOTEL_TIME_ZONE: 'nonsense' })).toThrow(/HOTEL_TIME_ZONE/);
    expect(readEnv({ HOTEL_TIME_ZONE: 'Europe/London' }).HOTEL_TIME_ZONE).toBe('Europe/London');
  });

  it('want a BETTER_AUTH_SECRET of at least 32 characters', () => {
    expect(() => readEnv({ BETTER_AUTH_SECRET: 'x'.repeat(31) })).toThrow(
      'Invalid environment: BETTER_AUTH_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)',
    );
    expect(readEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32) }).BETTER_AUTH_SECRET).toBe('x'.repeat(32));
  });

  it('refuse any CHANGE-ME placeholder in production, naming the variables but not their values, DEMO_MODE or not', () => {
    const placeholders = {
      ...prodEnv,
      BETTER_AUTH_SECRET: 'CHANGE-ME-to-64-random-hex-characters',
      SSLCOMMERZ_STORE_PASSWORD: 'CHANGE-ME',
      SMTP_URL: 'smtps://user:CHANGE-ME@smtp.example.com',
    };
    const line =
      /^NODE_ENV=production with the example's CHANGE-ME placeholder in BETTER_AUTH_SECRET, SSLCOMMERZ_STORE_PASSWORD, SMTP_URL: set real values/;
    expect(() => assertNoPlaceholders(readEnv(placeholders))).toThrow(line);
    expect(() => assertNoPlaceholders(readEnv({ ...placeholders, DEMO_MODE: 'true' }))).toThrow(line);
    // .env.example spells it in lower case.
    expect(() => assertNoPlaceholders(readEnv({ ...prodEnv, BETTER_AUTH_SECRET: 'change-me-to-64-random-hex-characters' }))).toThrow(
      StartupError,
    );
    expect(() => assertNoPlaceholders(readEnv(prodEnv))).not.toThrow();
    expect(() => assertNoPlaceholders(readEnv({ ...placeholders, NODE_ENV: 'development' }))).not.toThrow();
  });

  it('name the cause of a failed start in one line', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeStartupError(refused)).toMatch(/^Cannot start: the database is unreachable \(ECONNREFUSED[^\n]*DATABASE_URL$/);
    expect(describeStartupError(Object.assign(new Error('listen'), { code: 'EADDRINUSE', port: 3000, address: '0.0.0.0' }))).toBe(
      'Cannot start: port 3000 on 0.0.0.0 is already in use; set PORT',
    );
    expect(describeStartupError(new Error('first\nsecond'))).toBe('Cannot start: first');
  });
});

/** deploy/hotel-booking.env.example as the compose file hands it to every instance. */
function shippedProductionEnv(): Record<string, string> {
  const lines = readFileSync('deploy/hotel-booking.env.example', 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]),
  );
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'production-defaults-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const aFile = path.join(scratch, 'a-file');
writeFileSync(aFile, '');
// Root writes anywhere, so as root the unwritable folder is tried by the nobody user (uid 65534).
const isRoot = process.getuid?.() === 0;
const readOnlyDir = path.join(scratch, 'read-only');
mkdirSync(readOnlyDir, { mode: 0o555 });
chmodSync(readOnlyDir, 0o555);
chmodSync(scratch, 0o755);
// Settings that need nothing in DATA_DIR before the database opens (no generated secrets).
const noGeneratedSecrets = {
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  SSLCOMMERZ_MODE: 'sandbox',
  SSLCOMMERZ_STORE_ID: 'store',
  SSLCOMMERZ_STORE_PASSWORD: 'password',
};

describe('the server process', () => {
  const start = (env: Record<string, string>, options: { uid?: number; gid?: number } = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'error', ...env },
      encoding: 'utf8',
      timeout: 60_000,
      ...options,
    });

  it.each([
    [
      'a bad time zone',
      { HOTEL_TIME_ZONE: 'Mars/Olympus_Mons' },
      /^Cannot start: Invalid environment: HOTEL_TIME_ZONE must be an IANA time zone/,
    ],
    [
      'production with the built-in gateway',
      { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) },
      /^Cannot start: NODE_ENV=production with the built-in payment gateway/,
    ],
    [
      'an unreachable database',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      /^Cannot start: the database is unreachable \(ECONNREFUSED/,
    ],
    [
      'the shipped production example, CHANGE-ME values and all',
      shippedProductionEnv(),
      /^Cannot start: NODE_ENV=production with the example's CHANGE-ME placeholder in DATABASE_URL, DATABASE_MIGRATION_URL, BETTER_AUTH_SECRET, SSLCOMMERZ_STORE_ID, /,
    ],
    [
      'a too short BETTER_AUTH_SECRET',
      { BETTER_AUTH_SECRET: 'sixteen-chars-ok' },
      /^Cannot start: Invalid environment: BETTER_AUTH_SECRET must be at least 32/,
    ],
    [
      'a DATA_DIR under a file',
      { ...noGeneratedSecrets, DATA_DIR: path.join(aFile, 'data') },
      /^Cannot start: DATA_DIR \S+a-file\/data is not a folder this process can write \(ENOTDIR\): create it for this user, or set DATA_DIR to one$/,
    ],
  ])(
    'stops on %s with exit code 1 and one line, no stack',
    (_label, env, line) => {
      const result = start(env);
      expect(result.status).toBe(1);
      const out = result.stderr.trim();
      expect(out).toMatch(line);
      expect(out.split('\n')).toHaveLength(1);
      expect(out).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});

describe('the server process on a DATA_DIR it cannot write', () => {
  it('stops at once with exit code 1 and one line', () => {
    const startedAt = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'error', ...noGeneratedSecrets, DATA_DIR: readOnlyDir },
      encoding: 'utf8',
      timeout: 60_000,
      ...(isRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    const elapsedMs = Date.now() - startedAt;
    expect(result.stderr.trim()).toMatch(
      /^Cannot start: DATA_DIR \S+read-only\S* is not a folder this process can write \(EACCES\)[^\n]*$/,
    );
    expect(result.status).toBe(1);
    // Before, the data-directory lock retried 40 times (about 10 s of waiting) before it said anything.
    expect(elapsedMs).toBeLessThan(30_000);
  }, 60_000);
});

describe('the SPA', () => {
  it('has a CSP with self-only scripts and no inline script', () => {
    const csp = spaContentSecurityPolicy(configOf({ DATA_DIR: 'memory://' }));
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });
});
