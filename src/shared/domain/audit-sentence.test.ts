/**
 * Audit entries in the hotel's words (issue 29): one expected sentence per action, written from
 * the before/after shapes the modules record (grep `recordAudit(`); the walk over AUDIT_ACTIONS
 * fails for a new action that has no wording and no case here.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, type AuditAction } from '../schemas/audit-log.ts';
import { AUDIT_ACTION_LABELS } from './audit-action-labels.ts';
import { describeActor, describeAuditEntry, type AuditSentenceInput } from './audit-sentence.ts';

const rahim = { actor: 'u-rahim', actorName: 'Rahim Uddin', actorRole: 'front_desk' };
const nadia = { actor: 'u-nadia', actorName: 'Nadia', actorRole: 'admin' };
const BOOKING = 'b6f1c2d4-0000-4000-8000-000000000001';

type Case = Partial<AuditSentenceInput> & { expected: string };

type Who = Pick<AuditSentenceInput, 'actor' | 'actorName' | 'actorRole'>;
const booking = (before: unknown, after: unknown, who: Who = rahim) => ({
  ...who,
  objectType: 'booking',
  objectId: BOOKING,
  before,
  after,
});

/** Every action: a realistic entry and its sentence. */
const CASES: Record<AuditAction, Case> = {
  'user.made-admin': {
    ...nadia,
    before: { role: 'guest' },
    after: { role: 'admin', email: 'karim@example.com' },
    expected: 'Nadia (owner) made karim@example.com an owner (was guest)',
  },
  'room.added': { ...nadia, after: { title: 'Sea Suite' }, expected: 'Nadia (owner) added room "Sea Suite"' },
  'room.edited': {
    ...nadia,
    before: { title: 'Sea Suite' },
    after: { title: 'Sea Suite' },
    expected: 'Nadia (owner) edited room "Sea Suite"',
  },
  'room.archived': { ...nadia, after: { title: 'Sea Suite' }, expected: 'Nadia (owner) archived room "Sea Suite"' },
  'room.restored': { ...nadia, after: { title: 'Sea Suite' }, expected: 'Nadia (owner) restored room "Sea Suite"' },
  'cancellation.requested': {
    ...booking(null, { reason: 'Plans changed' }, { actor: 'u-g', actorName: 'Karim', actorRole: 'guest' }),
    expected: 'Karim asked to cancel booking b6f1c2d4 (Plans changed)',
  },
  'cancellation.approved': {
    ...booking(null, { refundPoisha: 250_000, tranId: 'HB2041' }, nadia),
    expected: 'Nadia (owner) approved the cancellation of booking HB2041, refunding BDT 2,500',
  },
  'cancellation.declined': {
    ...booking(null, { declineReason: 'Too late' }, nadia),
    expected: 'Nadia (owner) declined the cancellation of booking b6f1c2d4 (Too late)',
  },
  'payment.confirmed': {
    ...booking(null, { tranId: 'HB2041', amountPoisha: 1_000_000, isLate: false }, { actor: 'gateway', actorName: null, actorRole: null }),
    expected: 'The payment gateway confirmed payment of BDT 10,000 for booking HB2041',
  },
  'refund.requested': {
    ...booking(null, { tranId: 'HB2041', amountPoisha: 500_000, automatic: true }, { actor: 'system', actorName: null, actorRole: null }),
    expected: 'The system asked the gateway to refund BDT 5,000 for booking HB2041 (automatic, late payment)',
  },
  'refund.accepted': {
    ...booking(null, { tranId: 'HB2041', amountPoisha: 500_000 }, { actor: 'gateway', actorName: null, actorRole: null }),
    expected: 'The payment gateway accepted the refund of BDT 5,000 for booking HB2041',
  },
  'refund.refused': {
    ...booking(
      null,
      { tranId: 'HB2041', amountPoisha: 500_000, message: 'Insufficient balance' },
      { actor: 'gateway', actorName: null, actorRole: null },
    ),
    expected: 'The payment gateway refused the refund of BDT 5,000 for booking HB2041 (Insufficient balance)',
  },
  'hold.expired': {
    ...booking({ status: 'held' }, { status: 'expired', tranId: 'HB2041' }, { actor: 'system', actorName: null, actorRole: null }),
    expected: 'The system let the unpaid hold on booking HB2041 expire',
  },
  'physical-room.added': { ...nadia, after: { number: '204', floor: 2 }, expected: 'Nadia (owner) added room 204' },
  'physical-room.edited': {
    ...nadia,
    before: { number: '204' },
    after: { number: '205' },
    expected: 'Nadia (owner) renumbered room 204 to 205',
  },
  'physical-room.retired': { ...nadia, before: { number: '204', retiredAt: null }, expected: 'Nadia (owner) took room 204 out of service' },
  'block.added': {
    ...rahim,
    after: { roomNumber: '201', startDate: '2026-12-01', endDate: '2026-12-03', reason: 'Leaking tap' },
    expected: 'Rahim Uddin (front desk) blocked room 201 from 01-12-2026 to 03-12-2026 (Leaking tap)',
  },
  'block.ended': {
    ...rahim,
    before: { roomNumber: '201' },
    after: { endDate: '2026-12-02' },
    expected: 'Rahim Uddin (front desk) ended the block on room 201 early, on 02-12-2026',
  },
  'block.withdrawn': {
    ...rahim,
    before: { roomNumber: '201', startDate: '2026-12-01', endDate: '2026-12-03' },
    expected: 'Rahim Uddin (front desk) withdrew the block on room 201 (01-12-2026 to 03-12-2026)',
  },
  'booking.moved': {
    ...booking({ room: '201' }, { room: '203' }),
    expected: 'Rahim Uddin (front desk) moved booking b6f1c2d4 from room 201 to 203',
  },
  'booking.desk-made': {
    ...booking(null, { tranId: 'HB2041', roomNumber: '201', source: 'walk-in', mode: 'paid', totalPoisha: 700_000 }),
    expected: 'Rahim Uddin (front desk) made booking HB2041 in room 201 at the desk (walk-in) for BDT 7,000',
  },
  'payment.desk-taken': {
    ...booking(null, { tranId: 'HB2041', method: 'bkash', amountPoisha: 250_050 }),
    expected: 'Rahim Uddin (front desk) took BDT 2,500.5 by bKash for booking HB2041',
  },
  'housekeeping.changed': {
    actor: 'u-rina',
    actorName: 'Rina',
    actorRole: 'housekeeping',
    before: { housekeepingStatus: 'dirty', room: '204' },
    after: { housekeepingStatus: 'clean', room: '204' },
    expected: 'Rina (housekeeping) marked room 204 clean',
  },
  'guest.notes-updated': {
    ...rahim,
    before: { noteCharacters: 0 },
    after: { noteCharacters: 12 },
    expected: "Rahim Uddin (front desk) updated a guest's notes",
  },
  'booking.stay-changed': {
    ...booking({}, { summary: 'extended booking HB2041 to 03-12-2026 (+BDT 5,000)' }),
    expected: 'Rahim Uddin (front desk) extended booking HB2041 to 03-12-2026 (+BDT 5,000)',
  },
  'cancellation.by-staff': {
    ...booking(null, { tranId: 'HB2041', reason: 'Guest called', refundPoisha: 300_000 }, nadia),
    expected: 'Nadia (owner) cancelled booking HB2041 for the guest (Guest called), refunding BDT 3,000',
  },
  'refund.given': {
    ...booking(null, { tranId: 'HB2041', method: 'cash', amountPoisha: 250_000, reason: 'Shortened stay' }),
    expected: 'Rahim Uddin (front desk) handed back BDT 2,500 for booking HB2041 by Cash (Shortened stay)',
  },
  'booking.no-show': {
    ...booking(null, { tranId: 'HB2041', feePoisha: 300_000, refundPoisha: 300_000 }),
    expected: 'Rahim Uddin (front desk) marked booking HB2041 a no-show; kept BDT 3,000, refunded BDT 3,000',
  },
  'stay.checked-in': {
    ...booking(null, { tranId: 'HB2041', guestName: 'Karim Ahmed', roomNumber: '201' }),
    expected: 'Rahim Uddin (front desk) checked Karim Ahmed in to room 201 (booking HB2041)',
  },
  'stay.checked-out': {
    ...booking(null, { tranId: 'HB2041', guestName: 'Karim Ahmed', roomNumber: '201' }),
    expected: 'Rahim Uddin (front desk) checked Karim Ahmed out of room 201 (booking HB2041)',
  },
  'auth.signed-in': {
    ...rahim,
    after: { method: 'a password' },
    ip: '10.0.0.5',
    expected: 'Rahim Uddin (front desk) signed in with a password from 10.0.0.5',
  },
  'auth.sign-in-failed': {
    actor: 'anonymous',
    actorName: null,
    actorRole: null,
    objectId: 'karim@example.com',
    after: { email: 'karim@example.com', step: 'password' },
    ip: '10.0.0.5',
    expected: 'Failed sign-in for karim@example.com from 10.0.0.5',
  },
  'auth.signed-out': { ...rahim, ip: '10.0.0.5', expected: 'Rahim Uddin (front desk) signed out from 10.0.0.5' },
  'auth.password-changed': { ...rahim, expected: 'Rahim Uddin (front desk) changed their password' },
  'auth.password-reset': { ...rahim, expected: 'Rahim Uddin (front desk) set a new password with a reset link' },
  'auth.two-factor-enabled': { ...rahim, expected: 'Rahim Uddin (front desk) turned on two-factor sign-in' },
  'auth.two-factor-disabled': { ...rahim, expected: 'Rahim Uddin (front desk) turned off two-factor sign-in' },
  'auth.backup-codes-regenerated': { ...rahim, expected: 'Rahim Uddin (front desk) made new backup codes' },
  'auth.passkey-added': { ...rahim, expected: 'Rahim Uddin (front desk) added a passkey' },
  'auth.passkey-removed': { ...rahim, expected: 'Rahim Uddin (front desk) removed a passkey' },
  'auth.sessions-revoked': { ...rahim, after: { scope: 'others' }, expected: 'Rahim Uddin (front desk) ended every other session' },
  'staff.invited': {
    ...nadia,
    after: { email: 'rina@example.com', role: 'housekeeping' },
    expected: 'Nadia (owner) invited rina@example.com as housekeeping',
  },
  'staff.role-changed': {
    ...nadia,
    objectName: 'Karim',
    before: { role: 'front_desk' },
    after: { role: 'manager' },
    expected: "Nadia (owner) changed Karim's role from front desk to manager",
  },
  // As the staff module records them (role and isActive), with the person's name the server found.
  'staff.deactivated': {
    ...nadia,
    objectName: 'Karim',
    before: { role: 'front_desk', isActive: true },
    after: { role: 'front_desk', isActive: false },
    expected: 'Nadia (owner) deactivated Karim',
  },
  'staff.reactivated': {
    ...nadia,
    objectName: 'Karim',
    after: { role: 'front_desk', isActive: true },
    expected: 'Nadia (owner) reactivated Karim',
  },
};

const entryOf = ({ expected: _, ...c }: Case): AuditSentenceInput => ({
  action: '',
  actor: 'system',
  actorName: null,
  actorRole: null,
  objectType: 'user',
  objectId: 'u-karim-0000',
  before: null,
  after: null,
  ip: null,
  ...c,
});

describe('describeAuditEntry', () => {
  it.each([...AUDIT_ACTIONS])('words %s in the hotel’s words', (action) => {
    const c = CASES[action];
    expect(c, `no case for ${action}`).toBeDefined();
    expect(describeAuditEntry(entryOf({ ...c, action }))).toBe(c.expected);
  });

  it('reads an entry missing its fields (an old row) without throwing, with less detail', () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = describeAuditEntry(entryOf({ action, expected: '' }));
      expect(sentence.length).toBeGreaterThan(5);
      expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
    }
  });

  it('names a booking by the reference the server found when the entry did not record it', () => {
    const moved = entryOf({ ...booking({ room: '201' }, { room: '203' }), action: 'booking.moved', bookingRef: 'HB2041', expected: '' });
    expect(describeAuditEntry(moved)).toBe('Rahim Uddin (front desk) moved booking HB2041 from room 201 to 203');
  });

  it('says an unknown action as recorded rather than failing', () => {
    expect(describeAuditEntry(entryOf({ ...rahim, action: 'future.thing', expected: '' }))).toBe(
      'Rahim Uddin (front desk): future.thing on user u-karim-',
    );
  });
});

describe('describeActor', () => {
  it('names staff with their role at the time, guests without one, and the non-people', () => {
    expect(describeActor(nadia)).toBe('Nadia (owner)');
    expect(describeActor({ actor: 'u', actorName: 'Karim', actorRole: 'guest' })).toBe('Karim');
    expect(describeActor({ actor: 'u', actorName: 'Karim', actorRole: null })).toBe('Karim');
    expect(describeActor({ actor: 'gateway', actorName: null, actorRole: null })).toBe('The payment gateway');
    expect(describeActor({ actor: 'anonymous', actorName: null, actorRole: null })).toBe('Someone');
    expect(describeActor({ actor: '0123456789ab', actorName: null, actorRole: 'manager' })).toBe('A former user (01234567) (manager)');
  });
});

describe('action groups and labels', () => {
  it('puts every action in exactly one group and gives each a short name', () => {
    const grouped = AUDIT_ACTION_GROUPS.flatMap((g) => g.actions);
    expect([...grouped].sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\w/);
  });
});
