/**
 * POST /api/add-bookings?prevUrl={page URL} (docs/product/api.md#bookings): holds the dates and answers the
 * payment page URL. The server computes the price itself; ours is sent only because the
 * contract has the field.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

export interface AddBookingInput {
  userId: string;
  roomId: string;
  startDate: string;
  endDate: string;
  price: number;
}

/** Posts the booking; resolves with the gateway URL. Throws ApiError (409 when the dates are taken). */
function postBooking(input: AddBookingInput, prevUrl: string): Promise<{ url: string; tranId?: string }> {
  return apiFetch(`/add-bookings?prevUrl=${encodeURIComponent(prevUrl)}`, { method: 'POST', body: input });
}

/** Mutation for Confirm & Pay; the caller redirects on success. */
export function useAddBooking() {
  return useMutation({
    mutationFn: (input: AddBookingInput) => postBooking(input, window.location.href),
  });
}
