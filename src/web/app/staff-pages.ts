/**
 * Which permission each staff page needs (issue 29): the route guard (routes.tsx) and the
 * dashboard menu (layouts/dashboard-sidebar.tsx) read this one table, so a role is shown exactly
 * the pages it may open. The server checks the same permissions on every call the pages make.
 */
import type { Permission } from '#shared/domain/staff-roles.ts';

/** One permission, or a list of which any one is enough. */
export type PageAccess = Permission | readonly Permission[];

export const STAFF_PAGE_ACCESS = {
  today: 'bookings',
  occupancy: 'bookings',
  deskBooking: 'bookings',
  booking: 'bookings',
  checkIn: 'bookings',
  foreignGuests: 'bookings',
  guests: 'bookings',
  abandonedCheckouts: 'bookings',
  allBookings: 'bookings',
  cancelationRequests: 'bookings',
  reports: 'reports',
  allCustomers: 'staff',
  staff: 'staff',
  roomBlocks: 'blocks',
  housekeeping: 'room-status',
  auditLog: 'audit',
  // The desk closes its drawer; the accountant reads the same figures.
  cashClose: ['desk-payments', 'reports'],
  allPayments: 'payments',
  rooms: 'rooms',
} as const satisfies Record<string, PageAccess>;
