/**
 * "Mark no-show" on the admin's booking detail (issue 28): shown when the server's quote
 * (GET /api/admin/bookings/{id}/no-show) says the stay can be marked now. The dialog states the
 * fee kept and the refund in BDT and, when desk money goes back, asks how; the server decides
 * (POST) and the booking detail refreshes.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { NoShowMarked, NoShowQuote } from '#shared/schemas/no-shows.ts';
import { DeskMethodSelect } from '../../desk/components/desk-method-select.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { useStepUp } from '#web/components/step-up/step-up-provider.tsx';

const url = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/no-show`;

export function NoShowControl({ booking }: { booking: Booking }) {
  const [isOpen, setIsOpen] = useState(false);
  const [refundWay, setRefundWay] = useState<DeskPaymentMethod>('cash');
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  const isCandidate = booking.status === 'paid' && booking.c_status !== 'approved';
  const quote = useQuery({
    queryKey: ['no-show', booking._id],
    queryFn: () => apiFetch<NoShowQuote>(url(booking._id)),
    enabled: isCandidate,
    retry: false,
  });
  const mark = useMutation({
    // Issue 29: refunds money, so the server may ask for the second factor again first.
    mutationFn: () =>
      withStepUp(() => apiFetch<NoShowMarked>(url(booking._id), { method: 'POST', body: quote.data?.needsRefundWay ? { refundWay } : {} })),
    meta: { errorToast: false },
    // Every panel of the page reads the booking's state (check-in, dates, cancellation): all refresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!isCandidate || !quote.data?.canMark) return null;
  const { feePoisha, refundPoisha, needsRefundWay } = quote.data;

  async function confirm() {
    try {
      toast.success((await mark.mutateAsync()).message);
      setIsOpen(false);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }

  const button = (
    <button type="button" className="btn btn-warning" disabled={mark.isPending} onClick={() => void confirm()}>
      {mark.isPending ? 'Marking…' : 'Mark no-show'}
    </button>
  );
  return (
    <div className="mt-4">
      <button type="button" className="btn btn-sm btn-outline btn-warning" onClick={() => setIsOpen(true)}>
        Mark no-show
      </button>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title="Mark this stay a no-show?" actions={button}>
        <p>
          The guest never arrived. The hotel keeps {formatBdt(toBdt(feePoisha))}; {formatBdt(toBdt(refundPoisha))} goes back to the guest
          {refundPoisha > 0 && !needsRefundWay ? ' through the gateway' : ''}. The nights become free for sale.
        </p>
        {needsRefundWay && (
          <div className="mt-3">
            <DeskMethodSelect id="no-show-refund-way" label="Refund by hand with" value={refundWay} onChange={setRefundWay} />
          </div>
        )}
      </Modal>
    </div>
  );
}
