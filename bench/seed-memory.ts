/**
 * Issue 31 "Memory": the peak resident set (VmHWM, /proc/<pid>/status) of the server while it
 * seeds a FRESH embedded data folder (PGlite, SEED_DEMO_DATA=true) and starts answering; the seed
 * runs before the server listens, so the peak when `GET /api/all-rooms` first answers covers it.
 * The compiled server (dist/server, as `npm start` runs it; `npm run build` first when alone).
 * A second start on the seeded folder is the reference (the same server, no seed). Goal: < 600 MB. A figure, not a test. Linux only. Run: npm run bench:seed-memory
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/app-process.ts';
import { statusMb } from './lib/proc-stat.ts';

const GOAL_MB = 600;

export async function benchSeedMemory(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-seed-'));
  const started = performance.now();
  const load = os.loadavg()[0];
  try {
    // dataDir given (not BENCH_DATA_DIR): always an empty folder, so the seed runs.
    const app = await startApp({ dataDir, server: 'built', env: { DATABASE_URL: '' } });
    let line: string;
    try {
      const pid = app.child.pid!;
      const peak = statusMb(pid, 'VmHWM');
      const seconds = (performance.now() - started) / 1000;
      line =
        `seed memory: fresh embedded data folder seeded and serving in ${seconds.toFixed(1)} s; peak RSS (VmHWM) ${peak.toFixed(0)} MB` +
        ` (goal < ${GOAL_MB} MB: ${peak < GOAL_MB ? 'meets' : 'misses'}); RSS once serving ${statusMb(pid, 'VmRSS').toFixed(0)} MB; load ${load.toFixed(1)}`;
    } finally {
      await app.stop();
    }
    // The same start on the now seeded folder (nothing to seed): what the seed itself adds.
    const again = await startApp({ dataDir, server: 'built', env: { DATABASE_URL: '' } });
    try {
      return [`${line}; a second start on the seeded folder (no seed) peaks at ${statusMb(again.child.pid!, 'VmHWM').toFixed(0)} MB`];
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchSeedMemory()) console.log(line);
}
