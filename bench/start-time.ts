/**
 * Figure 6 of issue 11: how long a second `npm start` (the README's command, nothing changed
 * since the first) takes until it answers `/`. Both starts use one fresh data directory and
 * their own WEB_DIST, so the first start builds and seeds. The reference is the goal, 3 s.
 * Run: npm run bench:start
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getFreePort } from '#tests/helpers/build-test-app.ts';
import { waitForHttp } from './lib/app-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs `npm start` until `/` answers; returns the seconds it took, then stops it. */
async function timeStart(dataDir: string, webDist: string): Promise<number> {
  const port = await getFreePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true, // its own process group: npm → node → server all stop together
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      DATABASE_URL: '',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 300_000, 25);
    return (performance.now() - started) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function benchStart(): Promise<string[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'hotel-bench-start-'));
  try {
    const dataDir = path.join(scratch, 'data');
    const webDist = path.join(scratch, 'web');
    const first = await timeStart(dataDir, webDist);
    const second = await timeStart(dataDir, webDist);
    return [
      `npm start: first ${first.toFixed(1)} s (build + seed), second ${second.toFixed(1)} s → ratio to the 3 s goal ${(second / 3).toFixed(2)} (goal ≤ 1)`,
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchStart()) console.log(line);
}
