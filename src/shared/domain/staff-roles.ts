/**
 * Staff roles and what each may do (issue 29). One table, read by the server's access hook (every
 * staff route declares the permission it needs), by the dashboard menu and by the route × role
 * test. The spec's `admin` is the owner: it keeps every permission and the value `admin` in every
 * spec call, so spec screens and calls behave as before.
 */

/** Every `user.role` value; the database enum `user_role` is built from this list. */
export const ROLES = ['guest', 'admin', 'manager', 'front_desk', 'housekeeping', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work for the hotel (everyone but guests). */
export const STAFF_ROLES = ['admin', 'manager', 'front_desk', 'housekeeping', 'accountant'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the hotel names each role on screen, in e-mails and in the audit log. */
export const ROLE_LABELS: Record<Role, string> = {
  guest: 'Guest',
  admin: 'Owner',
  manager: 'Manager',
  front_desk: 'Front desk',
  housekeeping: 'Housekeeping',
  accountant: 'Accountant',
};

/**
 * What a staff route may need. Each is one area of the hotel's work:
 * - `bookings`: read and change bookings and stays (All Bookings, desk bookings, moves, date changes,
 *   check-in/out, no-shows, Today, occupancy, guest profiles and registers);
 * - `desk-payments`: take money at the desk and read the cash close;
 * - `blocks`: take rooms out of sale (room blocks);
 * - `room-status`: housekeeping's clean/dirty/inspected/out-of-order board;
 * - `payments`: read All Payments; `invoices`: read and print invoices and receipts;
 * - `reports`: reports and the cash close; `exports`: CSV downloads;
 * - `refunds`: anything that gives money back (approving a refund, a no-show's or a cancellation's
 *   refund, a shortened stay's refund);
 * - `rooms`: room types, physical rooms and their prices (rates);
 * - `settings`: the hotel's settings;
 * - `staff`: invite, change roles, deactivate; the customer list and Make Admin;
 * - `audit`: read the audit log.
 */
export const PERMISSIONS = [
  'bookings',
  'desk-payments',
  'blocks',
  'room-status',
  'payments',
  'invoices',
  'reports',
  'exports',
  'refunds',
  'rooms',
  'settings',
  'staff',
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permission table (issue 29 "Roles"): front desk: bookings, check-in/out, desk payments, blocks;
 * accountant: payments, invoices, reports, exports; housekeeping: room status only; refunds, rates,
 * settings and staff: owner and manager. Guests hold none.
 */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  guest: [],
  admin: PERMISSIONS,
  manager: PERMISSIONS,
  front_desk: ['bookings', 'desk-payments', 'blocks', 'room-status', 'invoices'],
  housekeeping: ['room-status'],
  accountant: ['payments', 'invoices', 'reports', 'exports', 'audit'],
};

/** True when `role` may do `permission`. */
export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** True when `role` holds at least one of `permissions` (a page or route that several areas share). */
export function hasAnyPermission(role: Role, permissions: Permission | readonly Permission[]): boolean {
  return [permissions].flat().some((permission) => hasPermission(role, permission));
}

/** True for every role but `guest`. */
export function isStaffRole(role: Role): role is StaffRole {
  return role !== 'guest';
}

/** Only an owner may make an owner (Make Admin, or the role `admin` in a role change). */
export function canAssignRole(assigner: Role, role: Role): boolean {
  if (!hasPermission(assigner, 'staff')) return false;
  return role !== 'admin' || assigner === 'admin';
}
