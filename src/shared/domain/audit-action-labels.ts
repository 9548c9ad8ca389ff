/**
 * Each audit action's short name (issue #13, shared in issue 29): the action filter's choices, the
 * CSV's action column and the page's badge. A `Record` over AUDIT_ACTIONS, so a new action
 * without a name does not compile.
 */
import type { AuditAction } from '../schemas/audit-log.ts';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.made-admin': 'Made admin',
  'room.added': 'Room added',
  'room.edited': 'Room edited',
  'room.archived': 'Room archived',
  'room.restored': 'Room restored',
  'cancellation.requested': 'Cancellation requested',
  'cancellation.approved': 'Cancellation approved',
  'cancellation.declined': 'Cancellation declined',
  'payment.confirmed': 'Payment confirmed',
  'refund.requested': 'Refund requested',
  'refund.accepted': 'Refund accepted',
  'refund.refused': 'Refund refused',
  'hold.expired': 'Hold expired',
  'physical-room.added': 'Room number added',
  'physical-room.edited': 'Room number changed',
  'physical-room.retired': 'Room taken out of service',
  'block.added': 'Room blocked',
  'block.ended': 'Block ended early',
  'block.withdrawn': 'Block withdrawn',
  'booking.moved': 'Booking moved',
  'booking.desk-made': 'Booked at the desk',
  'payment.desk-taken': 'Payment taken at the desk',
  'housekeeping.changed': 'Housekeeping status changed',
  'guest.notes-updated': 'Guest notes updated',
  'booking.stay-changed': 'Stay dates changed',
  'cancellation.by-staff': 'Cancelled by staff for the guest',
  'refund.given': 'Refund handed back at the desk',
  'booking.no-show': 'Marked no-show',
  'stay.checked-in': 'Checked in',
  'stay.checked-out': 'Checked out',
  'auth.signed-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'auth.signed-out': 'Signed out',
  'auth.password-changed': 'Password changed',
  'auth.password-reset': 'Password reset by link',
  'auth.two-factor-enabled': 'Two-factor turned on',
  'auth.two-factor-disabled': 'Two-factor turned off',
  'auth.backup-codes-regenerated': 'Backup codes renewed',
  'auth.passkey-added': 'Passkey added',
  'auth.passkey-removed': 'Passkey removed',
  'auth.sessions-revoked': 'Sessions ended',
  'staff.invited': 'Staff invited',
  'staff.role-changed': 'Role changed',
  'staff.deactivated': 'Staff deactivated',
  'staff.reactivated': 'Staff reactivated',
};

/** The short name of `action` (an unknown one as recorded). */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
