/**
 * The audit log (issue #13): GET /api/admin/audit-log?objectType=&objectId=&page=&pageSize=,
 * newest first. Money in `before`/`after` is integer poisha (`…Poisha` keys).
 */
import { z } from 'zod';
import { COUNT_CAP } from './admin-lists.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

export { COUNT_CAP };

/** What an entry is about. Money movements are recorded on their booking. */
export const AUDIT_OBJECT_TYPES = ['booking', 'room', 'user', 'block'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** Every action recorded. */
export type AuditAction =
  | 'user.made-admin'
  | 'room.added'
  | 'room.edited'
  | 'room.archived'
  | 'room.restored'
  | 'cancellation.requested'
  | 'cancellation.approved'
  | 'cancellation.declined'
  | 'payment.confirmed'
  | 'refund.requested'
  | 'refund.accepted'
  | 'refund.refused'
  /** Issue 24: an unpaid hold ran out (the job, or the next hold of its room, expired it). */
  | 'hold.expired'
  /** Issue 27: a room type's physical rooms (recorded on the type), blocks, and moving a booking. */
  | 'physical-room.added'
  | 'physical-room.edited'
  | 'physical-room.retired'
  | 'block.added'
  | 'block.ended'
  | 'block.withdrawn'
  | 'booking.moved'
  /** Issue 27: staff entered a booking at the desk (paid, a deposit, or a payment link sent). */
  | 'booking.desk-made'
  /** Issue 27: money taken at the desk (cash, bKash, Nagad, card, bank transfer). */
  | 'payment.desk-taken'
  /** Issue 28: housekeeping marked a physical room clean, dirty, inspected or out of order (recorded on its type). */
  | 'housekeeping.changed'
  /** Issue 28: staff changed the notes on a guest's profile (lengths only, never the text). */
  | 'guest.notes-updated'
  /** Issue 28: staff changed a paid stay's dates (extended, shortened, moved), and cancelled a stay for the guest. */
  | 'booking.stay-changed'
  | 'cancellation.by-staff'
  /** Issue 28: money handed back at the desk (a part or all of a payment), and a no-show marked. */
  | 'refund.given'
  | 'booking.no-show'
  /** Issue 28: the guest checked in or out (name and room only, never an ID number). */
  | 'stay.checked-in'
  | 'stay.checked-out'
  /** Issue 29: managing staff (before/after carry the roles; the invitation its e-mail's address, never a link). */
  | 'staff.invited'
  | 'staff.role-changed'
  | 'staff.deactivated'
  | 'staff.reactivated';

export const auditLogQuerySchema = z.object({
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(200).optional(),
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
