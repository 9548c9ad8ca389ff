/**
 * Managing staff (issue 29 "Managing staff"): invite by e-mail with a role, change a role or
 * demote to guest, deactivate and reactivate. The rules hold here, whatever the screen shows:
 * - only an owner makes (or changes, or deactivates) an owner; a manager manages everyone else
 *   (`canAssignRole`, shared/domain/staff-roles.ts);
 * - nobody changes or deactivates their own account through these calls;
 * - the hotel's last active owner cannot be demoted or deactivated: every change locks the active
 *   owners' rows first (staff.repository.ts lockActiveOwnerIds), so two concurrent removals of
 *   the last two owners cannot both pass;
 * - every change is audited (`staff.*`, before/after roles) in its own transaction.
 * After a change commits, the caller forgets the user in the session cache (routes) so the new
 * role or the deactivation holds on every instance at once.
 */
import { randomBytes } from 'node:crypto';
import { canAssignRole, hasPermission, isStaffRole, ROLE_LABELS, type Role } from '#shared/domain/staff-roles.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import type { InviteStaff, StaffChangeAnswer, StaffMember } from '#shared/schemas/staff.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/access.ts';
import type { BackgroundTasks } from '../../plugins/background-tasks.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { renderStaffInvitation, renderStaffPromotion } from '../emails/emails.service.ts';
import {
  deleteSessionsOf,
  findStaffRow,
  insertInvitedUser,
  insertSetPasswordToken,
  listStaffRows,
  lockActiveOwnerIds,
  lockUser,
  lockUserByEmail,
  updateDeactivatedAt,
  updateRole,
  type StaffRow,
  type UserRow,
} from './staff.repository.ts';

/** How long an invitation's set-password link works (then "Forgot password" sends a new one). */
const INVITATION_DAYS = 7;

/** What the staff calls need besides the database: where e-mails go and whose name they carry. */
export interface StaffDeps {
  db: Database;
  mailer: Mailer;
  tasks: BackgroundTasks;
  publicUrl: string;
  hotel: HotelIdentity;
}

/** The caller of a staff call and the audit actor of their request. */
export interface StaffCaller {
  user: SessionUser;
  by: AuditActor;
}

const forbiddenBecause = (message: string) => new AppError('FORBIDDEN', message);

/** A row as the API answers it; null for a guest (no longer staff). */
function toMember(row: StaffRow | undefined): StaffMember | null {
  if (!row || !isStaffRole(row.role)) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isTwoFactorEnabled: row.twoFactorEnabled,
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    deactivatedAt: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
  };
}

/** GET /api/admin/staff: everyone whose role is not guest, deactivated included, by name. */
export async function listStaff(db: Executor): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map((row) => toMember(row)!);
}

/** Throws 403 unless `caller` may assign `role` (only an owner makes an owner). */
function assertCanAssign(caller: Pick<SessionUser, 'role'>, role: Role): void {
  if (!canAssignRole(caller.role, role)) throw forbiddenBecause('Only an owner can make an owner');
}

const isActiveOwner = (target: UserRow) => target.role === 'admin' && target.deactivatedAt === null;

/** Throws 409 LAST_OWNER when removing `target`, an active owner, would leave no active owner; `ownerIds` are locked. */
function assertNotLastOwner(target: UserRow, ownerIds: string[]): void {
  if (ownerIds.every((id) => id === target.id)) {
    throw new AppError('LAST_OWNER', "The hotel's last owner cannot be demoted or deactivated");
  }
}

/** What a change does to the owners: `isRemovingOwner` when the target stops being an active owner. */
interface Change {
  /** The role the change assigns, checked with canAssignRole; absent when it assigns none. */
  role?: Role;
  isRemovingOwner: boolean;
}

/**
 * The rules of a change of `target`, in this order: never your own account (403); only an owner
 * changes an owner (403, by the caller's role as their request began); never the last active
 * owner (409 LAST_OWNER, `ownerIds` locked); then the caller as the database has them now
 * (`callerRow`, locked, so a demotion or deactivation that committed meanwhile counts): active,
 * holding `staff`, still an owner to change an owner, allowed to assign `change.role` (403).
 */
function assertMayChange(caller: SessionUser, callerRow: UserRow | undefined, target: UserRow, ownerIds: string[], change: Change): void {
  if (target.id === caller.id) throw forbiddenBecause('You cannot change your own account here');
  const assertOwnerRules = (role: Role) => {
    if (target.role === 'admin' && role !== 'admin') throw forbiddenBecause('Only an owner can change an owner');
    if (change.role) assertCanAssign({ role }, change.role);
  };
  assertOwnerRules(caller.role);
  if (change.isRemovingOwner) assertNotLastOwner(target, ownerIds);
  if (!callerRow || callerRow.deactivatedAt || !hasPermission(callerRow.role, 'staff')) throw forbidden();
  assertOwnerRules(callerRow.role);
}

/**
 * Runs `change` on the locked row of `targetId` in one transaction, after locking the active
 * owners (always first, in id order, so concurrent changes queue behind each other instead of
 * deadlocking) and the caller's row. Throws 404 for an unknown id, and what assertMayChange throws.
 */
async function withLockedTarget<T>(
  db: Database,
  caller: SessionUser,
  targetId: string,
  changeOf: (target: UserRow) => Change,
  change: (tx: Executor, target: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const ownerIds = await lockActiveOwnerIds(tx);
    const target = await lockUser(tx, targetId);
    if (!target) throw notFound('Staff member');
    const callerRow = target.id === caller.id ? target : await lockUser(tx, caller.id);
    assertMayChange(caller, callerRow, target, ownerIds, changeOf(target));
    return change(tx, target);
  });
}

/** The member as now, with `message`. */
async function answer(db: Executor, id: string, message: string): Promise<StaffChangeAnswer> {
  return { message, member: toMember(await findStaffRow(db, id)) };
}

/**
 * PUT /api/admin/staff/:id/role: sets `role` (guest demotes). The same role again changes
 * nothing and records nothing. Throws 403 (own account, owner rules), 404, 409 LAST_OWNER.
 */
export async function changeStaffRole(db: Database, caller: StaffCaller, targetId: string, role: Role): Promise<StaffChangeAnswer> {
  assertCanAssign(caller.user, role);
  const changeOf = (target: UserRow): Change => ({ role, isRemovingOwner: isActiveOwner(target) && role !== 'admin' });
  const name = await withLockedTarget(db, caller.user, targetId, changeOf, async (tx, target) => {
    if (target.role === role) return target.name;
    await updateRole(tx, target.id, role);
    await recordAudit(tx, caller.by, {
      action: 'staff.role-changed',
      objectType: 'user',
      objectId: target.id,
      before: { role: target.role },
      after: { role },
    });
    return target.name;
  });
  return answer(db, targetId, `${name} is now ${ROLE_LABELS[role]}`);
}

/**
 * POST /api/admin/staff/:id/deactivate: sets `deactivated_at` and deletes every session of the
 * person in the same transaction (the caller then forgets them in the session cache). Already
 * deactivated: nothing changes. Throws 403, 404 (also for a guest), 409 LAST_OWNER.
 */
export async function deactivateStaff(db: Database, caller: StaffCaller, targetId: string): Promise<StaffChangeAnswer> {
  const changeOf = (target: UserRow): Change => {
    if (!isStaffRole(target.role)) throw notFound('Staff member');
    return { isRemovingOwner: isActiveOwner(target) };
  };
  const name = await withLockedTarget(db, caller.user, targetId, changeOf, async (tx, target) => {
    if (target.deactivatedAt) return target.name;
    await updateDeactivatedAt(tx, target.id, new Date());
    const sessionsEnded = await deleteSessionsOf(tx, target.id);
    await recordAudit(tx, caller.by, {
      action: 'staff.deactivated',
      objectType: 'user',
      objectId: target.id,
      before: { role: target.role, isActive: true },
      after: { role: target.role, isActive: false, sessionsEnded },
    });
    return target.name;
  });
  return answer(db, targetId, `${name} is deactivated; their open sessions have ended`);
}

/** POST /api/admin/staff/:id/reactivate: clears `deactivated_at` (they sign in again). Throws 403, 404. */
export async function reactivateStaff(db: Database, caller: StaffCaller, targetId: string): Promise<StaffChangeAnswer> {
  const name = await withLockedTarget(
    db,
    caller.user,
    targetId,
    () => ({ isRemovingOwner: false }),
    async (tx, target) => {
      if (!target.deactivatedAt) return target.name;
      await updateDeactivatedAt(tx, target.id, null);
      await recordAudit(tx, caller.by, {
        action: 'staff.reactivated',
        objectType: 'user',
        objectId: target.id,
        before: { role: target.role, isActive: false },
        after: { role: target.role, isActive: true },
      });
      return target.name;
    },
  );
  return answer(db, targetId, `${name} is active again`);
}

type Invited = { user: UserRow; link: string | null };

/** In one transaction: a new account with a set-password link, or a guest's promotion. Throws 409 ALREADY_STAFF. */
async function recordInvitation(db: Database, caller: StaffCaller, input: InviteStaff, publicUrl: string): Promise<Invited> {
  return db.transaction(async (tx) => {
    const existing = await lockUserByEmail(tx, input.email);
    if (existing && isStaffRole(existing.role)) throw new AppError('ALREADY_STAFF', `${input.email} is on the staff already`);
    const audit = (target: UserRow, before: unknown) =>
      recordAudit(tx, caller.by, {
        action: 'staff.invited',
        objectType: 'user',
        objectId: target.id,
        before,
        after: { role: input.role, email: input.email },
      });
    if (existing) {
      await updateRole(tx, existing.id, input.role);
      await audit(existing, { role: existing.role });
      return { user: existing, link: null };
    }
    const created = await insertInvitedUser(tx, input);
    if (!created) throw new AppError('ALREADY_STAFF', `${input.email} signed up or was invited a moment ago; reload the list`);
    const token = randomBytes(24).toString('base64url');
    await insertSetPasswordToken(tx, created.id, token, new Date(Date.now() + INVITATION_DAYS * 86_400_000));
    await audit(created, null);
    return { user: created, link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}` };
  });
}

/**
 * POST /api/admin/staff/invitations: an unknown e-mail gets an account (no password yet) and an
 * invitation whose link sets the password; an existing guest becomes staff with `role` and is
 * told by e-mail. The e-mail leaves after the commit (not awaited, like the reset e-mail).
 * Throws 403 (an owner invited by a non-owner), 409 ALREADY_STAFF.
 */
export async function inviteStaff(deps: StaffDeps, caller: StaffCaller, input: InviteStaff): Promise<StaffChangeAnswer> {
  assertCanAssign(caller.user, input.role);
  const { user, link } = await recordInvitation(deps.db, caller, input, deps.publicUrl);
  const facts = { to: user.email, name: user.name, inviterName: caller.user.name, roleLabel: ROLE_LABELS[input.role] };
  const rendering = link
    ? renderStaffInvitation(facts, link, INVITATION_DAYS, deps.hotel)
    : renderStaffPromotion(facts, deps.publicUrl, deps.hotel);
  // The address and role only: the link is a credential and never logged.
  deps.tasks.run(
    rendering.then((message) => deps.mailer.send(message)),
    (error) => console.error('staff invitation e-mail failed', error),
  );
  const message = link ? `Invitation sent to ${user.email}` : `${user.name} is now ${ROLE_LABELS[input.role]}`;
  return answer(deps.db, user.id, message);
}
