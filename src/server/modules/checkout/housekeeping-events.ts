/**
 * The housekeeping event (issue 28): `housekeeping-changed`, appended to the outbox (decision 024)
 * in the transaction that changed a physical room's status. It is about a room, not a booking, so
 * it is not one of the CheckoutEvents (which all carry a booking and its tran id); the audit
 * consumer reads it through `housekeepingConsumer`.
 */
import type { HousekeepingStatus } from '#shared/schemas/desk-vocabularies.ts';
import type { Executor } from '../../db/client.ts';
import { appendEvents, type OutboxConsumer } from '../../db/outbox.ts';

const TYPE = 'housekeeping-changed';

/** A physical room's housekeeping status went `from` → `to`, changed by staff member `changedBy` (named `changedByName`). */
export interface HousekeepingChangedEvent {
  type: typeof TYPE;
  physicalRoomId: string;
  /** The room type the physical room belongs to (the audit log records physical rooms on their type). */
  roomId: string;
  number: string;
  from: HousekeepingStatus;
  to: HousekeepingStatus;
  changedBy: string;
  changedByName: string;
  /** The outbox row's id and time (filled when read back). */
  eventId: number;
  at: Date;
}

/** Appends `event` to the outbox in the transition's transaction `tx`; the caller kicks `app.outbox` after commit. */
export async function recordHousekeepingEvent(
  tx: Executor,
  event: Omit<HousekeepingChangedEvent, 'type' | 'eventId' | 'at'>,
): Promise<void> {
  await appendEvents(tx, [{ type: TYPE, bookingId: null, payload: { type: TYPE, ...event } }]);
}

/** An outbox consumer named `name` that sees `housekeeping-changed` events only; `handle` writes in the delivery's transaction. */
export function housekeepingConsumer(
  name: string,
  handle: (tx: Executor, event: HousekeepingChangedEvent) => Promise<void>,
): OutboxConsumer {
  return {
    name,
    handle: async (tx, row) => {
      if (row.type !== TYPE) return;
      await handle(tx, { ...(row.payload as Omit<HousekeepingChangedEvent, 'eventId' | 'at'>), eventId: row.id, at: row.createdAt });
    },
  };
}
