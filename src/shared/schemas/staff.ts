/**
 * Managing staff (issue 29 "Managing staff"): the staff list, an invitation and a role change,
 * shared by the API (GET /api/admin/staff, POST /api/admin/staff/invitations,
 * PUT /api/admin/staff/:id/role, POST …/deactivate and …/reactivate) and the Staff screen.
 */
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../domain/staff-roles.ts';
import { userNameSchema } from './profile.ts';

/** One person who works for the hotel (role ≠ guest), deactivated ones included. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** better-auth's two-factor flag (`user.two_factor_enabled`). */
  isTwoFactorEnabled: z.boolean(),
  /** ISO instant of their latest session activity (its `updatedAt`) or sign-in, null when never signed in. */
  lastSignInAt: z.string().nullable(),
  /** ISO instant they were deactivated, null while active. */
  deactivatedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff/invitations: a staff role only (a guest is nobody to invite). */
export const inviteStaffSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, 'E-mail is too long').pipe(z.email('Please enter a valid e-mail')),
  name: userNameSchema,
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
export type InviteStaff = z.infer<typeof inviteStaffSchema>;

/** PUT /api/admin/staff/:id/role: any role; `guest` demotes. */
export const changeRoleSchema = z.object({ role: z.enum(ROLES, 'Choose a role') });
export type ChangeRole = z.infer<typeof changeRoleSchema>;

/** The answer of every staff change: what happened, in the hotel's words, and the member as now. */
export const staffChangeAnswerSchema = z.object({ message: z.string(), member: staffMemberSchema.nullable() });
export type StaffChangeAnswer = z.infer<typeof staffChangeAnswerSchema>;
