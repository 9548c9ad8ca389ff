/**
 * The write side of bench/inventory-scale.ts (issue 27 "Scale"), on a copy of the seeded hotel
 * (CREATE DATABASE … TEMPLATE, dropped at the end) with two real app instances
 * (bench/lib/app-process.ts), with bench/write-path.ts's client rules (keep-alive agents, warm-up,
 * 32 in flight, a node:http reference):
 *
 * 1. holds/s: one-night holds on free physical rooms of the seeded year ahead (every other day,
 *    so no two touch), spread over the 20 types and both instances; goal ≥ 300 holds/s;
 * 2. the race: a type is left with `free` free rooms for a 2-night stay (the other free ones are
 *    blocked), then `attempts` guests, each once, try to hold that stay at once over both
 *    instances. Asserts exactly `free` answers 200, `free` live holds in distinct physical rooms
 *    that were free, and 0 double bookings in the whole database.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { startApp, type RunningApp } from './app-process.ts';
import {
  countDoubleBookings,
  figures,
  GOAL_HOLDS_PER_SECOND,
  post,
  runPool,
  startReference,
  statusCounts,
  type Target,
} from '../write-path.ts';

export interface RaceOptions {
  serverUrl: string;
  /** The seeded database (its name is the template). */
  seededUrl: string;
  holds: number;
  attempts: number;
  free: number;
}

const CONCURRENCY = 32;
const HOLD_GUESTS = 64;

/** SQL: physical room `p` has no live stay and no block touching [first, last] (the default rule: edge days overlap). */
const isFreeSql = (first: string, last: string) => `p.retired_at is null
  and not exists (select 1 from bookings b where b.physical_room_id = p.id and b.status in ('held', 'paid')
    and b.c_status is distinct from 'approved' and (b.status = 'paid' or b.hold_expires_at > now())
    and b.start_date <= ${last} and b.end_date >= ${first})
  and not exists (select 1 from room_blocks k where k.physical_room_id = p.id and k.start_date <= ${last} and k.end_date >= ${first})`;

/** [roomId, day] of every free physical room for one night on every other day 30–328 days ahead, interleaved over types. */
async function findHoldSlots(client: pg.Client): Promise<Array<{ roomId: string; day: string }>> {
  const { rows } = await client.query<{ room_id: string; day: string }>(
    `select room_id, to_char(d, 'YYYY-MM-DD') as day from (
       select p.room_id, d, row_number() over (partition by p.room_id, d order by p.number) as rank
       from physical_rooms p, (select current_date + 30 + 2 * j as d from generate_series(0, 149) j) days
       where ${isFreeSql('d', 'd + 1')}) s
     order by d, rank, room_id`,
  );
  return rows.map((r) => ({ roomId: r.room_id, day: r.day }));
}

interface RaceStay {
  roomId: string;
  startDate: string;
  endDate: string;
  freeRoomIds: string[];
}

/** The largest type's 2-night stay ≥ 340 days ahead with ≥ `free` free rooms; blocks all but the `free` lowest-numbered. */
async function prepareRaceStay(client: pg.Client, free: number): Promise<RaceStay> {
  for (let ahead = 340; ahead < 700; ahead += 3) {
    const { rows } = await client.query<{ id: string; room_id: string; first: string; last: string }>(
      `select p.id, p.room_id, to_char(current_date + $1::int, 'YYYY-MM-DD') as first, to_char(current_date + $1::int + 2, 'YYYY-MM-DD') as last
       from physical_rooms p where p.room_id = (select room_id from physical_rooms group by room_id order by count(*) desc, room_id limit 1)
         and ${isFreeSql('current_date + $1::int', 'current_date + $1::int + 2')}
       order by length(p.number), p.number`,
      [ahead],
    );
    if (rows.length < free) continue;
    const extra = rows.slice(free).map((r) => r.id);
    await client.query(
      `insert into room_blocks (physical_room_id, start_date, end_date, kind, reason, created_by)
       select unnest($1::uuid[]), $2::date, $3::date, 'owner-use', 'Bench race: leaves k rooms free', 'bench-admin'`,
      [extra, rows[0].first, rows[0].last],
    );
    return { roomId: rows[0].room_id, startDate: rows[0].first, endDate: rows[0].last, freeRoomIds: rows.slice(0, free).map((r) => r.id) };
  }
  throw new Error(`no stay with ${free} free rooms in the largest type`);
}

/** Copies the seeded database to a scratch one; returns its URL and how to drop it. */
async function copySeeded(serverUrl: string, seededUrl: string) {
  const name = `hb_bench_inventory_race_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(seededUrl).pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
  return { url: url.toString(), drop };
}

/**
 * `count` new guests (`race-u1`…, no bookings) each with a live session, written straight into
 * the database; returns their Cookie headers, signed as better-auth signs them (HMAC-SHA256 of
 * the token with BETTER_AUTH_SECRET). Signing up 1,000 guests over HTTP (password hashing) took
 * minutes on a busy machine and is not what is measured.
 */
async function createGuestSessions(client: pg.Client, secret: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('hex'));
  await client.query(
    `insert into "user" (id, name, email) select 'race-u' || g, 'Race Guest ' || g, 'race' || g || '@bench.test' from generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `insert into session (id, token, user_id, expires_at)
     select 'race-s' || g, t, 'race-u' || g, now() + interval '1 day' from unnest($1::text[]) with ordinality x(t, g)`,
    [tokens],
  );
  return tokens.map((token) => {
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  });
}

/** Holds/s over both instances against the node:http reference; one report line. */
async function measureHolds(client: pg.Client, instances: Target[], cookies: string[], holds: number, makeTarget: (url: string) => Target) {
  const warmUp = Math.min(200, Math.ceil(holds / 5));
  const slots = await findHoldSlots(client);
  if (slots.length < warmUp + holds) throw new Error(`only ${slots.length} free one-night slots for ${warmUp + holds} holds`);
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const hold = (i: number) =>
    post(
      instances[i % instances.length],
      '/api/add-bookings',
      { roomId: slots[i].roomId, startDate: slots[i].day, endDate: nextDay(slots[i].day) },
      { cookie: cookies[i % HOLD_GUESTS] },
    );
  await runPool(warmUp, CONCURRENCY, hold);
  const ours = figures(await runPool(holds, CONCURRENCY, (i) => hold(warmUp + i)));
  const reference = await startReference();
  try {
    const ref = makeTarget(reference.url);
    const body = { roomId: slots[0].roomId, startDate: slots[0].day, endDate: slots[0].day };
    await runPool(warmUp, CONCURRENCY, () => post(ref, '/', body));
    const plain = figures(await runPool(holds, CONCURRENCY, () => post(ref, '/', body)));
    const verdict = ours.perSecond >= GOAL_HOLDS_PER_SECOND ? 'MET' : 'MISSED';
    return (
      `holds at scale, 2 instances: ${holds} one-night holds on free rooms of 20 types (${CONCURRENCY} in flight) ` +
      `${ours.perSecond.toFixed(0)} holds/s (goal ≥ ${GOAL_HOLDS_PER_SECOND}: ${verdict}) vs node:http ${plain.perSecond.toFixed(0)} req/s; ` +
      `p50 ${ours.p50.toFixed(0)} ms, p95 ${ours.p95.toFixed(0)} ms, p99 ${ours.p99.toFixed(0)} ms; statuses ${ours.statuses}`
    );
  } finally {
    await reference.close();
  }
}

/** The race of the file comment; report lines. */
async function runRace(
  client: pg.Client,
  apps: RunningApp[],
  cookies: string[],
  options: RaceOptions,
  makeTarget: (url: string) => Target,
) {
  const stay = await prepareRaceStay(client, options.free);
  const targets = apps.map((app) => makeTarget(app.url));
  const started = performance.now();
  const { answers } = await runPool(options.attempts, options.attempts, (i) =>
    post(
      targets[i % targets.length],
      '/api/add-bookings',
      { roomId: stay.roomId, startDate: stay.startDate, endDate: stay.endDate },
      { cookie: cookies[i] },
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const winners = answers.filter((a) => a.status === 200).length;
  const { rows } = await client.query<{ physical_room_id: string }>(
    `select physical_room_id from bookings where room_id = $1 and start_date = $2 and end_date = $3 and tran_id not like 'INV-%'
       and status in ('held', 'paid') and c_status is distinct from 'approved'`,
    [stay.roomId, stay.startDate, stay.endDate],
  );
  const rooms = new Set(rows.map((r) => r.physical_room_id));
  const isInFreeRooms = [...rooms].every((id) => stay.freeRoomIds.includes(id));
  const double = await countDoubleBookings(client, '[]');
  const isOk =
    winners === options.free && rows.length === options.free && rooms.size === options.free && isInFreeRooms && double.pairs === 0;
  return [
    `race at scale, 2 instances: ${options.attempts} guests at once, each one hold of the same 2-night stay (${stay.startDate}) of a 30-room type ` +
      `left with k = ${options.free} free rooms (${seconds.toFixed(1)} s): ${statusCounts(answers)}`,
    `race result: ${winners} winner(s), ${rows.length} live hold(s) in ${rooms.size} distinct physical room(s)` +
      `${isInFreeRooms ? ', all among the k free ones' : ', NOT all among the free ones'}; ` +
      `double bookings in the database: ${double.pairs} → ${isOk ? 'OK (exactly k winners)' : 'FAILED'}`,
  ];
}

/** Runs both parts (see the file comment) and returns the report lines; drops the copy and stops both apps, also on error. */
export async function benchInventoryRace(options: RaceOptions): Promise<string[]> {
  const copy = await copySeeded(options.serverUrl, options.seededUrl);
  const env = { BETTER_AUTH_SECRET: randomBytes(24).toString('hex'), TRUST_PROXY: '127.0.0.1' };
  const apps: RunningApp[] = [];
  const agents: Agent[] = [];
  const client = new pg.Client({ connectionString: copy.url });
  try {
    apps.push(await startApp({ databaseUrl: copy.url, env }));
    apps.push(await startApp({ databaseUrl: copy.url, env }));
    await client.connect();
    const makeTarget = (url: string, maxSockets = CONCURRENCY): Target => {
      const agent = new Agent({ keepAlive: true, maxSockets });
      agents.push(agent);
      return { url, agent };
    };
    const instances = apps.map((app) => makeTarget(app.url));
    const cookies = await createGuestSessions(client, env.BETTER_AUTH_SECRET, Math.max(HOLD_GUESTS, options.attempts));
    const lines = [await measureHolds(client, instances, cookies, options.holds, makeTarget)];
    lines.push(...(await runRace(client, apps, cookies, options, (url) => makeTarget(url, options.attempts))));
    return lines;
  } finally {
    for (const agent of agents) agent.destroy();
    await client.end().catch(() => {});
    for (const app of apps) await app.stop().catch((error: unknown) => console.error(error));
    await copy.drop();
  }
}
