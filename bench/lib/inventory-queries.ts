/**
 * The read side of bench/inventory-scale.ts (issue 27 "Scale"): the stay search (rooms.service
 * listRoomPage with checkIn/checkOut) and the availability check (inventory.service
 * pickFreePhysicalRoom, availability.repository findFreePhysicalRooms) on the seeded hotel,
 * p50/p95/max per case, then EXPLAIN (ANALYZE, BUFFERS) of each, asserting no sequential scan of
 * bookings or room_blocks. Goals: search p95 < 50 ms, availability check p95 < 10 ms.
 */
import type { Database } from '../../src/server/db/client.ts';
import { buildConfig } from '../../src/server/config.ts';
import { readEnv } from '../../src/server/env.ts';
import { findFreePhysicalRooms } from '../../src/server/modules/inventory/availability.repository.ts';
import { pickFreePhysicalRoom } from '../../src/server/modules/inventory/inventory.service.ts';
import { listRoomPage } from '../../src/server/modules/rooms/rooms.service.ts';
import type { RoomListQuery } from '../../src/shared/schemas/rooms.ts';
import { explainCalls, seqScannedTables } from './explain-plans.ts';
import { TYPE_SIZES, seededTypeId } from './inventory-seed.ts';

const SEARCH_GOAL_MS = 50;
const CHECK_GOAL_MS = 10;
const WATCHED_TABLES = ['bookings', 'room_blocks'] as const;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stayAt = (days: number, nights: number) => ({ checkIn: dayFromToday(days), checkOut: dayFromToday(days + nights) });

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** Runs `run(i)` runs + 3 times in sequence (the first 3 warm caches); p50/p95/max in ms. */
async function time(runs: number, run: (i: number) => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    await run(i);
    if (i >= 3) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1] };
}

const line = (label: string, t: Timing) =>
  `${label.padEnd(62)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  max ${t.max.toFixed(1).padStart(6)} ms`;

/** Search cases: near and far dates, short and long stays, guests, a category, a sort. */
function searchCases(): Array<[string, (i: number) => RoomListQuery]> {
  return [
    ['stay search: next 30 days, 2 nights', (i) => ({ ...stayAt(1 + (i % 30), 2), page: 1 })],
    ['stay search: 30–330 days ahead, 3 nights, 2 guests', (i) => ({ ...stayAt(30 + ((i * 37) % 300), 3), guests: 2, page: 1 })],
    ['stay search: 7 nights, 4 guests, cheapest first', (i) => ({ ...stayAt(10 + ((i * 13) % 200), 7), guests: 4, sort: 'price-asc' })],
    ['stay search: 1 night, family-6, best rated', (i) => ({ ...stayAt(5 + ((i * 7) % 120), 1), category: 'family-6', sort: 'rating' })],
    ['stay search: 14 nights, 1 guest, page 1', (i) => ({ ...stayAt(60 + ((i * 11) % 200), 14), guests: 1, page: 1 })],
  ];
}

/** Type t (1–20, sizes of TYPE_SIZES) and a stay of run i. */
const checkCase = (i: number) => ({
  roomId: seededTypeId(1 + ((i * 7) % TYPE_SIZES.length)),
  stay: stayAt(1 + ((i * 23) % 360), 1 + (i % 4)),
});

/**
 * Times every case (`runs` each), prints the plans when `isPrintingPlans`, and returns the report
 * lines; a plan with a Seq Scan on bookings or room_blocks makes a line saying FAILED.
 */
export async function benchInventoryQueries(db: Database, options: { runs: number; isPrintingPlans: boolean }): Promise<string[]> {
  const app = { db, config: { ...buildConfig(readEnv({})), isSameDayTurnover: false } };
  const lines: string[] = [];
  let worstSearch = 0;
  for (const [label, make] of searchCases()) {
    // How many types each search found: an empty answer is cheap, so the figure says what it timed.
    let found = 0;
    const t = await time(options.runs, async (i) => {
      found += (await listRoomPage(app, make(i))).total;
    });
    worstSearch = Math.max(worstSearch, t.p95);
    lines.push(`${line(label, t)}  (${(found / (options.runs + 3)).toFixed(1)} types found on average)`);
  }
  const pick = await time(options.runs, (i) => pickFreePhysicalRoom(db, checkCase(i).roomId, checkCase(i).stay, false));
  const find = await time(options.runs, (i) => findFreePhysicalRooms(db, checkCase(i).roomId, checkCase(i).stay, false));
  lines.push(line('availability check: pickFreePhysicalRoom (1–4 nights, any type)', pick));
  lines.push(line('availability check: findFreePhysicalRooms (1–4 nights, any type)', find));
  const worstCheck = Math.max(pick.p95, find.p95);
  const verdict = (p95: number, goal: number) => `${p95 < goal ? 'MET' : 'MISSED'} (p95 ${p95.toFixed(1)} ms, goal < ${goal} ms)`;
  lines.push(`stay search: ${verdict(worstSearch, SEARCH_GOAL_MS)}; availability check: ${verdict(worstCheck, CHECK_GOAL_MS)}`);

  const explained: Array<[string, () => Promise<unknown>]> = [
    ['stay search (30–330 days ahead, 3 nights, 2 guests)', () => listRoomPage(app, searchCases()[1][1](3))],
    ['pickFreePhysicalRoom', () => pickFreePhysicalRoom(db, checkCase(3).roomId, checkCase(3).stay, false)],
  ];
  for (const [label, run] of explained) {
    const plans = await explainCalls(db, run);
    const scanned = [...new Set(plans.flatMap((plan) => seqScannedTables(plan, WATCHED_TABLES)))];
    lines.push(
      `plan of ${label}: ${plans.length} select(s), ` +
        (scanned.length ? `SEQ SCAN on ${scanned.join(', ')} (FAILED)` : 'bookings and room_blocks read through indexes only (OK)'),
    );
    if (options.isPrintingPlans) for (const plan of plans) console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${label}\n${plan}\n`);
  }
  return lines;
}
