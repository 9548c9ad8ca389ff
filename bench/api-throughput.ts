/**
 * Issue 31, reads: each hot route against a plain `node:http` server (its own process) answering
 * the same bytes and headers, both loaded by `wrk` (bench/lib/wrk.ts) at 50 connections in the
 * same run, BENCH_REPEATS times (default 3, order alternating) → min/median/max of the ratio
 * app req/s ÷ node:http req/s. Each route also states the reference's own req/s, p99, the CPU
 * per request of both servers (µs, from /proc/<pid>/stat) and the client's CPU; a run whose
 * client used ≥ 90 % of its cores is client-bound and the route is not judged.
 * On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set; the built server
 * (dist/server: run `npm run build` first when running this step alone).
 *
 *   npm run bench:api    (BENCH_SECONDS=5, BENCH_WARMUP_SECONDS=2, BENCH_REPEATS=3,
 *                         BENCH_ROUTES=substring filter, BENCH_ACCEPT_ENCODING='br, gzip')
 */
import os from 'node:os';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { benchDatabases, startApp } from './lib/app-process.ts';
import { cpuSeconds } from './lib/proc-stat.ts';
import { capture, startReferenceServer } from './lib/reference-server.ts';
import { assertWrkInstalled, runWrk, type WrkRun } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CONNECTIONS = 50;
// As a browser asks; the reference then serves the same compressed bytes.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';

/** Issue 31's goals per kind of read. */
const GOALS = { public: { ratio: 0.6, p99Ms: 5 }, 'signed-in': { ratio: 0.25, p99Ms: 20 } } as const;
type Kind = keyof typeof GOALS;

interface Route {
  kind: Kind;
  path: string;
}

interface Guest {
  cookie: string;
  userId: string;
  email: string;
}

/** Signs in the demo guest (better-auth's email sign-in); returns its cookie header and id. */
async function signIn(url: string): Promise<Guest> {
  const email = 'guest@hotel.test';
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'guest123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: user.id, email };
}

/**
 * Issue 31's hot reads. The issue counts the room and its reviews as public reads, but both routes
 * answer 401 to a visitor (access 'user'), so they run signed in; there is no anonymous room read.
 */
function hotRoutes(roomId: string, guest: Guest): Route[] {
  const checkIn = addDays(todayInHotel(new Date(), process.env.HOTEL_TIME_ZONE ?? 'Asia/Dhaka'), 30);
  return [
    { kind: 'public', path: '/api/all-rooms' },
    { kind: 'public', path: `/api/all-rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2` },
    { kind: 'signed-in', path: `/api/reviews/${roomId}` },
    { kind: 'signed-in', path: `/api/room/${roomId}` },
    { kind: 'signed-in', path: `/api/user/${encodeURIComponent(guest.email)}` },
    { kind: 'signed-in', path: `/api/my-bookings/${guest.userId}` },
    { kind: 'signed-in', path: `/api/my-payments/${guest.userId}` },
    { kind: 'signed-in', path: `/room/${roomId}` },
  ];
}

interface Side extends WrkRun {
  /** Server CPU per completed request, µs. */
  cpuPerRequestUs: number;
}

/** One wrk run against the server `pid` at `url`, with that server's CPU per request. */
async function measure(pid: number, url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Side> {
  const before = cpuSeconds(pid);
  const run = await runWrk({ url, seconds, connections: CONNECTIONS, headers });
  const cpuPerRequestUs = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, run.requests);
  return { ...run, cpuPerRequestUs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One route: warm-up, then REPEATS pairs of runs; returns its report line. */
async function benchRoute(database: string, app: { pid: number; url: string }, route: Route, cookie: string): Promise<string> {
  const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
  if (route.kind === 'signed-in') headers.cookie = cookie;
  const answer = await capture(app.url + route.path, headers);
  const reference = await startReferenceServer(answer);
  const load = os.loadavg()[0];
  try {
    const servers = { app: { pid: app.pid, url: app.url + route.path }, plain: { pid: reference.pid, url: reference.url + route.path } };
    // Warm-up (JIT, caches, connection pools), not counted.
    await measure(servers.app.pid, servers.app.url, headers, WARMUP_SECONDS);
    await measure(servers.plain.pid, servers.plain.url, headers, WARMUP_SECONDS);
    const pairs: Array<{ ours: Side; plain: Side }> = [];
    for (let i = 0; i < REPEATS; i++) {
      // Alternate which side goes first, so a drift in the machine's load does not favour one.
      const first = i % 2 ? 'plain' : 'app';
      const a = await measure(servers[first].pid, servers[first].url, headers);
      const b = await measure(servers[first === 'app' ? 'plain' : 'app'].pid, servers[first === 'app' ? 'plain' : 'app'].url, headers);
      pairs.push(first === 'app' ? { ours: a, plain: b } : { ours: b, plain: a });
    }
    return reportLine(database, route, answer.body.length, answer.headers['content-encoding'], pairs, load);
  } finally {
    await reference.close();
  }
}

function reportLine(
  database: string,
  route: Route,
  bytes: number,
  encoding: string | undefined,
  pairs: Array<{ ours: Side; plain: Side }>,
  load: number,
): string {
  const goal = GOALS[route.kind];
  const ratios = pairs.map((p) => p.ours.perSecond / p.plain.perSecond);
  const ours = (pick: (s: Side) => number) => median(pairs.map((p) => pick(p.ours)));
  const plain = (pick: (s: Side) => number) => median(pairs.map((p) => pick(p.plain)));
  const clientCores = Math.max(...pairs.flatMap((p) => [p.ours.clientCores, p.plain.clientCores]));
  const isClientBound = pairs.some((p) => p.ours.isClientBound || p.plain.isClientBound);
  const errors = pairs.reduce((n, p) => n + p.ours.non2xx + p.ours.socketErrors + p.plain.non2xx + p.plain.socketErrors, 0);
  const p99 = ours((s) => s.p99);
  const meets = median(ratios) >= goal.ratio && p99 < goal.p99Ms;
  const verdict = isClientBound
    ? 'client-bound: figure not judged'
    : errors
      ? `${errors} errors/non-2xx: not judged`
      : meets
        ? 'meets the goal'
        : 'misses the goal';
  const [min, max] = [Math.min(...ratios), Math.max(...ratios)];
  return (
    `${database} ${route.kind} GET ${route.path} (${bytes} B${encoding ? ` ${encoding}` : ''}): ratio ${round(min, 3)} / ${round(median(ratios), 3)} / ${round(max, 3)} (min/median/max of ${pairs.length}; goal ≥ ${goal.ratio})` +
    `; app ${round(ours((s) => s.perSecond))} req/s, p99 ${round(p99, 2)} ms (goal < ${goal.p99Ms} ms)` +
    `; node:http ${round(plain((s) => s.perSecond))} req/s, p99 ${round(
      plain((s) => s.p99),
      2,
    )} ms` +
    `; CPU/request app ${round(ours((s) => s.cpuPerRequestUs))} µs, node:http ${round(plain((s) => s.cpuPerRequestUs))} µs` +
    `; client wrk ≤ ${round(clientCores, 2)} core; load ${round(load, 1)} → ${verdict}`
  );
}

export async function benchApi(): Promise<string[]> {
  assertWrkInstalled();
  const lines: string[] = [];
  const filter = process.env.BENCH_ROUTES;
  for (const database of benchDatabases()) {
    // The compiled server, as `npm start` and the image run it (npm run build first; `npm run bench` does).
    const app = await startApp({ serverUrl: database.serverUrl, server: 'built' });
    try {
      const guest = await signIn(app.url);
      const rooms = (await (await fetch(`${app.url}/api/all-rooms`)).json()) as Array<{ _id: string }>;
      const routes = hotRoutes(rooms[0]._id, guest).filter((r) => !filter || `${r.kind} ${r.path}`.includes(filter));
      for (const route of routes) {
        const line = await benchRoute(database.name, { pid: app.child.pid!, url: app.url }, route, guest.cookie);
        console.error(line); // progress: a full run takes minutes
        lines.push(line);
      }
    } finally {
      await app.stop();
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `# wrk, ${CONNECTIONS} connections, ${SECONDS} s × ${REPEATS} per side, accept-encoding: ${ACCEPT_ENCODING}; uptime: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const line of await benchApi()) console.log(line);
}
