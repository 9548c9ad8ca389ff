/**
 * Guests for the front desk (issue 27): find one by phone, e-mail or name, or create one with
 * name and phone (e-mail optional, no password). A guest created here has no account row; a
 * later e-mail sign-up with the same address claims it (plugins/auth-claim.ts).
 */
import { randomUUID } from 'node:crypto';
import { isUndeliverableEmail, maskPhone, placeholderEmailOf } from '#shared/domain/desk-guest.ts';
import type { DeskGuest } from '#shared/schemas/desk.ts';
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findGuestByEmail, findGuestById, insertGuest, searchGuests, type GuestRow } from './desk-guests.repository.ts';

/** Row → the desk's guest: no placeholder e-mail, the phone masked unless `isPhoneWhole`. */
function toDeskGuest(row: GuestRow, isPhoneWhole = false): DeskGuest {
  return {
    id: row.id,
    name: row.name,
    email: isUndeliverableEmail(row.email) ? null : row.email,
    phone: isPhoneWhole ? row.phoneNumber : maskPhone(row.phoneNumber),
    hasAccount: Boolean(row.hasAccount),
  };
}

/** GET /api/admin/guests?q=: up to 20 guests matching `q`, phones masked (a list, issue 24). */
export async function findGuests(db: Executor, q: string): Promise<DeskGuest[]> {
  return (await searchGuests(db, q)).map((row) => toDeskGuest(row));
}

const guestExists = (row: GuestRow) =>
  new AppError(
    'GUEST_EXISTS',
    `${row.name} already uses this e-mail${row.phoneNumber ? ` (phone ${maskPhone(row.phoneNumber)})` : ''}: pick them from the search instead`,
  );

/**
 * POST /api/admin/guests: a new guest without a password. Returns them (phone whole: the clerk
 * just typed it). Throws 409 GUEST_EXISTS naming the guest who already has the e-mail.
 */
export async function createDeskGuest(db: Executor, input: { name: string; phone: string; email?: string }): Promise<DeskGuest> {
  const id = randomUUID();
  if (input.email) {
    const existing = await findGuestByEmail(db, input.email);
    if (existing) throw guestExists(existing);
  }
  try {
    const row = await insertGuest(db, { id, name: input.name, email: input.email ?? placeholderEmailOf(id), phoneNumber: input.phone });
    return toDeskGuest(row, true);
  } catch (error) {
    // Two clerks typing the same e-mail at once: the unique index keeps one, the other is told who.
    const existing = sqlStateOf(error) === '23505' && input.email ? await findGuestByEmail(db, input.email) : undefined;
    if (existing) throw guestExists(existing);
    throw error;
  }
}

/** The guest a desk booking is for, or undefined (a read other modules may ask for). */
export async function findDeskGuest(db: Executor, id: string): Promise<GuestRow | undefined> {
  return findGuestById(db, id);
}
