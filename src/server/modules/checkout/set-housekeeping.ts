/**
 * Housekeeping marks a physical room clean, dirty, inspected or out of order (issue 28,
 * checkout-states.ts HOUSEKEEPING_TRANSITIONS): the room is locked, the transition that leads to
 * the asked status must start from its current one, and the `housekeeping-changed` event is
 * recorded in the same transaction (the audit consumer writes "‹staff› marked room 204 clean").
 */
import { isEntityId } from '#shared/schemas/common.ts';
import { HOUSEKEEPING_STATUS_LABELS, type HousekeepingStatus } from '#shared/schemas/desk-vocabularies.ts';
import type { HousekeepingChanged } from '#shared/schemas/housekeeping.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { HOUSEKEEPING_TRANSITIONS } from './checkout-states.ts';
import { recordHousekeepingEvent } from './housekeeping-events.ts';
import { changeHousekeeping, lockHousekeepingRoom, type HousekeepingTransition } from './housekeeping.repository.ts';

/** The transition that ends in each status. */
const TRANSITION_TO: Record<HousekeepingStatus, HousekeepingTransition> = {
  clean: 'markClean',
  dirty: 'markDirty',
  inspected: 'markInspected',
  'out-of-order': 'markOutOfOrder',
};

const label = (status: HousekeepingStatus) => HOUSEKEEPING_STATUS_LABELS[status].toLowerCase();

/**
 * POST /admin/physical-rooms/{id}/housekeeping { status } by staff member `staff`. Throws 404
 * NOT_FOUND (unknown or retired room), 409 HOUSEKEEPING_NOT_ALLOWED (the transition does not start
 * from the room's status, e.g. out of order → inspected: it must be marked clean first).
 */
export async function setHousekeeping(
  app: AppContext,
  physicalRoomId: string,
  status: HousekeepingStatus,
  staff: { id: string; name: string },
): Promise<HousekeepingChanged> {
  if (!isEntityId(physicalRoomId)) throw notFound('Room');
  const transition = TRANSITION_TO[status];
  const number = await app.db.transaction(async (tx) => {
    const room = await lockHousekeepingRoom(tx, physicalRoomId);
    if (!room) throw notFound('Room');
    if (!(HOUSEKEEPING_TRANSITIONS[transition].from as readonly HousekeepingStatus[]).includes(room.status)) {
      throw new AppError(
        'HOUSEKEEPING_NOT_ALLOWED',
        `Room ${room.number} is ${label(room.status)}; mark it clean before marking it ${label(status)}`,
      );
    }
    await changeHousekeeping(tx, { physicalRoomId, transition, staffId: staff.id });
    await recordHousekeepingEvent(tx, {
      physicalRoomId,
      roomId: room.roomId,
      number: room.number,
      from: room.status,
      to: status,
      changedBy: staff.id,
      changedByName: staff.name,
    });
    return room.number;
  });
  app.outbox.kick();
  return { message: `Room ${number} marked ${label(status)}`, physicalRoomId, number, status };
}
