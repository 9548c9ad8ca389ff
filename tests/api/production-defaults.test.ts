/**
 * Production defaults (issue #9): NODE_ENV=production refuses the built-in gateway and the demo
 * admin unless DEMO_MODE=true, saying why in one line; /api/docs is off in production unless
 * API_DOCS=true; HOTEL_TIME_ZONE must be an IANA zone; the SPA gets a self-only script CSP;
 * start-up failures print one line, no stack.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { spaContentSecurityPolicy } from '#server/app.ts';
import { assertSafeConfig, describeStartupError, StartupError } from '#server/startup-checks.ts';

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

  it('name the cause of a failed start in one line', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeStartupError(refused)).toMatch(/^Cannot start: the database is unreachable \(ECONNREFUSED[^\n]*DATABASE_URL$/);
    expect(describeStartupError(Object.assign(new Error('listen'), { code: 'EADDRINUSE', port: 3000, address: '0.0.0.0' }))).toBe(
      'Cannot start: port 3000 on 0.0.0.0 is already in use; set PORT',
    );
    expect(describeStartupError(new Error('first\nsecond'))).toBe('Cannot start: first');
  });
});

describe('the server process', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'error', ...env },
      encoding: 'utf8',
      timeout: 60_000,
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

describe('the SPA', () => {
  it('has a CSP with self-only scripts and no inline script', () => {
    const csp = spaContentSecurityPolicy(configOf({ DATA_DIR: 'memory://' }));
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });
});
