/**
 * Instances starting together on an empty PostgreSQL (issue 24): the shipped compose file starts
 * two at once, and before migrations took an advisory lock one of them died in 2 of 3 tries with
 * `Failed query: CREATE TYPE "public"."booking_status"…`. Here three real server processes
 * (src/server/server.ts) start at the same moment on a fresh scratch database, each migrating and
 * seeding the demo data: every one must come up, print no error line, and the data be seeded once.
 *
 * PostgreSQL only (DATABASE_URL): on the embedded database (PGlite) one process at a time can open
 * a DATA_DIR at all (data-dir-lock.ts, tests/api/data-dir-lock.test.ts), so there is no race to
 * have; this file then reports its one test as skipped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '#tests/helpers/build-test-app.ts';

const serverUrl = process.env.DATABASE_URL;
const INSTANCES = 3;
const RUNNING_LINE = 'Hotel Booking is running at';
// Three seeds drawing pictures at once on 2 shared cores; the picture cache spares most of it.
const START_TIMEOUT_MS = 150_000;

const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  isRunning: boolean;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Starts one server process; resolves once it prints the running line (then stops it) or exits. */
function startInstance(env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outcome: Outcome = { isRunning: false, exitCode: null, stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    outcome.stdout += chunk;
    if (!outcome.isRunning && outcome.stdout.includes(RUNNING_LINE)) {
      outcome.isRunning = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (outcome.stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS - 10_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ...outcome, exitCode: code });
    }),
  );
}

/** Log lines at level error or worse (pino JSON: level ≥ 50), and any line naming a failed query. */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return /error|failed/i.test(line);
      }
    });
}

async function count(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)(`${INSTANCES} instances starting together on an empty PostgreSQL database`, () => {
  it(
    'all come up, with no error line, and the demo data is seeded exactly once',
    async () => {
      const database = await createScratchDatabase(serverUrl!);
      try {
        const pictureCache = mkdtempSync(path.join(os.tmpdir(), 'instances-pictures-'));
        scratchDirs.push(pictureCache);
        const outcomes = await Promise.all(
          Array.from({ length: INSTANCES }, () => {
            const dataDir = mkdtempSync(path.join(os.tmpdir(), 'instances-data-'));
            scratchDirs.push(dataDir);
            return startInstance({
              NODE_ENV: 'development',
              DATABASE_URL: database.url,
              DATA_DIR: dataDir,
              PORT: '0',
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              LOG_FORMAT: 'json',
              JOBS_ENABLED: 'false',
              SEED_DEMO_DATA: 'true',
              SEED_PICTURE_CACHE_DIR: pictureCache,
              BETTER_AUTH_SECRET: 'instances-start-together-secret-0123456789',
            });
          }),
        );
        for (const outcome of outcomes) {
          expect({ errors: [...errorLines(outcome.stdout), ...errorLines(outcome.stderr)], stderr: outcome.stderr }).toEqual({
            errors: [],
            stderr: '',
          });
          expect(outcome.isRunning).toBe(true);
        }
        expect(await count(database.url, 'select count(*) as n from rooms')).toBe(12);
        expect(await count(database.url, `select count(*) as n from "user" where email = 'admin@hotel.test'`)).toBe(1);
        expect(await count(database.url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBeGreaterThan(0);
      } finally {
        await database.drop();
      }
    },
    START_TIMEOUT_MS,
  );
});
