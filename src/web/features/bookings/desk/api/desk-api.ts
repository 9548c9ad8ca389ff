/**
 * The front desk's calls (issue 27): guests (search, create), room types, the server's quote of
 * a stay, and the booking itself. Money is BDT; days `YYYY-MM-DD`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateGuestBody, DeskBookingBody, DeskBookingReply, DeskGuest, DeskPaymentBody, DeskQuote } from '#shared/schemas/desk.ts';
import type { Room } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const keys = {
  guests: (q: string) => ['admin', 'desk', 'guests', q] as const,
  roomTypes: ['admin', 'desk', 'room-types'] as const,
  quote: (roomId: string, checkIn: string, checkOut: string) => ['admin', 'desk', 'quote', roomId, checkIn, checkOut] as const,
};

/** GET /admin/guests?q= once `q` has 2 characters. Throws ApiError. */
export function useGuestSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: keys.guests(term),
    queryFn: () => apiFetch<DeskGuest[]>(`/admin/guests?q=${encodeURIComponent(term)}`),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/guests. Throws ApiError (GUEST_EXISTS names who has the e-mail). */
export function useCreateGuest() {
  return useMutation({ mutationFn: (body: CreateGuestBody) => apiFetch<DeskGuest>('/admin/guests', { method: 'POST', body }) });
}

/** GET /all-rooms: every room type on offer (the desk's type select). */
export function useRoomTypes() {
  return useQuery({ queryKey: keys.roomTypes, queryFn: () => apiFetch<Room[]>('/all-rooms'), staleTime: 60_000 });
}

/** GET /admin/desk-quote for a type and two checked days, else idle. Throws ApiError (INVALID_DATES…). */
export function useDeskQuote(roomId: string, checkIn: string | null, checkOut: string | null) {
  return useQuery({
    queryKey: keys.quote(roomId, checkIn ?? '', checkOut ?? ''),
    queryFn: () =>
      apiFetch<DeskQuote>(`/admin/desk-quote?${new URLSearchParams({ roomId, checkIn: checkIn ?? '', checkOut: checkOut ?? '' })}`),
    enabled: Boolean(roomId && checkIn && checkOut),
    retry: false,
  });
}

/** POST /admin/desk-bookings. Throws ApiError (DATES_UNAVAILABLE, WRONG_AMOUNT, VALIDATION…). */
export function useCreateDeskBooking() {
  return useMutation({
    mutationFn: (body: DeskBookingBody) => apiFetch<DeskBookingReply>('/admin/desk-bookings', { method: 'POST', body }),
  });
}

/** What POST /admin/bookings/{id}/desk-payments answers (BDT). */
export interface DeskPaymentReply {
  paymentId: string;
  tranId: string;
  total: number;
  paid: number;
  balanceDue: number;
}

/** POST /admin/bookings/{id}/desk-payments; the booking's details reload after. Throws ApiError (WRONG_AMOUNT, NOT_PAYABLE…). */
export function useTakeDeskPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskPaymentBody) =>
      apiFetch<DeskPaymentReply>(`/admin/bookings/${encodeURIComponent(bookingId)}/desk-payments`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingDetails(bookingId) }),
  });
}
