/**
 * "Cancel for guest" on the admin's booking detail (issue 28): a phone call or a walk-in asks
 * the desk to cancel. The server's quote (GET /api/admin/bookings/{id}/staff-cancel) proposes the
 * policy's outcome and each outcome's refund (poisha); staff give the reason, may choose another
 * outcome with an override reason, and say how desk money goes back. The server decides (POST)
 * and every panel of the page refreshes.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { CANCELLATION_OUTCOME_LABELS, type CancellationOutcome } from '#shared/schemas/desk-vocabularies.ts';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { StaffCancelInput, StaffCancelled, StaffCancelQuote } from '#shared/schemas/staff-cancellations.ts';
import { DeskMethodSelect } from '../../desk/components/desk-method-select.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { useStepUp } from '#web/components/step-up/step-up-provider.tsx';

const url = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/staff-cancel`;
const FORM_ID = 'cancel-for-guest-form';

/** The body the server is sent: the override reason only for another outcome, the refund way only when desk money goes back. */
function inputOf(quote: StaffCancelQuote, choice: Choice): StaffCancelInput {
  const chosen = quote.outcomes.find((o) => o.outcome === choice.outcome);
  return {
    reason: choice.reason,
    outcome: choice.outcome,
    ...(choice.outcome !== quote.proposal ? { overrideReason: choice.overrideReason } : {}),
    ...(chosen?.needsRefundWay ? { refundWay: choice.refundWay } : {}),
  };
}

interface Choice {
  reason: string;
  outcome: CancellationOutcome;
  overrideReason: string;
  refundWay: DeskPaymentMethod;
}

export function CancelForGuestControl({ booking }: { booking: Booking }) {
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  const isCandidate = booking.status === 'paid' && booking.c_status !== 'approved';
  const quote = useQuery({
    queryKey: ['staff-cancel', booking._id],
    queryFn: () => apiFetch<StaffCancelQuote>(url(booking._id)),
    enabled: isCandidate,
    retry: false,
  });
  const cancel = useMutation({
    // Issue 29: a refund, so the server may ask for the second factor again first.
    mutationFn: (input: StaffCancelInput) => withStepUp(() => apiFetch<StaffCancelled>(url(booking._id), { method: 'POST', body: input })),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!isCandidate || !quote.data) return null;
  const data = quote.data;
  const current: Choice = choice ?? { reason: '', outcome: data.proposal, overrideReason: '', refundWay: 'cash' };
  // An edit answers the last refusal: it no longer stands beside the new choice.
  const set = (patch: Partial<Choice>) => {
    setProblem(null);
    setChoice({ ...current, ...patch });
  };
  const chosen = data.outcomes.find((o) => o.outcome === current.outcome);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      toast.success((await cancel.mutateAsync(inputOf(data, current))).message);
      setIsOpen(false);
    } catch (failure) {
      setProblem((failure as Error).message);
      toast.error((failure as Error).message);
    }
  }

  const button = (
    <button type="submit" form={FORM_ID} className="btn btn-error" disabled={cancel.isPending}>
      {cancel.isPending ? 'Cancelling…' : 'Cancel the stay'}
    </button>
  );
  return (
    <div className="mt-4">
      <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => setIsOpen(true)}>
        Cancel for guest
      </button>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title="Cancel this stay for the guest?" actions={button}>
        <form id={FORM_ID} className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            The guest paid {formatBdt(toBdt(data.keptPoisha))}. The policy proposes{' '}
            <strong>{CANCELLATION_OUTCOME_LABELS[data.proposal]}</strong>.
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Reason
            <textarea className="textarea w-full" required value={current.reason} onChange={(e) => set({ reason: e.target.value })} />
          </label>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Outcome</legend>
            {data.outcomes.map((o) => (
              <label key={o.outcome} className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="outcome"
                  checked={current.outcome === o.outcome}
                  onChange={() => set({ outcome: o.outcome })}
                />
                {CANCELLATION_OUTCOME_LABELS[o.outcome]}: {formatBdt(toBdt(o.refundPoisha))} back
                {o.outcome === data.proposal ? ' (policy)' : ''}
              </label>
            ))}
          </fieldset>
          {current.outcome !== data.proposal && (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Why not the policy’s outcome
              <textarea
                className="textarea w-full"
                value={current.overrideReason}
                onChange={(e) => set({ overrideReason: e.target.value })}
              />
            </label>
          )}
          {chosen?.needsRefundWay && (
            <DeskMethodSelect
              id="cancel-refund-way"
              label="Refund by hand with"
              value={current.refundWay}
              onChange={(refundWay) => set({ refundWay })}
            />
          )}
          {problem && (
            <p role="alert" className="text-sm text-error">
              {problem}
            </p>
          )}
        </form>
      </Modal>
    </div>
  );
}
