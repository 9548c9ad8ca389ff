/**
 * The dashboard menu (docs/product/screens.md#dashboard-layout, issue 29): guests see their bookings
 * and payments; staff see the pages their role's permissions open, in the spec's order.
 */
import { hasAnyPermission, isStaffRole, type Role } from '#shared/domain/staff-roles.ts';
import { paths } from '#web/lib/paths.ts';
import { STAFF_PAGE_ACCESS as ACCESS, type PageAccess } from '../staff-pages.ts';

export interface MenuItem {
  to: string;
  label: string;
  /** What the role must hold to see the item (issue 29); none: every signed-in user. */
  access?: PageAccess;
}

/**
 * The staff menu of docs/product/screens.md#dashboard-layout in the spec's order; each role sees the
 * items its permissions open (issue 29), the owner all of them as before.
 */
const staffMenu: MenuItem[] = [
  { to: paths.today, label: 'Today', access: ACCESS.today },
  { to: paths.deskBooking, label: 'New booking', access: ACCESS.deskBooking },
  { to: paths.myProfile, label: 'Admin Profile' },
  { to: paths.allCustomers, label: 'All Customers', access: ACCESS.allCustomers },
  { to: paths.allBookings, label: 'All Bookings', access: ACCESS.allBookings },
  { to: paths.allPayments, label: 'All Payments', access: ACCESS.allPayments },
  { to: paths.addRoom, label: 'Add Room', access: ACCESS.rooms },
  { to: paths.allRooms, label: 'All Rooms', access: ACCESS.rooms },
  { to: paths.cancelationRequests, label: 'Cancelation Requests', access: ACCESS.cancelationRequests },
  { to: paths.occupancy, label: 'Occupancy', access: ACCESS.occupancy },
  { to: paths.roomBlocks, label: 'Room Blocks', access: ACCESS.roomBlocks },
  { to: paths.housekeeping, label: 'Housekeeping', access: ACCESS.housekeeping },
  { to: paths.reports, label: 'Reports', access: ACCESS.reports },
  { to: paths.auditLog, label: 'Audit Log', access: ACCESS.auditLog },
  { to: paths.staff, label: 'Staff', access: ACCESS.staff },
  { to: paths.cashClose, label: 'Cash Close', access: ACCESS.cashClose },
  { to: paths.guests, label: 'Guests', access: ACCESS.guests },
  { to: paths.abandonedCheckouts, label: 'Abandoned Checkouts', access: ACCESS.abandonedCheckouts },
];
const guestMenu: MenuItem[] = [
  { to: paths.myBookings, label: 'My Bookings' },
  { to: paths.myPayments, label: 'My Payments' },
];

/**
 * The menu `role` sees: guests their bookings and payments; staff the pages their permissions
 * open. The spec's "Admin Profile" is the owner's; other staff read "My Profile".
 */
export function menuFor(role: Role): MenuItem[] {
  if (!isStaffRole(role)) return guestMenu;
  return staffMenu
    .filter((item) => !item.access || hasAnyPermission(role, item.access))
    .map((item) => (item.to === paths.myProfile && role !== 'admin' ? { ...item, label: 'My Profile' } : item));
}
