/**
 * Housekeeping in the audit log (issue 28), from checkout's `housekeeping-changed` events (read
 * from the outbox once committed, decision 024): who marked which room what, in the hotel's
 * words ("Rina marked room 204 clean"), recorded on the room's type like the other physical-room
 * entries and dated by its event.
 */
import { HOUSEKEEPING_STATUS_LABELS } from '#shared/schemas/desk-vocabularies.ts';
import type { OutboxConsumer } from '../../db/outbox.ts';
import { eventTimeSql } from '../../db/outbox.ts';
import { housekeepingConsumer } from '../checkout/checkout.service.ts';
import { recordAudit } from './audit.repository.ts';

/** The audit log's consumer of housekeeping events (app.ts hands it to plugins/outbox.ts). */
export const housekeepingAuditConsumer = (): OutboxConsumer =>
  housekeepingConsumer('audit-housekeeping', (tx, event) =>
    recordAudit(
      tx,
      { actor: event.changedBy, ip: null },
      {
        objectType: 'room',
        objectId: event.roomId,
        at: eventTimeSql(event.eventId),
        action: 'housekeeping.changed',
        before: { housekeepingStatus: event.from, room: event.number },
        after: {
          housekeepingStatus: event.to,
          room: event.number,
          physicalRoomId: event.physicalRoomId,
          summary: `${event.changedByName} marked room ${event.number} ${HOUSEKEEPING_STATUS_LABELS[event.to].toLowerCase()}`,
        },
      },
    ),
  );
