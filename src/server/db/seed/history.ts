/**
 * Months of past bookings for the admin screens (SEED_PAST_BOOKINGS, issue #13): a hotel's
 * lists, reports and occupancy calendar only show what they are for with a few hundred stays
 * behind them. The stays are paid and unreviewed, by guests who booked online and never signed
 * in again (user rows without a password), laid out per room backwards from before the room's
 * earliest demo stay, so they never meet the demo stays or anything booked from today on.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '#shared/domain/nights.ts';
import type { Executor } from '../client.ts';
import { user } from '../schema.ts';
import { intBetween, pick, type Rng } from './prng.ts';
import type { PlannedStay, StayRoom } from './stays.ts';

const FIRST_NAMES = ['Amina', 'Rafiq', 'Sadia', 'Imran', 'Tahmina', 'Kamal', 'Nabila', 'Shakib', 'Rumana', 'Jahid', 'Mitu', 'Sohel'];
const LAST_NAMES = ['Rahman', 'Chowdhury', 'Islam', 'Hossain', 'Akter', 'Karim', 'Siddiqui', 'Begum', 'Uddin', 'Haque'];

/** One past guest per this many past bookings (regulars come back). */
const BOOKINGS_PER_GUEST = 4;

/**
 * Inserts the past guests for `bookingCount` past bookings and returns their ids. E-mails are
 * `first.last.N@example.com` (unique, never deliverable: RFC 2606).
 */
export async function insertPastGuests(tx: Executor, rng: Rng, bookingCount: number): Promise<string[]> {
  const count = Math.max(1, Math.ceil(bookingCount / BOOKINGS_PER_GUEST));
  const rows = Array.from({ length: count }, (_, i) => {
    const first = pick(rng, FIRST_NAMES);
    const last = pick(rng, LAST_NAMES);
    return {
      id: randomUUID(),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      emailVerified: true,
      role: 'guest' as const,
    };
  });
  await tx.insert(user).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Plans `count` past stays (1 to 5 nights, 1 to 4 free days between: the default rule counts a
 * shared edge day as overlap), round-robin over the
 * rooms so every room fills back in time alike. Each room's first planned stay ends two days
 * before its earliest stay in `earlier` (or before `today`). Dates are `YYYY-MM-DD` hotel days.
 */
export function planPastStays(
  rooms: readonly StayRoom[],
  guestIds: readonly string[],
  earlier: readonly PlannedStay[],
  today: string,
  count: number,
  rng: Rng,
): PlannedStay[] {
  if (rooms.length === 0 || count === 0) return [];
  const cursors = new Map(rooms.map((room) => [room.id, addDays(today, -2)]));
  for (const stay of earlier) {
    const before = addDays(stay.startDate, -2);
    if (before < cursors.get(stay.roomId)!) cursors.set(stay.roomId, before);
  }
  const stays: PlannedStay[] = [];
  for (let i = 0; i < count; i++) {
    const room = rooms[i % rooms.length];
    const nights = intBetween(rng, 1, 5);
    const endDate = cursors.get(room.id)!;
    const startDate = addDays(endDate, -nights);
    cursors.set(room.id, addDays(startDate, -intBetween(rng, 1, 4)));
    const userId = guestIds[intBetween(rng, 0, guestIds.length - 1)];
    stays.push({
      roomId: room.id,
      physicalRoomId: room.physicalRoomId,
      userId,
      startDate,
      endDate,
      nights,
      pricePerNightPoisha: room.pricePoisha,
      review: null,
    });
  }
  return stays;
}
