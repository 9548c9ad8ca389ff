/**
 * An archive and a booking racing for one room: the booking transaction holds the room's
 * row lock, so the archive waits for it and then sees its hold (409). Needs a second
 * connection holding a transaction open, so it runs on the PostgreSQL server only.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { day, waitUntil } from '#tests/helpers/payment-flow.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

describe.runIf(process.env.DATABASE_URL)('archive vs booking in flight', () => {
  it('waits for a booking that holds the room and then refuses to archive', async () => {
    const room = await createRoom(t.app, admin.id);
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      // What the booking transaction does: lock the live room type, insert a hold in one of its physical rooms.
      await other.query('BEGIN');
      await other.query('SELECT id FROM rooms WHERE id = $1 AND archived_at IS NULL FOR NO KEY UPDATE', [room.id]);
      await other.query(
        `INSERT INTO bookings (room_id, physical_room_id, user_id, start_date, end_date, nights, price_per_night_poisha, price_poisha, status, hold_expires_at, tran_id)
         VALUES ($1, (SELECT id FROM physical_rooms WHERE room_id = $1 LIMIT 1), $2, $3, $4, 1, 250000, 250000, 'held', now() + interval '15 minutes', $5)`,
        [room.id, guest.id, day(20), day(21), `RACE-${room.id}`],
      );
      const archiving = t.app.inject({
        method: 'DELETE',
        url: `/api/rooms/${room.id}`,
        headers: { origin: t.baseUrl, cookie: admin.cookie },
      });
      // Deterministic: commit only once the archive is seen blocked on the room's row lock.
      await waitUntil(
        async () =>
          (
            await other.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
            )
          ).rowCount! > 0,
      );
      await other.query('COMMIT');
      const res = await archiving;
      expect(res.statusCode).toBe(409);
    } finally {
      await other.end();
    }
  });
});
