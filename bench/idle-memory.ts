/**
 * Idle memory (issue 25): the server's resident set size (RSS, from /proc/<pid>/status) after it
 * started and answered 1,000 room-list requests (`GET /api/all-rooms`, the "GET /api/rooms"; one at a time), then sat idle
 * for 2 s, on the embedded database (a fresh DATA_DIR) and on PostgreSQL (a scratch database on
 * BENCH_DATABASE_URL or DATABASE_URL, made and dropped here). The built server (dist/server, what
 * `npm start` and the image run) is measured, with the server run from sources through tsx as the
 * same-run reference. Goals: ≤ 200 MB on PostgreSQL, ≤ 300 MB on the embedded database.
 * A figure, not a test. Linux only (reads /proc). Run: npm run bench:idle-memory (after npm run build).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDatabases, startApp } from './lib/app-process.ts';

const REQUESTS = 1_000;
const IDLE_MS = 2_000;
const GOAL_MB: Record<string, number> = { PGlite: 300, PostgreSQL: 200 };

/** A /proc/<pid>/status field in MB (VmRSS, RssAnon, RssFile, ...). */
function statusMb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

/** RSS in MB of one server (`server`) on `database` after the requests and the idle wait. */
async function measure(
  database: { serverUrl?: string },
  server: 'sources' | 'built',
): Promise<{ rss: number; anon: number; file: number }> {
  const app = await startApp({
    serverUrl: database.serverUrl,
    server,
    // As npm start, the image and the systemd unit run it (glibc malloc: few arenas).
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
  });
  try {
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${app.url}/api/all-rooms`);
      if (!res.ok) throw new Error(`GET /api/all-rooms answered ${res.status}`);
      await res.arrayBuffer();
    }
    await sleep(IDLE_MS);
    const pid = app.child.pid!;
    return { rss: statusMb(pid, 'VmRSS'), anon: statusMb(pid, 'RssAnon'), file: statusMb(pid, 'RssFile') };
  } finally {
    await app.stop();
  }
}

export async function benchIdleMemory(): Promise<string[]> {
  const lines: string[] = [];
  const mb = (n: number) => `${Math.round(n)} MB`;
  for (const database of benchDatabases()) {
    const built = await measure(database, 'built');
    const sources = await measure(database, 'sources');
    const goal = GOAL_MB[database.name]!;
    lines.push(
      `idle memory (${database.name}, ${REQUESTS} × GET /api/all-rooms, ${IDLE_MS / 1000} s idle): built server ${mb(built.rss)} RSS ` +
        `(anonymous ${mb(built.anon)}, files ${mb(built.file)}); from sources through tsx ${mb(sources.rss)} → ratio to the ${goal} MB goal ${(built.rss / goal).toFixed(2)} (goal ≤ 1)`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchIdleMemory()) console.log(line);
}
