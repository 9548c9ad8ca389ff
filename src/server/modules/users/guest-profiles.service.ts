/**
 * Guest profiles (issue 28, docs/product/rules.md#cash-close-guest-profiles-abandoned-checkouts-issue-28): what the hotel knows of one
 * guest, for staff who opened their record (so the phone is whole), and staff notes on them.
 * Money is integer poisha; "spent" is money kept (paid less refunded) over all their bookings.
 */
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import { maskIdNumber } from '#shared/domain/mask-id.ts';
import type { GuestProfile } from '#shared/schemas/guest-profiles.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { notFound } from '../../errors.ts';
import { findGuestById } from './desk-guests.repository.ts';
import { findGuestNotes, findGuestStays, findLatestRegistration, upsertGuestNotes } from './guest-profiles.repository.ts';

/** GET /admin/guests/{id}. Throws 404 NOT_FOUND for an unknown guest. */
export async function getGuestProfile(db: Executor, id: string): Promise<GuestProfile> {
  const guest = await findGuestById(db, id);
  if (!guest) throw notFound('Guest');
  const [stays, registration, notes] = await Promise.all([findGuestStays(db, id), findLatestRegistration(db, id), findGuestNotes(db, id)]);
  const kept = stays.filter((s) => s.status === 'paid');
  return {
    id: guest.id,
    name: guest.name,
    email: isUndeliverableEmail(guest.email) ? null : guest.email,
    phone: guest.phoneNumber,
    stays,
    stayCount: kept.length,
    nightCount: kept.reduce((n, s) => n + s.nights, 0),
    spentPoisha: stays.reduce((n, s) => n + s.keptPoisha, 0),
    latestId: registration
      ? {
          type: registration.idType,
          maskedNumber: maskIdNumber(registration.idNumber ?? registration.passportNumber),
          recordedAt: registration.createdAt.toISOString(),
        }
      : null,
    notes: notes ? { ...notes, updatedAt: notes.updatedAt.toISOString() } : null,
  };
}

/**
 * PUT /admin/guests/{id}/notes: replaces the staff notes on the guest, audited in the same
 * transaction as "‹staff› updated the notes on ‹guest›". The audit keeps the lengths, never the
 * text: the log is append-only (a trigger refuses deletes) and notes may hold personal data that
 * must be correctable; the notes row itself keeps who wrote it last. Throws 404 for an unknown guest.
 */
export async function saveGuestNotes(db: Executor, id: string, notes: string, by: AuditActor & { name: string }): Promise<GuestProfile> {
  const guest = await findGuestById(db, id);
  if (!guest) throw notFound('Guest');
  await db.transaction(async (tx) => {
    const before = await findGuestNotes(tx, id);
    await upsertGuestNotes(tx, id, notes.trim(), by.actor);
    await recordAudit(tx, by, {
      action: 'guest.notes-updated',
      objectType: 'user',
      objectId: id,
      before: { noteCharacters: before?.text.length ?? 0 },
      after: { noteCharacters: notes.trim().length, summary: `${by.name} updated the notes on ${guest.name}` },
    });
  });
  return getGuestProfile(db, id);
}
