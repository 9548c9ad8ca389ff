/**
 * The audit log (issue #13): GET /api/admin/audit-log?objectType=&objectId=&page=&pageSize=,
 * newest first; issue 29 adds the filters actor, action, from and to (hotel days) and the CSV export. Money in `before`/`after` is integer poisha (`…Poisha` keys).
 */
import { z } from 'zod';
import { COUNT_CAP } from './admin-lists.ts';
import { isoDateSchema } from './common.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

export { COUNT_CAP };

/** What an entry is about. Money movements are recorded on their booking. */
export const AUDIT_OBJECT_TYPES = ['booking', 'room', 'user', 'block'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** Every action recorded, in the order the action filter lists them within their groups. */
export const AUDIT_ACTIONS = [
  'user.made-admin',
  'room.added',
  'room.edited',
  'room.archived',
  'room.restored',
  'cancellation.requested',
  'cancellation.approved',
  'cancellation.declined',
  'payment.confirmed',
  'refund.requested',
  'refund.accepted',
  'refund.refused',
  /** Issue 24: an unpaid hold ran out (the job, or the next hold of its room, expired it). */
  'hold.expired',
  /** Issue 27: a room type's physical rooms (recorded on the type), blocks, and moving a booking. */
  'physical-room.added',
  'physical-room.edited',
  'physical-room.retired',
  'block.added',
  'block.ended',
  'block.withdrawn',
  'booking.moved',
  /** Issue 27: staff entered a booking at the desk (paid, a deposit, or a payment link sent). */
  'booking.desk-made',
  /** Issue 27: money taken at the desk (cash, bKash, Nagad, card, bank transfer). */
  'payment.desk-taken',
  /** Issue 28: housekeeping marked a physical room clean, dirty, inspected or out of order (recorded on its type). */
  'housekeeping.changed',
  /** Issue 28: staff changed the notes on a guest's profile (lengths only, never the text). */
  'guest.notes-updated',
  /** Issue 28: staff changed a paid stay's dates (extended, shortened, moved), and cancelled a stay for the guest. */
  'booking.stay-changed',
  'cancellation.by-staff',
  /** Issue 28: money handed back at the desk (a part or all of a payment), and a no-show marked. */
  'refund.given',
  'booking.no-show',
  /** Issue 28: the guest checked in or out (name and room only, never an ID number). */
  'stay.checked-in',
  'stay.checked-out',
  /**
   * Issue 29: identity events, recorded on the user by plugins/auth-audit.ts. A failed sign-in's
   * actor is 'anonymous' and its object the e-mail tried (never the password).
   */
  'auth.signed-in',
  'auth.sign-in-failed',
  'auth.signed-out',
  'auth.password-changed',
  'auth.password-reset',
  'auth.two-factor-enabled',
  'auth.two-factor-disabled',
  'auth.backup-codes-regenerated',
  'auth.passkey-added',
  'auth.passkey-removed',
  'auth.sessions-revoked',
  /** Issue 29: staff management, recorded on the staff member by the staff module. */
  'staff.invited',
  'staff.role-changed',
  'staff.deactivated',
  'staff.reactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The action filter's groups (issue 29 "filter by … action"), each in the hotel's words; every
 * action is in exactly one group (tests/unit walk them).
 */
export const AUDIT_ACTION_GROUPS: ReadonlyArray<{ label: string; actions: readonly AuditAction[] }> = [
  {
    label: 'Bookings and stays',
    actions: [
      'booking.desk-made',
      'booking.moved',
      'booking.stay-changed',
      'booking.no-show',
      'hold.expired',
      'stay.checked-in',
      'stay.checked-out',
      'guest.notes-updated',
    ],
  },
  {
    label: 'Cancellations',
    actions: ['cancellation.requested', 'cancellation.approved', 'cancellation.declined', 'cancellation.by-staff'],
  },
  {
    label: 'Payments and refunds',
    actions: ['payment.confirmed', 'payment.desk-taken', 'refund.requested', 'refund.accepted', 'refund.refused', 'refund.given'],
  },
  {
    label: 'Rooms',
    actions: [
      'room.added',
      'room.edited',
      'room.archived',
      'room.restored',
      'physical-room.added',
      'physical-room.edited',
      'physical-room.retired',
      'block.added',
      'block.ended',
      'block.withdrawn',
      'housekeeping.changed',
    ],
  },
  {
    label: 'Sign-in and security',
    actions: [
      'auth.signed-in',
      'auth.sign-in-failed',
      'auth.signed-out',
      'auth.password-changed',
      'auth.password-reset',
      'auth.two-factor-enabled',
      'auth.two-factor-disabled',
      'auth.backup-codes-regenerated',
      'auth.passkey-added',
      'auth.passkey-removed',
      'auth.sessions-revoked',
    ],
  },
  {
    label: 'Staff',
    actions: ['user.made-admin', 'staff.invited', 'staff.role-changed', 'staff.deactivated', 'staff.reactivated'],
  },
];

export const auditLogQuerySchema = z.object({
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(200).optional(),
  /** Issue 29: who acted (a user id, or 'system' / 'gateway' / 'anonymous'). */
  actor: z.string().trim().min(1).max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Issue 29: hotel days (Asia/Dhaka by default), both ends included. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** A user id, 'system' (the job) or 'gateway'. */
  actor: z.string(),
  /** The acting user's name, when the actor is a user. */
  actorName: z.string().nullable(),
  /** Issue 29: the actor's role when the entry was written (null before migration 0016, and for the job and the gateway). */
  actorRole: z.string().nullable(),
  /** Issue 29: the entry in the hotel's words (shared/domain/audit-sentence.ts). */
  sentence: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  isTotalCapped: z.boolean(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
