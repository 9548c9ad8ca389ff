/**
 * What bench/rooms-scale.ts times: pages of the public room list (the stay search included)
 * through the app's own service, a room's reservation data, and the availability check of a
 * hold (the hold transaction up to the exclusion constraint, rolled back). With `isExplain`,
 * prints each query's plan once.
 */
import type { Database } from '../../src/server/db/client.ts';
import { findLiveRoom, listBlockingReservations } from '../../src/server/modules/rooms/rooms.repository.ts';
import { listRoomPage } from '../../src/server/modules/rooms/rooms.service.ts';
import { endHoldsBeforeNewHold, insertHold } from '../../src/server/modules/checkout/transitions.repository.ts';
import { pickFreePhysicalRoom } from '../../src/server/modules/inventory/inventory.service.ts';
import type { RoomListQuery } from '../../src/shared/schemas/rooms.ts';
import { buildConfig } from '../../src/server/config.ts';
import { readEnv } from '../../src/server/env.ts';
import { FIRST_STAY_DAYS_AGO, ROOM_COUNT, seededRoomId } from './rooms-scale-seed.ts';

type TimeQuery = <T>(label: string, runs: number, makeQuery: (i: number) => T, run: (q: T) => Promise<unknown>) => Promise<number>;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ROLLBACK = new Error('rolled back on purpose');

/** The hold transaction of checkout/holds.ts for `roomId` and the stay, rolled back. Resolves 'held' or 'taken'. */
async function tryHold(db: Database, roomId: string, startDate: string, endDate: string): Promise<'held' | 'taken'> {
  try {
    await db.transaction(async (tx) => {
      const room = await findLiveRoom(tx, roomId, { lockForBooking: true });
      if (!room) throw new Error(`no room ${roomId}`);
      await endHoldsBeforeNewHold(tx, { roomId, userId: 'bench-u1', startDate, endDate }, false);
      const physicalRoom = await pickFreePhysicalRoom(tx, roomId, { checkIn: startDate, checkOut: endDate }, false);
      if (!physicalRoom) throw Object.assign(new Error('no free room'), { code: '23P01' });
      const tranId = `BENCH-HOLD-${roomId}-${startDate}`;
      await insertHold(
        tx,
        {
          roomId,
          physicalRoomId: physicalRoom.id,
          userId: 'bench-u1',
          startDate,
          endDate,
          nights: 2,
          pricePerNightPoisha: room.pricePoisha,
          pricePoisha: 2 * room.pricePoisha,
          holdExpiresAt: new Date(Date.now() + 600_000),
          tranId,
        },
        'builtin',
      );
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return 'held';
    if ((error as { cause?: { code?: string } }).cause?.code === '23P01' || (error as { code?: string }).code === '23P01') return 'taken';
    throw error;
  }
  return 'held';
}

/** Runs `run` once and prints EXPLAIN ANALYZE of each SELECT it sent, with the same parameters. */
async function explain(db: Database, label: string, run: () => Promise<unknown>): Promise<void> {
  const client = db.$client as unknown as { query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> };
  const original = client.query;
  const sent: Array<[string, unknown[] | undefined]> = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof first === 'string' ? [first, params] : [first.text, first.values ?? params]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
  try {
    await run();
  } finally {
    client.query = original;
  }
  for (const [text, params] of sent.filter(([t]) => /^\s*select/i.test(t))) {
    const plan = await original.call(client, `explain (analyze, costs off) ${text}`, params);
    console.log(`\n--- ${label}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
}

export async function runRoomScaleCases(db: Database, options: { runs: number; isExplain: boolean; time: TimeQuery }): Promise<void> {
  const app = { db, config: { ...buildConfig(readEnv({})), isSameDayTurnover: false } };
  const { runs, time } = options;
  const room = (i: number) => seededRoomId(1 + ((i * 7717) % ROOM_COUNT));
  // Searches 30–60 days ahead, where about a third of the rooms are booked or held.
  const stay = (i: number) => ({ checkIn: dayFromToday(30 + (i % 30)), checkOut: dayFromToday(33 + (i % 30)) });
  const listCases: Array<[string, (i: number) => RoomListQuery]> = [
    ['room list: page 1 (24 rooms), default order', () => ({ page: 1 })],
    ['room list: page 200', () => ({ page: 200 })],
    ['room list: one category, page 3', () => ({ category: 'couplePremium', page: 3 })],
    ['room list: 4+ guests, cheapest first', () => ({ guests: 4, sort: 'price-asc', page: 1 })],
    ['room list: best rated first, page 10', () => ({ sort: 'rating', page: 10 })],
    ['room list: free for a 3-night stay, page 1', (i) => ({ ...stay(i), page: 1 })],
    ['room list: free for a stay + category + best rated', (i) => ({ ...stay(i), category: 'family-4', sort: 'rating', page: 1 })],
    ['room list: free for a stay, 2 guests, page 20', (i) => ({ ...stay(i), guests: 2, page: 20 })],
  ];
  const p95s: number[] = [];
  for (const [label, make] of listCases) p95s.push(await time(label, runs, make, (q) => listRoomPage(app, q)));
  const today = dayFromToday(0);
  const reservation = await time('reservation data of one room (GET /reservation-data)', runs, room, (id) =>
    listBlockingReservations(db, id, today, 'bench-u2'),
  );
  // A seeded stay to come: room r's k-th stay starts FIRST_STAY_DAYS_AGO - 7k - (r - 1) % 7 days
  // from today and lasts 1–3 nights, so its days 4 and 5 are free (the next starts on day 7).
  const seededStay = (i: number): [string, number] => {
    const r = 1 + ((i * 7717) % ROOM_COUNT);
    return [seededRoomId(r), -FIRST_STAY_DAYS_AGO + 7 * (72 + (i % 20)) + ((r - 1) % 7)];
  };
  // [label, first day of the stay after the seeded stay's start, nights]
  const holdCases: Array<[string, number, number]> = [
    ['hold availability check, dates free (rolled back)', 4, 1],
    ['hold availability check, dates taken (refused)', 0, 2],
  ];
  const holdP95s: number[] = [];
  for (const [label, shift, nights] of holdCases) {
    const check = async (i: number) => {
      const [id, start] = seededStay(i);
      return tryHold(db, id, dayFromToday(start + shift), dayFromToday(start + shift + nights));
    };
    holdP95s.push(await time(label, runs, (i) => i, check));
  }
  console.log(
    `\nworst room-list p95 ${Math.max(...p95s).toFixed(1)} ms (goal < 50); reservation data p95 ${reservation.toFixed(1)} ms, hold check p95 ${Math.max(...holdP95s).toFixed(1)} ms (goal < 10)`,
  );
  if (options.isExplain) {
    for (const [label, make] of listCases) await explain(db, label, () => listRoomPage(app, make(0)));
    await explain(db, 'reservation data', () => listBlockingReservations(db, room(0), today, 'bench-u2'));
  }
}
