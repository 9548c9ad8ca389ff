/**
 * Demo data for a fresh install (SEED_DEMO_DATA): demo accounts, twelve rooms across the six
 * categories with generated pictures, and past paid stays with reviews. Runs once: when any
 * room exists it does nothing.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toPoisha } from '#shared/domain/money.ts';
import { withInstancesLock } from '../advisory-lock.ts';
import type { Executor } from '../client.ts';
import { physicalRooms, rooms } from '../schema.ts';
import { renderRoomPictures } from './images.ts';
import { CATEGORY_LAYOUT, ROOM_CATALOGUE } from './room-catalogue.ts';
import { insertPastGuests, planPastStays } from './history.ts';
import { createRng } from './prng.ts';
import { insertStays, planStays } from './stays.ts';
import { planNoShowStay } from './no-show.ts';
import { DEMO_ADMIN, DEMO_GUEST, seedUsers } from './users.ts';

export interface DemoSeedResult {
  admin: { email: string; password: string };
  guest: { email: string; password: string };
  /** False when rooms already existed and nothing was changed. */
  seeded: boolean;
}

/**
 * Any fixed number: instances starting together on one PostgreSQL database seed one at a time,
 * so only the first creates the demo accounts (issue 24: the others logged better-auth's
 * duplicate-e-mail errors) and the rest find its rooms and change nothing.
 */
const SEED_LOCK_KEY = 4_711_2024;

async function hasAnyRoom(db: Pick<FastifyInstance['db'], 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).limit(1);
  return row !== undefined;
}

/**
 * Dates every room from the first day of the month of the earliest seeded stay (hotel time):
 * reports count a room only on nights it existed (issue 24), and rooms inserted "now" would
 * leave the demo's past months with no room-nights available.
 */
async function backdateRooms(tx: Executor, stays: ReadonlyArray<{ startDate: string }>, timeZone: string): Promise<void> {
  const first = stays.reduce((min, stay) => (stay.startDate < min ? stay.startDate : min), todayInHotel(new Date(), timeZone));
  const since = sql`(${`${first.slice(0, 7)}-01`}::date)::timestamp at time zone ${timeZone}`;
  await tx.execute(sql`update ${rooms} set created_at = ${since}`);
  // Reports count physical room-nights (issue 27): the rooms of each type are as old as the type.
  await tx.execute(sql`update ${physicalRooms} set created_at = ${since}`);
}

/**
 * Seeds the demo data unless any room exists, and returns the demo credentials either way.
 * Users are created (through better-auth) while the pictures are rendered into app.storage;
 * then rooms, bookings, payments and reviews are inserted in one transaction.
 */
export async function seedDemoData(app: FastifyInstance): Promise<DemoSeedResult> {
  const credentials = {
    admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    guest: { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
  };
  if (await hasAnyRoom(app.db)) return { ...credentials, seeded: false };
  const seeded = await withInstancesLock(app.dbHandle, SEED_LOCK_KEY, async () => !(await hasAnyRoom(app.db)) && (await seedOnce(app)));
  return { ...credentials, seeded };
}

/** Creates the demo data; false when another seed in this process got there first. */
async function seedOnce(app: FastifyInstance): Promise<boolean> {
  const startedAt = performance.now();
  // Password hashing runs on the JS thread, picture rendering in libvips threads: overlap them.
  const [users, pictures] = await Promise.all([seedUsers(app), renderRoomPictures(app, ROOM_CATALOGUE)]);
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);

  const seeded = await app.db.transaction(async (tx) => {
    // Another seed in this process (PGlite runs two seeds' transactions one after another) may
    // have seeded while we rendered; instances on PostgreSQL already wait in withInstancesLock.
    if (await hasAnyRoom(tx)) return false;
    const inserted = await tx
      .insert(rooms)
      .values(
        ROOM_CATALOGUE.map((room, i) => ({
          title: room.title,
          hostId: users.admin.id,
          pricePoisha: toPoisha(room.priceBdt),
          capacity: CATEGORY_LAYOUT[room.category].capacity,
          description: room.paragraphs.join('&--&'),
          category: room.category,
          image: pictures[i].image,
          gallery: pictures[i].gallery,
          facilities: room.facilities,
        })),
      )
      .returning({ id: rooms.id, title: rooms.title, pricePoisha: rooms.pricePoisha });
    const numbered = await tx
      .insert(physicalRooms)
      .values(
        inserted.flatMap((row, i) =>
          ROOM_CATALOGUE[i].roomNumbers.map((number) => ({ roomId: row.id, number, floor: Number(number.slice(0, 1)) })),
        ),
      )
      .returning({ id: physicalRooms.id, roomId: physicalRooms.roomId, number: physicalRooms.number });
    // The planned stays of a type never overlap one another, so they all fit its first room.
    const firstRoomOf = new Map(
      numbered.filter((p, i, all) => all.findIndex((q) => q.roomId === p.roomId) === i).map((p) => [p.roomId, p.id]),
    );
    const stayRooms = inserted.map((row) => ({
      ...row,
      physicalRoomId: firstRoomOf.get(row.id)!,
      hasReviews: ROOM_CATALOGUE.some((r) => r.title === row.title && r.hasReviews),
    }));
    const stays = planStays(
      stayRooms,
      users.guest.id,
      users.reviewers.map((r) => r.id),
      today,
    );
    const pastCount = app.config.seedPastBookings;
    const rng = createRng(20_261_124);
    const pastGuests = pastCount > 0 ? await insertPastGuests(tx, rng, pastCount) : [];
    const pastStays = planPastStays(stayRooms, pastGuests, stays, today, pastCount, rng);
    // Issue 28: a paid stay that began yesterday, never checked in: a no-show to decide.
    const noShow = planNoShowStay(inserted, numbered, { userId: users.reviewers[0].id, takenBy: users.admin.id }, today);
    await insertStays(tx, [...stays, ...pastStays, ...(noShow ? [noShow] : [])], app.config.hotelTimeZone);
    await backdateRooms(tx, [...stays, ...pastStays], app.config.hotelTimeZone);
    return true;
  });

  app.log.info({ ms: Math.round(performance.now() - startedAt), seeded }, 'demo data seed finished');
  return seeded;
}
