/**
 * Write path of issue 11 ("The write path holds under load"), on PostgreSQL only: two real app
 * instances (bench/lib/app-process.ts) on ONE scratch database, then
 *
 * 1. throughput: `--holds` booking holds (POST /api/add-bookings: a held booking, its pending
 *    payment and a session on the built-in sandbox gateway) on distinct rooms and dates, split
 *    over both instances, `--concurrency` in flight, against a plain node:http server answering
 *    a small JSON body to the same number of POSTs at the same concurrency, with the same client;
 * 2. conflicts: `--conflicts` attempts fired at once, over both instances and many guests, to
 *    hold ONE room for pairwise-overlapping stays of one week; then the database is asked how
 *    many pairs of keeping bookings (held or paid, cancellation not approved) of any room overlap
 *    under the hotel's rule (edge days overlap unless HOTEL_SAME_DAY_TURNOVER=true).
 *
 * Goals: ≥ 300 holds/s; 0 double bookings. Each run states the client's (this process's) CPU:
 * at ≥ 90 % of a core the client, not the app, was the limit (issue 31). The scratch database is dropped and both apps stop
 * at the end, also on error. Not part of the test run (docs/architecture.md#tests).
 *
 *   npm run bench:write-path -- [--holds=1500] [--conflicts=1000] [--concurrency=32] [--guests=64] [--rooms=64]
 *
 * PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { startApp, type RunningApp } from './lib/app-process.ts';
import { cpuSeconds } from './lib/proc-stat.ts';
import { startReferenceServer } from './lib/reference-server.ts';
import { CLIENT_BOUND_SHARE, runWrk } from './lib/wrk.ts';

export interface WritePathOptions {
  serverUrl: string;
  holds?: number;
  conflicts?: number;
  concurrency?: number;
  guests?: number;
  rooms?: number;
}

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const GOAL_HOLDS_PER_SECOND = 300;

export interface Answer {
  status: number;
  /** The error code of a non-2xx JSON answer (e.g. DATES_UNAVAILABLE), else ''. */
  code: string;
  ms: number;
}

export interface Target {
  url: string;
  agent: Agent;
}

/** One POST of `body` over a keep-alive agent; resolves with the status, error code and latency. */
export function post(target: Target, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${target.url}${path}`,
      {
        method: 'POST',
        agent: target.agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, origin: target.url, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const status = res.statusCode ?? 0;
          let code = '';
          if (status >= 300) {
            try {
              const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { code?: unknown };
              code = typeof parsed.code === 'string' ? parsed.code : '';
            } catch {
              /* not JSON */
            }
          }
          resolve({ status, code, ms });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Runs `task(0..count-1)` with `concurrency` in flight; returns the answers in order, the wall time
 * and the cores this process (the client) used meanwhile (issue 31: a client-bound run is refused).
 */
export async function runPool(count: number, concurrency: number, task: (i: number) => Promise<Answer>) {
  const answers: Answer[] = new Array<Answer>(count);
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      answers[i] = await task(i).catch((error: unknown) => ({ status: 0, code: (error as Error).message, ms: 0 }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { answers, seconds, clientCores: (cpu.user + cpu.system) / 1e6 / seconds };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `200: 1490, 409 DATES_UNAVAILABLE: 10` */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.code ? `${a.status} ${a.code}` : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
}

export function figures(run: { answers: Answer[]; seconds: number; clientCores?: number }) {
  const ok = run.answers.filter((a) => a.status === 200);
  const sorted = run.answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    perSecond: ok.length / run.seconds,
    clientCores: run.clientCores ?? 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses: statusCounts(run.answers),
  };
}

/** A node:http server in this process answering every POST (body read) with a small JSON body, like add-bookings' reply (bench/lib/inventory-race.ts's reference). */
export async function startReference() {
  const body = Buffer.from(JSON.stringify({ url: 'http://127.0.0.1/sandbox-gateway/pay/0123456789ABCDEF', tranId: 'HB0123456789AB' }));
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs up `count` guests over HTTP, alternating instances; each from its own X-Forwarded-For address (sign-ups are limited per IP). */
export async function signUpGuests(targets: Target[], count: number): Promise<string[]> {
  const run = randomBytes(3).toString('hex');
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const target = targets[i % targets.length];
      const res = await fetch(`${target.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: target.url, 'x-forwarded-for': `10.99.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ name: `Bench Guest ${i}`, email: `bench-${run}-${i}@example.com`, password: 'secret-bench-123' }),
      });
      if (!res.ok) throw new Error(`sign-up ${i} failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      cookies[i] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/**
 * Adds `count` live rooms (copies of a seeded one, price 2,500 BDT) straight into the database,
 * each a type with one physical room numbered `B1`, `B2`, … (issue 27); returns the type ids.
 */
async function addRooms(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `with added as (
       insert into rooms (title, host_id, price_poisha, capacity, description, category, image, gallery, facilities)
       select 'Bench room ' || g, r.host_id, 250000, r.capacity, r.description, r.category, r.image, r.gallery, r.facilities
       from (select * from rooms where archived_at is null order by created_at limit 1) r, generate_series(1, $1::int) g
       returning id, title),
     numbered as (insert into physical_rooms (room_id, number) select id, 'B' || substr(title, 12) from added returning room_id)
     select room_id as id from numbered`,
    [count],
  );
  if (rows.length !== count) throw new Error('no seeded room to copy');
  return rows.map((r) => r.id);
}

/**
 * Pairs of keeping bookings (held or paid, cancellation not approved) of one physical room whose
 * stays overlap under `bounds` (issue 27: the guarantee is per physical room).
 */
export async function countDoubleBookings(client: pg.Client, bounds: '[]' | '[)') {
  const keeping = (t: string) => `${t}.status in ('held', 'paid') and ${t}.c_status is distinct from 'approved'`;
  const { rows } = await client.query<{ pairs: number; rooms: number }>(
    `select count(*)::int as pairs, count(distinct a.physical_room_id)::int as rooms
     from bookings a join bookings b on a.physical_room_id = b.physical_room_id and a.id < b.id
       and daterange(a.start_date, a.end_date, '${bounds}') && daterange(b.start_date, b.end_date, '${bounds}')
     where ${keeping('a')} and ${keeping('b')}`,
  );
  return rows[0];
}

/** `0.12 core` or `0.95 core: client-bound, figure not judged` (`threads`: the cores the client can use). */
function clientVerdict(cores: number, threads: number): string {
  return `${cores.toFixed(2)} core` + (cores / threads >= CLIENT_BOUND_SHARE ? ': client-bound, figure not judged' : '');
}

/**
 * The holds' reference: node:http in its own process answering add-bookings' small reply to POSTs
 * of `body`, loaded by wrk with `connections` in flight (issue 31: a Node client in this process
 * could not outrun it; 0.8 of a core on 2026-11-27).
 */
async function measureReference(body: unknown, connections: number) {
  const reply = { url: 'http://127.0.0.1/sandbox-gateway/pay/0123456789ABCDEF', tranId: 'HB0123456789AB' };
  const reference = await startReferenceServer({
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(reply)),
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-wrk-'));
  const script = path.join(dir, 'post.lua');
  writeFileSync(script, `wrk.method = "POST"\nwrk.body = [[${JSON.stringify(body)}]]\nwrk.headers["Content-Type"] = "application/json"\n`);
  try {
    const options = { url: `${reference.url}/`, connections, script };
    await runWrk({ ...options, seconds: 2 }); // warm-up, not counted
    const run = await runWrk({ ...options, seconds: 5 });
    return { ...run, threads: Number(process.env.BENCH_WRK_THREADS ?? 1) };
  } finally {
    await reference.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchWritePath(options: WritePathOptions): Promise<string[]> {
  const holds = options.holds ?? 1500;
  const conflicts = options.conflicts ?? 1000;
  const concurrency = options.concurrency ?? 32;
  const guestCount = options.guests ?? 64;
  const roomCount = options.rooms ?? 64;
  const warmUp = Math.min(200, Math.ceil(holds / 5));
  const bounds = process.env.HOTEL_SAME_DAY_TURNOVER === 'true' ? '[)' : '[]';
  const lines: string[] = [];
  // One secret for both instances: a session cookie made by one is accepted by the other.
  // TRUST_PROXY: sign-ups are limited per client IP, so each guest signs up from its own X-Forwarded-For.
  const env = { BETTER_AUTH_SECRET: randomBytes(24).toString('hex'), TRUST_PROXY: '127.0.0.1' };
  const apps: RunningApp[] = [];
  const agents: Agent[] = [];
  let client: pg.Client | undefined;
  try {
    const first = await startApp({ serverUrl: options.serverUrl, env });
    apps.push(first);
    apps.push(await startApp({ databaseUrl: first.databaseUrl, env }));
    client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();

    const target = (url: string, maxSockets: number): Target => {
      const agent = new Agent({ keepAlive: true, maxSockets });
      agents.push(agent);
      return { url, agent };
    };
    const instances = apps.map((app) => target(app.url, concurrency));
    const cookies = await signUpGuests(instances, guestCount);
    const rooms = await addRooms(client, roomCount + 1);
    const conflictRoom = rooms.pop()!;
    const today = todayInHotel(new Date(), process.env.HOTEL_TIME_ZONE ?? 'Asia/Dhaka');

    // Hold i: room i mod R, one night on the (i div R)-th free slot; slots are two days apart so no stays of a room touch.
    const hold = (i: number) => {
      const start = addDays(today, 7 + 2 * Math.floor(i / rooms.length));
      return post(
        instances[i % instances.length],
        '/api/add-bookings',
        { roomId: rooms[i % rooms.length], startDate: start, endDate: addDays(start, 1) },
        { cookie: cookies[i % cookies.length] },
      );
    };
    await runPool(warmUp, concurrency, hold); // JIT, pools and caches; not counted
    // Issue 31: the instances' own CPU per hold (utime + stime of both processes over the run), a figure load barely moves.
    const appCpu = () => apps.reduce((sum, app) => sum + cpuSeconds(app.child.pid!), 0);
    const cpuBefore = appCpu();
    const ours = figures(await runPool(holds, concurrency, (i) => hold(warmUp + i)));
    const cpuPerHoldMs = ((appCpu() - cpuBefore) * 1000) / holds;
    const plain = await measureReference({ roomId: rooms[0], startDate: today, endDate: today }, concurrency);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    lines.push(
      `PostgreSQL, 2 instances: ${holds} holds (POST /api/add-bookings, distinct rooms and dates, ${concurrency} in flight)` +
        ` ${ours.perSecond.toFixed(0)} holds/s (goal ≥ ${GOAL_HOLDS_PER_SECOND}) vs node:http ${plain.perSecond.toFixed(0)} req/s` +
        ` → ratio ${(ours.perSecond / plain.perSecond).toFixed(3)}; p50 ${ms(ours.p50)}, p95 ${ms(ours.p95)}, p99 ${ms(ours.p99)}` +
        ` (node:http p50 ${ms(plain.p50)}, p99 ${ms(plain.p99)}); statuses ${ours.statuses};` +
        ` app CPU per hold ${cpuPerHoldMs.toFixed(2)} ms (both instances); load ${os.loadavg()[0].toFixed(1)}`,
      // Issue 31: neither client may be the ceiling of its run.
      `client CPU: ${clientVerdict(ours.clientCores, 1)} during the holds (this Node process);` +
        ` ${clientVerdict(plain.clientCores, plain.threads)} during node:http (wrk, ${plain.threads} thread(s), node:http in its own process)`,
    );

    // Conflicts: every stay covers days W+2 and W+3, so any two overlap; all fired at once.
    const week = addDays(today, 7 + 2 * Math.ceil((warmUp + holds) / rooms.length) + 14);
    const conflictTargets = apps.map((app) => target(app.url, conflicts));
    const attempt = (i: number) => {
      const startDate = addDays(week, i % 3);
      return post(
        conflictTargets[i % conflictTargets.length],
        '/api/add-bookings',
        { roomId: conflictRoom, startDate, endDate: addDays(week, 3 + ((i >> 2) % 4)) },
        { cookie: cookies[i % cookies.length] },
      );
    };
    const started = performance.now();
    const attempts = await runPool(conflicts, conflicts, attempt);
    const conflictSeconds = (performance.now() - started) / 1000;
    const winners = new Set(attempts.answers.flatMap((a, i) => (a.status === 200 ? [i % cookies.length] : [])));
    const double = await countDoubleBookings(client, bounds);
    const { rows: kept } = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from bookings where room_id = $1 group by status order by status`,
      [conflictRoom],
    );
    lines.push(
      `PostgreSQL, 2 instances: ${conflicts} concurrent attempts on one room, pairwise-overlapping stays, ${guestCount} guests` +
        ` (${conflictSeconds.toFixed(1)} s): ${statusCounts(attempts.answers)}; 200s by ${winners.size} guest(s)` +
        ` (a guest's new hold replaces its own overlapping hold); the room's bookings: ${kept.map((r) => `${r.status} ${r.n}`).join(', ')}`,
      `double bookings: ${double.pairs}` +
        (double.pairs ? ` (overlapping pairs in ${double.rooms} room(s), rule ${bounds})!` : ` (rule ${bounds}, every room of the run)`),
    );
    return lines;
  } finally {
    for (const agent of agents) agent.destroy();
    await client?.end().catch(() => {});
    // The second instance first: stopping the first drops the scratch database.
    for (const app of apps.reverse()) await app.stop().catch((error: unknown) => console.error(error));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Map(
    process.argv.slice(2).map((a): [string, string] => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? ''];
    }),
  );
  const number = (name: string) => (args.has(name) ? Number(args.get(name)) : undefined);
  const lines = await benchWritePath({
    serverUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_SERVER_URL,
    holds: number('holds'),
    conflicts: number('conflicts'),
    concurrency: number('concurrency'),
    guests: number('guests'),
    rooms: number('rooms'),
  });
  for (const line of lines) console.log(line);
}
