/**
 * The front desk's vocabularies (issue 28): where a guest is in their stay, a physical room's
 * housekeeping status, the identity documents of the guest register, and what a staff
 * cancellation keeps. One definition each, shared by the database enums, the API's validation
 * and the screens.
 */

/**
 * Where a kept (paid) stay is: `expected` until check-in, `checked-in` while in the house,
 * `checked-out` after check-out. A stay never taken is the booking status `no_show` instead,
 * so its nights are free again (the exclusion constraint counts `held` and `paid` only).
 */
export const STAY_STATUSES = ['expected', 'checked-in', 'checked-out'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/** A physical room's housekeeping status: a guest may check in to `clean` or `inspected` only. */
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out-of-order'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];
export const READY_HOUSEKEEPING_STATUSES = ['clean', 'inspected'] as const satisfies readonly HousekeepingStatus[];

/** Identity documents the guest register takes (Bangladesh: NID; children: birth certificate). */
export const ID_TYPES = ['nid', 'passport', 'driving-licence', 'birth-certificate'] as const;
export type IdType = (typeof ID_TYPES)[number];

/**
 * What a cancellation or a no-show keeps of the stay's price: everything back, the first night
 * kept, or nothing back. The policy proposes one (docs/product/rules.md#cancellations-by-staff-issue-28); an admin
 * may choose another with a reason.
 */
export const CANCELLATION_OUTCOMES = ['full-refund', 'first-night-kept', 'no-refund'] as const;
export type CancellationOutcome = (typeof CANCELLATION_OUTCOMES)[number];

/** Screen labels of the vocabularies above. */
export const STAY_STATUS_LABELS: Record<StayStatus, string> = {
  expected: 'Expected',
  'checked-in': 'Checked in',
  'checked-out': 'Checked out',
};
export const HOUSEKEEPING_STATUS_LABELS: Record<HousekeepingStatus, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  'out-of-order': 'Out of order',
};
export const ID_TYPE_LABELS: Record<IdType, string> = {
  nid: 'National ID (NID)',
  passport: 'Passport',
  'driving-licence': 'Driving licence',
  'birth-certificate': 'Birth certificate',
};
export const CANCELLATION_OUTCOME_LABELS: Record<CancellationOutcome, string> = {
  'full-refund': 'Full refund',
  'first-night-kept': 'First night kept',
  'no-refund': 'No refund',
};
