/** TanStack Query keys shared across features so caches line up (e.g. the room list). */
export const queryKeys = {
  /** The public room list's pages for a search's query string, or null for all rooms (features/rooms/search/api/room-pages.ts). */
  roomPages: (query: string | null) => ['rooms', 'pages', query ?? 'all'] as const,
  /** GET /api/auth/get-session: the session and its user, or null (lib/auth/use-auth-session.ts). */
  session: ['auth-session'] as const,
  user: (email: string | null) => ['auth-user', email] as const,
  myBookings: (userId: string) => ['my-bookings', userId] as const,
  myPayments: (userId: string) => ['my-payments', userId] as const,
  bookingDetails: (bookingId: string) => ['booking-details', bookingId] as const,
  /** Admin lists (docs/product/screens.md#all-customers). */
  allUsers: ['admin', 'all-users'] as const,
  allBookingsAdmin: ['admin', 'all-bookings'] as const,
  allPaymentsAdmin: ['admin', 'all-payments'] as const,
  /** One room's detail (the room page and the edit form share it; likes patch it) and its reviews. */
  room: (roomId: string) => ['room', roomId] as const,
  reviews: (roomId: string) => ['reviews', roomId] as const,
  /** One page of the admin's All Rooms by its query string (`page`, `category`). */
  adminRoomPage: (query: string) => ['rooms', 'admin', query] as const,
  archivedRoomPage: (query: string) => ['rooms', 'archived', query] as const,
  /** Prefix of every room list (any category, the public pages and the admin's). */
  allRoomLists: ['rooms'] as const,
  /** GET /api/booking-limits: the stay limits, the turnover rule and the hotel's identity. */
  bookingLimits: ['booking-limits'] as const,
  cancellationRequests: ['cancellation-requests'] as const,
  /** GET /api/payments/{tranId}/status (issue #8). */
  paymentStatus: (tranId: string) => ['payment-status', tranId] as const,
  cancellationRequest: (id: string) => ['cancellation-requests', id] as const,
  /** Issue 27: a room type's physical rooms, every room in service, blocks, a booking's move options. */
  physicalRooms: (roomId: string) => ['physical-rooms', roomId] as const,
  allPhysicalRooms: ['physical-rooms', 'all'] as const,
  roomBlocks: ['room-blocks'] as const,
  moveOptions: (bookingId: string) => ['move-options', bookingId] as const,
  /** Issue 29: the security page (the caller's password state, sessions and passkeys). */
  passwordState: ['account', 'password'] as const,
  accountSessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};
