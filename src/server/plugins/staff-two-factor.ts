/**
 * Two-factor sign-in is required for staff (issue 29, decision 031). With STAFF_TWO_FACTOR=required
 * (the default in production) a staff user who has not enrolled an authenticator is refused every
 * staff (permission) route with 403 TWO_FACTOR_REQUIRED, and the web sends them to the security
 * page. Their 'user' routes (the security page's own calls, POST /api/step-up) stay open, so they
 * can enrol. In `optional` mode (development: the README's demo owner) nothing is refused.
 */
import { isStaffRole, type Role } from '#shared/domain/staff-roles.ts';
import { AppError } from '../errors.ts';

/** The message of TWO_FACTOR_REQUIRED (issue 29's wording, shown on the security page too). */
const TWO_FACTOR_REQUIRED_MESSAGE = 'Set up two-factor sign-in before using the staff pages';

/**
 * Throws 403 TWO_FACTOR_REQUIRED when `isStaffRoute` is called by a staff `caller` without a second
 * factor while `config.staffTwoFactor` is 'required'. Called by the access hook after the permission check.
 */
export function assertStaffTwoFactor(
  config: { staffTwoFactor: 'required' | 'optional' },
  caller: { role: Role; hasTwoFactor: boolean },
  isStaffRoute: boolean,
): void {
  if (!isStaffRoute || config.staffTwoFactor !== 'required') return;
  if (isStaffRole(caller.role) && !caller.hasTwoFactor) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
}
