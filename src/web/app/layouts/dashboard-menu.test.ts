import { describe, expect, it } from 'vitest';
import { hasAnyPermission, ROLES, STAFF_ROLES } from '#shared/domain/staff-roles.ts';
import { paths } from '#web/lib/paths.ts';
import { STAFF_PAGE_ACCESS, type PageAccess } from '../staff-pages.ts';
import { menuFor } from './dashboard-menu.ts';

const labelsOf = (role: (typeof ROLES)[number]) => menuFor(role).map((item) => item.label);

describe('the dashboard menu (issue 29: what the role may do, and nothing else)', () => {
  it('shows every role only items whose page its permissions open', () => {
    for (const role of ROLES) {
      for (const item of menuFor(role)) if (item.access) expect(hasAnyPermission(role, item.access), `${role}: ${item.label}`).toBe(true);
    }
  });

  it('keeps the owner menu of the spec, in its order', () => {
    expect(labelsOf('admin')).toEqual([
      'Today',
      'New booking',
      'Admin Profile',
      'All Customers',
      'All Bookings',
      'All Payments',
      'Add Room',
      'All Rooms',
      'Cancelation Requests',
      'Occupancy',
      'Room Blocks',
      'Housekeeping',
      'Reports',
      'Audit Log',
      'Staff',
      'Cash Close',
      'Guests',
      'Abandoned Checkouts',
    ]);
    expect(labelsOf('guest')).toEqual(['My Bookings', 'My Payments']);
  });

  it('gives housekeeping the board and their profile only, and the front desk no rooms, payments, reports or staff', () => {
    expect(labelsOf('housekeeping')).toEqual(['My Profile', 'Housekeeping']);
    const desk = labelsOf('front_desk');
    expect(desk).toEqual(expect.arrayContaining(['Today', 'New booking', 'All Bookings', 'Room Blocks', 'Cash Close', 'Guests']));
    for (const label of ['All Customers', 'All Payments', 'Add Room', 'All Rooms', 'Reports', 'Audit Log'])
      expect(desk).not.toContain(label);
    expect(labelsOf('accountant')).toEqual(['My Profile', 'All Payments', 'Reports', 'Audit Log', 'Cash Close']);
  });

  it('lists every staff page a role may open that has a menu entry (no page is reachable only by typing its address)', () => {
    const menuPages = new Map<string, PageAccess>([
      [paths.allCustomers, STAFF_PAGE_ACCESS.allCustomers],
      [paths.allPayments, STAFF_PAGE_ACCESS.allPayments],
      [paths.reports, STAFF_PAGE_ACCESS.reports],
      [paths.housekeeping, STAFF_PAGE_ACCESS.housekeeping],
      [paths.cashClose, STAFF_PAGE_ACCESS.cashClose],
    ]);
    for (const role of STAFF_ROLES) {
      const shown = menuFor(role).map((item) => item.to);
      for (const [to, access] of menuPages) expect(shown.includes(to), `${role} ${to}`).toBe(hasAnyPermission(role, access));
    }
  });
});
