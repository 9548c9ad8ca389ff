/**
 * One writer per embedded data directory (issue #8), with real processes: `node --import tsx
 * src/server/server.ts` twice on one DATA_DIR, `npm run make-admin` beside a running server,
 * and a restart after `kill -9`. On PostgreSQL (DATABASE_URL set) nothing is locked: two
 * servers share one database and make-admin's change is real.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { user } from '#server/db/schema.ts';
import { createScratchDatabase, getFreePort } from '#tests/helpers/build-test-app.ts';
import { fillDataDir } from '#tests/helpers/test-database.ts';

const SERVER = path.resolve('src/server/server.ts');
const MAKE_ADMIN = path.resolve('src/server/cli/make-admin.ts');
/** Two cores shared by many processes: starting tsx + PGlite can take a while. */
const START_TIMEOUT_MS = 240_000;

interface Proc {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const running: Proc[] = [];
const tempDirs: string[] = [];
const scratchDrops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const proc of running.splice(0)) {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
    await proc.exited;
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const drop of scratchDrops.splice(0)) await drop();
});

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc = { child, output: () => out + err, stderr: () => err, exited };
  running.push(proc);
  return proc;
}

/** The server's environment: its own port, no seed, no timer, quiet logs. */
function serverEnv(dataDir: string, port: number, databaseUrl = ''): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
}

/** Starts the server and resolves once it listens; rejects with its output if it exits first. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Proc> {
  const proc = run(SERVER, [], env);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!proc.output().includes('Hotel Booking is running at')) {
    if (proc.child.exitCode !== null) throw new Error(`server exited with ${proc.child.exitCode}:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return proc;
}

async function stopServer(proc: Proc): Promise<void> {
  proc.child.kill('SIGTERM');
  expect(await proc.exited).toBe(0);
}

async function makeAdmin(env: NodeJS.ProcessEnv, email: string): Promise<{ code: number | null; output: string }> {
  const proc = run(MAKE_ADMIN, ['--', email], env);
  const code = await proc.exited;
  return { code, output: proc.output() };
}

/** Signs an account up over HTTP, as the SPA does. */
async function signUp(baseUrl: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Nadia Islam', email, password: 'secret123' }),
  });
  expect(response.status).toBe(200);
}

async function roleIn(options: { databaseUrl?: string; dataDir: string }, email: string) {
  const handle = await openDatabase(options);
  try {
    return (await handle.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
  } finally {
    await handle.close();
  }
}

/** A data directory of the test's own, holding the run's migrated database (what it locks is the point, not its first start). */
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  tempDirs.push(dir);
  fillDataDir(dir);
  return dir;
}

describe.skipIf(process.env.DATABASE_URL)('embedded database (PGlite): one process per DATA_DIR', () => {
  it('refuses a second server on the same data directory with one line naming the holder', { timeout: 600_000 }, async () => {
    const dataDir = tempDataDir();
    const [portA, portB] = [await getFreePort(), await getFreePort()];
    const first = await startServer(serverEnv(dataDir, portA));

    const second = run(SERVER, [], serverEnv(dataDir, portB));
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The data directory ${path.resolve(dataDir)} is in use by process ${first.child.pid} \\(server, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)`,
      ),
    );
    await expect(fetch(`http://127.0.0.1:${portB}/api/all-rooms`)).rejects.toThrow();

    // The first server is unharmed and still answers.
    expect((await fetch(`http://127.0.0.1:${portA}/api/all-rooms`)).status).toBe(200);
    await stopServer(first);
  });

  it(
    'make-admin beside a running server refuses (exit 1), changes nothing, and works once the server stops',
    { timeout: 600_000 },
    async () => {
      const dataDir = tempDataDir();
      const port = await getFreePort();
      const server = await startServer(serverEnv(dataDir, port));
      await signUp(`http://127.0.0.1:${port}`, 'owner@example.com');

      const refused = await makeAdmin({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'owner@example.com');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `Nothing was changed: the embedded database in ${path.resolve(dataDir)} is in use by process ${server.child.pid} (server`,
      );
      expect(refused.output).not.toContain('is now an admin');

      await stopServer(server);
      expect(await roleIn({ dataDir }, 'owner@example.com')).toBe('guest');

      // A clean shutdown releases the directory: now the promotion goes through and is kept.
      const promoted = await makeAdmin({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'owner@example.com');
      expect(promoted).toEqual({ code: 0, output: expect.stringContaining('Nadia Islam <owner@example.com> is now an admin.') });
      expect(await roleIn({ dataDir }, 'owner@example.com')).toBe('admin');
    },
  );

  it('a server killed with SIGKILL leaves no lock that blocks the next start', { timeout: 600_000 }, async () => {
    const dataDir = tempDataDir();
    const crashed = await startServer(serverEnv(dataDir, await getFreePort()));
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const next = await startServer(serverEnv(dataDir, await getFreePort()));
    expect(next.output()).not.toContain('is in use by');
    await stopServer(next);
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL server mode: no data-directory lock', () => {
  it('runs two servers on one database and promotes through make-admin while they run', { timeout: 600_000 }, async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    scratchDrops.push(scratch.drop);
    // Both share one DATA_DIR too (uploads, auth secret): only PGlite's own files are locked.
    const dataDir = tempDataDir();
    const [portA, portB] = [await getFreePort(), await getFreePort()];
    const first = await startServer(serverEnv(dataDir, portA, scratch.url));
    const second = await startServer(serverEnv(dataDir, portB, scratch.url));
    await signUp(`http://127.0.0.1:${portA}`, 'owner@example.com');

    const promoted = await makeAdmin({ DATA_DIR: dataDir, DATABASE_URL: scratch.url }, 'owner@example.com');
    expect(promoted).toEqual({ code: 0, output: expect.stringContaining('Nadia Islam <owner@example.com> is now an admin.') });
    await stopServer(first);
    await stopServer(second);
    expect(await roleIn({ databaseUrl: scratch.url, dataDir }, 'owner@example.com')).toBe('admin');
  });
});
