/** Every client route of docs/product/screens.md#routes, in one place. */
export const paths = {
  home: '/',
  rooms: '/rooms',
  room: (id: string) => `/room/${encodeURIComponent(id)}`,
  paymentSuccess: (tranId: string) => `/payment-success/${encodeURIComponent(tranId)}`,
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  myProfile: '/dashboard/my-profile',
  editProfile: '/dashboard/edit-profile',
  /** Issue 29: the signed-in user's security page (two-factor sign-in; password, sessions, passkeys). */
  security: '/dashboard/security',
  myBookings: '/dashboard/my-bookings',
  myPayments: '/dashboard/my-payments',
  allCustomers: '/dashboard/all-customers',
  allBookings: '/dashboard/all-bookings',
  allPayments: '/dashboard/all-payments',
  addRoom: '/dashboard/add-room',
  allRooms: '/dashboard/all-rooms',
  /** Issue 24: archived rooms, each with Restore. */
  archivedRooms: '/dashboard/archived-rooms',
  editRoom: (id: string) => `/dashboard/edit-room/${encodeURIComponent(id)}`,
  cancelationRequests: '/dashboard/cancelation-requestes',
  cancelationRequest: (id: string) => `/dashboard/cancelation-requestes/${encodeURIComponent(id)}`,
  /** Admin screens of issue #13. */
  today: '/dashboard/today',
  occupancy: '/dashboard/occupancy',
  reports: '/dashboard/reports',
  auditLog: '/dashboard/audit-log',
  /** Issue 27: blocked rooms; the tape chart links with `?physicalRoomId=&startDate=&endDate=`. */
  roomBlocks: '/dashboard/room-blocks',
  /** Issue 28: the housekeeping board. */
  housekeeping: '/dashboard/housekeeping',
  adminBooking: (id: string) => `/dashboard/booking/${encodeURIComponent(id)}`,
  /** Issue 27: a booking taken by staff (the tape chart links here from an empty cell). */
  deskBooking: '/dashboard/desk-booking',
  /** Issue 28: the daily cash close, guest profiles, abandoned checkouts. */
  cashClose: '/dashboard/cash-close',
  guests: '/dashboard/guests',
  guestProfile: (id: string) => `/dashboard/guests/${encodeURIComponent(id)}`,
  abandonedCheckouts: '/dashboard/abandoned-checkouts',
  /** Issue 27: the printable receipt of one payment (a PDF the browser opens). */
  receipt: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt`,
  /** Issue 28: check-in with the guest register, its printable registration card, the foreign guests register. */
  checkIn: (id: string) => `/dashboard/booking/${encodeURIComponent(id)}/check-in`,
  registrationCard: (id: string) => `/dashboard/booking/${encodeURIComponent(id)}/registration-card`,
  foreignGuests: '/dashboard/foreign-guests',
  /** Issue 29: managing staff (owners and managers). */
  staff: '/dashboard/staff',
} as const;

/** Location state a protected route leaves for /login so the visitor can be sent back. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where to go after login: the remembered origin, else home (docs/product/screens.md#routes). */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.signup) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
