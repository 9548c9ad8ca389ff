/** docs/product/api.md#cancellations POST /rais-cancel: the guest asks to cancel a paid booking (docs/product/rules.md#cancel-a-booking rules, re-checked by the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply, RaiseCancelBody } from '#shared/schemas/cancellations.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Sends the request; resolves with "Cancelation Request Successfully Submitted". Throws ApiError (400 with the docs/product/messages.md#validation-messages). */
function raiseCancel(body: RaiseCancelBody): Promise<MessageReply> {
  return apiFetch<MessageReply>('/rais-cancel', { method: 'POST', body });
}

/** Mutation taking `{ bookingId, roomId, reason }` for the signed-in `userId`; refreshes the bookings list. */
export function useRaiseCancel(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; roomId: string; reason: string }) => raiseCancel({ ...input, userId, status: 'pending' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myBookings(userId) }),
  });
}
