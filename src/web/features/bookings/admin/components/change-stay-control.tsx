/**
 * "Change dates" on the admin's booking detail (issue 28): extend, leave early or move a paid
 * stay. The server quotes the new nights, price and room as the dates change
 * (GET /api/admin/bookings/{id}/change-stay) and changes it on confirm (POST); the booking's
 * balance and Take payment form then show what is owed, a refund goes back at once.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { StayChanged, StayChangeQuote } from '#shared/schemas/stay-changes.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { DeskMethodSelect } from '../../desk/components/desk-method-select.tsx';
import { DateField } from '#web/components/ui/date-field/date-field.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { useStepUp } from '#web/components/step-up/step-up-provider.tsx';
import { fromIsoDate } from '#web/lib/picker-dates.ts';

const CALENDAR_DAYS = 400;
const url = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/change-stay`;
const signed = (poisha: number) => `${poisha < 0 ? '−' : '+'}${formatBdt(toBdt(Math.abs(poisha)))}`;

/** "3 nights → 4 nights, +BDT 5,000, stays in room 204". */
function describe(q: StayChangeQuote): string {
  const room = q.isRoomChanged ? `moves to room ${q.roomNumber}` : `stays in room ${q.roomNumber}`;
  const refund = q.refundPoisha > 0 ? `, ${formatBdt(toBdt(q.refundPoisha))} back to the guest` : '';
  return `${q.oldNights} nights → ${q.nights} nights, ${signed(q.differencePoisha)}, ${room}${refund}`;
}

export function ChangeStayControl({ booking }: { booking: Booking }) {
  const [checkIn, setCheckIn] = useState<string | null>(booking.startDate.slice(0, 10));
  const [checkOut, setCheckOut] = useState<string | null>(booking.endDate.slice(0, 10));
  // The house's date field (dd-mm-yyyy, docs/architecture.md#formats); the server decides which dates may be chosen.
  const [calendar] = useState(() => ({
    start: fromIsoDate([todayInHotel(), booking.startDate.slice(0, 10)].sort()[0])!,
    end: fromIsoDate(addDays(booking.endDate.slice(0, 10), CALENDAR_DAYS))!,
  }));
  const [refundWay, setRefundWay] = useState<DeskPaymentMethod>('cash');
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  const isChanged = checkIn !== booking.startDate.slice(0, 10) || checkOut !== booking.endDate.slice(0, 10);
  const isShown = booking.status === 'paid' && booking.c_status !== 'approved';
  const quote = useQuery({
    queryKey: ['change-stay', booking._id, checkIn, checkOut],
    queryFn: () =>
      apiFetch<StayChangeQuote>(`${url(booking._id)}?${new URLSearchParams({ checkIn: checkIn ?? '', checkOut: checkOut ?? '' })}`),
    enabled: isShown && isChanged && Boolean(checkIn && checkOut),
    retry: false,
  });
  const change = useMutation({
    // Issue 29: a shorter stay refunds money, so the server may ask for the second factor again first.
    mutationFn: () =>
      withStepUp(() =>
        apiFetch<StayChanged>(url(booking._id), {
          method: 'POST',
          body: { checkIn, checkOut, ...(quote.data?.needsRefundWay ? { refundWay } : {}) },
        }),
      ),
    meta: { errorToast: false },
    // The balance, Take payment, check-in and cancellation panels all read the booking: all refresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!isShown) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      toast.success((await change.mutateAsync()).message);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="change-stay-title"
      className="mt-4 flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="change-stay-title" className="font-semibold">
        Change dates
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <DateField
          label="Check-in"
          name="changeCheckIn"
          value={checkIn}
          onChange={setCheckIn}
          clearable={false}
          resetKey={0}
          disabled={[]}
          taken={[]}
          defaultMonth={calendar.start}
          startMonth={calendar.start}
          endMonth={calendar.end}
        />
        <DateField
          label="Check-out"
          name="changeCheckOut"
          value={checkOut}
          onChange={setCheckOut}
          clearable={false}
          resetKey={0}
          disabled={[]}
          taken={[]}
          defaultMonth={fromIsoDate(checkOut ?? booking.endDate.slice(0, 10))!}
          startMonth={calendar.start}
          endMonth={calendar.end}
          align="end"
        />
        {quote.data?.needsRefundWay && (
          <DeskMethodSelect id="change-stay-refund-way" label="Refund by hand with" value={refundWay} onChange={setRefundWay} />
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={!isChanged || !quote.data || change.isPending}>
          {change.isPending ? 'Changing…' : 'Change dates'}
        </button>
      </div>
      <p aria-live="polite" className={`text-sm ${quote.isError ? 'text-error' : ''}`}>
        {!isChanged ? '' : quote.isFetching ? 'Pricing…' : quote.isError ? quote.error.message : quote.data ? describe(quote.data) : ''}
      </p>
    </form>
  );
}
