/**
 * Starts the real server (src/server/server.ts) as a child process for a benchmark: its own
 * port, a fresh data directory (PGlite) or a scratch database on `databaseUrl`, demo data
 * seeded, jobs off. Resolves once `GET /api/all-rooms` answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, getFreePort } from '#tests/helpers/build-test-app.ts';

export interface RunningApp {
  url: string;
  child: ChildProcess;
  databaseUrl?: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** PostgreSQL server URL: a scratch database is created on it and dropped on stop. */
  serverUrl?: string;
  /** Use this database as is (e.g. a second instance on the same scratch database). */
  databaseUrl?: string;
  /** Use this data directory as is (kept on stop). */
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * What runs: `sources` (default) the TypeScript through tsx, as `npm run dev` does; `built` the
   * compiled server in dist/server, as `npm start` and the image do (issue 25; `npm run build` first).
   */
  server?: 'sources' | 'built';
}

/** Node's arguments for the server in `kind` (see StartOptions.server); `built` as package.json's start script has them. */
function serverCommand(kind: 'sources' | 'built' = 'sources'): string[] {
  return kind === 'built'
    ? ['--max-semi-space-size=8', '--liftoff-only', 'dist/server/server.js']
    : ['--import', 'tsx', 'src/server/server.ts'];
}

/**
 * The environment `npm start` (and the image, the systemd unit) gives the built server: glibc
 * malloc with few arenas and big blocks given back (docs/performance.md#upload-memory). Without it
 * the seed's picture rendering in libvips threads kept ~250 MB more resident (issue 31).
 */
const BUILT_SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Polls `url` until it answers `status` (default 200) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs = 600_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Drops empty variables (an empty DATABASE_URL means "use PGlite"). */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

/** Starts the server; see the file comment. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const scratch = options.serverUrl && !options.databaseUrl ? await createScratchDatabase(options.serverUrl) : null;
  const databaseUrl = options.databaseUrl ?? scratch?.url;
  // BENCH_DATA_DIR: reuse one seeded PGlite directory across runs (seeding is slow on a busy machine).
  const reuseDir = options.dataDir ?? (databaseUrl ? undefined : process.env.BENCH_DATA_DIR);
  const ownDir = reuseDir ? null : mkdtempSync(path.join(tmpdir(), 'hotel-bench-'));
  const dataDir = reuseDir ?? ownDir!;
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (Node refuses --cpu-prof in NODE_OPTIONS). The profile is written when the server exits on stop().
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...serverCommand(options.server)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: withoutEmpty({
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      ...(options.server === 'built' ? BUILT_SERVER_ENV : {}),
      ...options.env,
    }),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  try {
    const crashed = exited.then(() => {
      throw new Error(`the server exited with code ${child.exitCode}`);
    });
    await Promise.race([waitForHttp(`${url}/api/all-rooms`), crashed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, databaseUrl, stop };
}

/** Signs in the demo guest and returns its Cookie header. */
export async function signInGuest(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'guest@hotel.test', password: 'guest123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The databases a bench runs on: PGlite always, PostgreSQL when BENCH_DATABASE_URL/DATABASE_URL is set. */
export function benchDatabases(): Array<{ name: string; serverUrl?: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  return [{ name: 'PGlite' }, ...(serverUrl ? [{ name: 'PostgreSQL', serverUrl }] : [])];
}
