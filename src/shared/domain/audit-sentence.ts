/**
 * Audit entries in the hotel's words (issue 29 "The audit log, readable"): one sentence per entry,
 * e.g. "Rahim Uddin (front desk) moved booking HB-2041 from room 201 to 203". The server writes it
 * into the page and the CSV; every action of AUDIT_ACTIONS has its wording here (the table is a
 * `Record` over them, and tests/unit/audit-sentence.test.ts walks the list). Bookings are named
 * by their reference (tran_id) as the screens show them, else the id's first 8 characters; days
 * dd-mm-yyyy; money "BDT 2,500". Reads only what the modules record (before/after JSON), so an
 * old entry missing a field still reads, with less detail.
 */
import type { AuditAction } from '../schemas/audit-log.ts';
import { HOUSEKEEPING_STATUS_LABELS } from '../schemas/desk-vocabularies.ts';
import { BOOKING_SOURCE_LABELS, PAYMENT_METHOD_LABELS } from '../schemas/inventory.ts';
import { formatBdt, toBdt } from './money.ts';
import { formatDayMonthYear } from './nights.ts';
import { ROLE_LABELS, ROLES, type Role } from './staff-roles.ts';

/** What the sentence reads of an entry (the API's entry, or a row with the actor's name joined). */
export interface AuditSentenceInput {
  action: string;
  actor: string;
  /** The acting user's name (null for the job, the gateway, a failed sign-in or a deleted user). */
  actorName: string | null;
  /** The actor's role when the entry was written (null when unknown). */
  actorRole: string | null;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  /** The booking's reference (tran_id) when the entry is on a booking the server found (issue 29). */
  bookingRef?: string | null;
  /** The name of the user the entry is about (a staff change), when the server found them (issue 29). */
  objectName?: string | null;
}

type Fields = Record<string, unknown>;

/** One entry's parts as the wordings read them. */
interface Parts {
  who: string;
  before: Fields;
  after: Fields;
  entry: AuditSentenceInput;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;
const money = (poisha: unknown): string => (typeof poisha === 'number' ? formatBdt(toBdt(poisha)) : 'an amount');
const day = (value: unknown): string => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDayMonthYear(value) : '?');
const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);
/** A role as the hotel says it in a sentence: "front desk", "owner". */
const roleWords = (value: unknown): string => (isRole(value) ? ROLE_LABELS[value].toLowerCase() : (text(value) ?? 'no role'));

/** "Rahim Uddin (front desk)", "The system", "The payment gateway", "Someone" (not signed in). */
export function describeActor(entry: Pick<AuditSentenceInput, 'actor' | 'actorName' | 'actorRole'>): string {
  if (entry.actor === 'system') return 'The system';
  if (entry.actor === 'gateway') return 'The payment gateway';
  if (entry.actor === 'anonymous') return 'Someone';
  const name = entry.actorName ?? `A former user (${entry.actor.slice(0, 8)})`;
  return isRole(entry.actorRole) && entry.actorRole !== 'guest' ? `${name} (${roleWords(entry.actorRole)})` : name;
}

/** The booking as the screens name it: its reference (tran_id) recorded or found, else its id's start. */
function booking({ before, after, entry }: Parts): string {
  return `booking ${text(after.tranId) ?? text(before.tranId) ?? text(entry.bookingRef) ?? entry.objectId.slice(0, 8)}`;
}

/** A room type by its title when recorded, else its id's start. */
function roomType({ before, after, entry }: Parts): string {
  const title = text(after.title) ?? text(before.title);
  return title ? `room "${title}"` : `room type ${entry.objectId.slice(0, 8)}`;
}

/** The staff member an entry is about: the name or e-mail recorded, else the id's start. */
function person({ before, after, entry }: Parts): string {
  return text(after.name) ?? text(entry.objectName) ?? text(after.email) ?? text(before.email) ?? `user ${entry.objectId.slice(0, 8)}`;
}

const from = (e: AuditSentenceInput) => (e.ip ? ` from ${e.ip}` : '');
const because = (reason: unknown) => (text(reason) ? ` (${text(reason)})` : '');
const methodOf = (method: unknown) => PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? text(method) ?? 'hand';

const stayChange = (p: Parts) => {
  const summary = text(p.after.summary);
  return summary
    ? `${p.who} ${summary}`
    : `${p.who} changed the dates of ${booking(p)} to ${day(p.after.checkIn)} – ${day(p.after.checkOut)}`;
};

const staffCancellation = (p: Parts) => {
  const refund =
    typeof p.after.refundPoisha === 'number' && p.after.refundPoisha > 0 ? `, refunding ${money(p.after.refundPoisha)}` : ', no refund';
  return `${p.who} cancelled ${booking(p)} for the guest${because(p.after.reason)}${refund}`;
};

const deskBooking = (p: Parts) => {
  const source = BOOKING_SOURCE_LABELS[p.after.source as keyof typeof BOOKING_SOURCE_LABELS];
  const room = text(p.after.roomNumber) ? ` in room ${text(p.after.roomNumber)}` : '';
  const how = p.after.mode === 'link' ? ' and sent a payment link' : '';
  return `${p.who} made ${booking(p)}${room} at the desk${source ? ` (${source.toLowerCase()})` : ''} for ${money(p.after.totalPoisha)}${how}`;
};

const refundWords = (p: Parts, verb: string) => `${p.who} ${verb} ${money(p.after.amountPoisha)} for ${booking(p)}`;

const sessionsRevoked = (p: Parts) => {
  const scope = p.after.scope === 'all' ? 'every session' : p.after.scope === 'others' ? 'every other session' : 'a session';
  return `${p.who} ended ${scope}${from(p.entry)}`;
};

/** Each action's wording; `who` is describeActor's phrase. */
const WORDINGS: Record<AuditAction, (p: Parts) => string> = {
  'user.made-admin': (p) => `${p.who} made ${person(p)} an owner (was ${roleWords(p.before.role)})`,
  'room.added': (p) => `${p.who} added ${roomType(p)}`,
  'room.edited': (p) => `${p.who} edited ${roomType(p)}`,
  'room.archived': (p) => `${p.who} archived ${roomType(p)}`,
  'room.restored': (p) => `${p.who} restored ${roomType(p)}`,
  'cancellation.requested': (p) => `${p.who} asked to cancel ${booking(p)}${because(p.after.reason)}`,
  'cancellation.approved': (p) => `${p.who} approved the cancellation of ${booking(p)}, refunding ${money(p.after.refundPoisha)}`,
  'cancellation.declined': (p) => `${p.who} declined the cancellation of ${booking(p)}${because(p.after.declineReason)}`,
  'payment.confirmed': (p) =>
    `${p.who} confirmed payment of ${money(p.after.amountPoisha)} for ${booking(p)}${p.after.isLate ? ' (late)' : ''}`,
  'refund.requested': (p) =>
    `${p.who} asked the gateway to refund ${money(p.after.amountPoisha)} for ${booking(p)}${p.after.automatic ? ' (automatic, late payment)' : ''}`,
  'refund.accepted': (p) => `${p.who} accepted the refund of ${money(p.after.amountPoisha)} for ${booking(p)}`,
  'refund.refused': (p) => `${p.who} refused the refund of ${money(p.after.amountPoisha)} for ${booking(p)}${because(p.after.message)}`,
  'hold.expired': (p) => `${p.who} let the unpaid hold on ${booking(p)} expire`,
  'physical-room.added': (p) => `${p.who} added room ${text(p.after.number) ?? '?'}`,
  'physical-room.edited': (p) =>
    p.before.number !== p.after.number
      ? `${p.who} renumbered room ${text(p.before.number) ?? '?'} to ${text(p.after.number) ?? '?'}`
      : `${p.who} changed the floor of room ${text(p.after.number) ?? '?'}`,
  'physical-room.retired': (p) => `${p.who} took room ${text(p.before.number) ?? '?'} out of service`,
  'block.added': (p) =>
    `${p.who} blocked room ${text(p.after.roomNumber) ?? '?'} from ${day(p.after.startDate)} to ${day(p.after.endDate)}${because(p.after.reason)}`,
  'block.ended': (p) => `${p.who} ended the block on room ${text(p.before.roomNumber) ?? '?'} early, on ${day(p.after.endDate)}`,
  'block.withdrawn': (p) =>
    `${p.who} withdrew the block on room ${text(p.before.roomNumber) ?? '?'} (${day(p.before.startDate)} to ${day(p.before.endDate)})`,
  'booking.moved': (p) => `${p.who} moved ${booking(p)} from room ${text(p.before.room) ?? '?'} to ${text(p.after.room) ?? '?'}`,
  'booking.desk-made': deskBooking,
  'payment.desk-taken': (p) => `${p.who} took ${money(p.after.amountPoisha)} by ${methodOf(p.after.method)} for ${booking(p)}`,
  'housekeeping.changed': (p) =>
    `${p.who} marked room ${text(p.after.room) ?? '?'} ${(HOUSEKEEPING_STATUS_LABELS[p.after.housekeepingStatus as keyof typeof HOUSEKEEPING_STATUS_LABELS] ?? '?').toLowerCase()}`,
  'guest.notes-updated': (p) => `${p.who} updated a guest's notes`,
  'booking.stay-changed': stayChange,
  'cancellation.by-staff': staffCancellation,
  'refund.given': (p) => `${refundWords(p, 'handed back')} by ${methodOf(p.after.method)}${because(p.after.reason)}`,
  'booking.no-show': (p) =>
    `${p.who} marked ${booking(p)} a no-show; kept ${money(p.after.feePoisha)}, refunded ${money(p.after.refundPoisha)}`,
  'stay.checked-in': (p) =>
    `${p.who} checked ${text(p.after.guestName) ?? 'the guest'} in to room ${text(p.after.roomNumber) ?? '?'} (${booking(p)})`,
  'stay.checked-out': (p) =>
    `${p.who} checked ${text(p.after.guestName) ?? 'the guest'} out of room ${text(p.after.roomNumber) ?? '?'} (${booking(p)})`,
  'auth.signed-in': (p) => `${p.who} signed in${p.after.method ? ` with ${text(p.after.method)}` : ''}${from(p.entry)}`,
  'auth.sign-in-failed': (p) =>
    `Failed sign-in for ${text(p.after.email) ?? p.entry.objectId}${p.after.step === 'two-factor' ? ' (wrong second-factor code)' : ''}${from(p.entry)}`,
  'auth.signed-out': (p) => `${p.who} signed out${from(p.entry)}`,
  'auth.password-changed': (p) => `${p.who} changed their password${from(p.entry)}`,
  'auth.password-reset': (p) => `${p.who} set a new password with a reset link${from(p.entry)}`,
  'auth.two-factor-enabled': (p) => `${p.who} turned on two-factor sign-in${from(p.entry)}`,
  'auth.two-factor-disabled': (p) => `${p.who} turned off two-factor sign-in${from(p.entry)}`,
  'auth.backup-codes-regenerated': (p) => `${p.who} made new backup codes${from(p.entry)}`,
  'auth.passkey-added': (p) => `${p.who} added a passkey${from(p.entry)}`,
  'auth.passkey-removed': (p) => `${p.who} removed a passkey${from(p.entry)}`,
  'auth.sessions-revoked': sessionsRevoked,
  'staff.invited': (p) => `${p.who} invited ${person(p)} as ${roleWords(p.after.role)}`,
  'staff.role-changed': (p) => `${p.who} changed ${person(p)}'s role from ${roleWords(p.before.role)} to ${roleWords(p.after.role)}`,
  'staff.deactivated': (p) => `${p.who} deactivated ${person(p)}`,
  'staff.reactivated': (p) => `${p.who} reactivated ${person(p)}`,
};

const asFields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/** The entry as one sentence; an action this version does not know reads as "‹who›: ‹action› on ‹object›". */
export function describeAuditEntry(entry: AuditSentenceInput): string {
  const parts: Parts = { who: describeActor(entry), before: asFields(entry.before), after: asFields(entry.after), entry };
  const wording = WORDINGS[entry.action as AuditAction] as ((p: Parts) => string) | undefined;
  return wording ? wording(parts) : `${parts.who}: ${entry.action} on ${entry.objectType} ${entry.objectId.slice(0, 8)}`;
}
