import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { paths } from '#web/lib/paths.ts';
import { useApproveCancellation } from '../api/use-approve-cancellation.ts';
import { useDeclineCancellation } from '../api/use-decline-cancellation.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { useCan } from '#web/lib/use-can.ts';

/** docs/product/screens.md#cancelation-request-detail: after either action the admin goes back one page (to the list when opened directly). */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router keeps the history index in history.state; 0 means nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.cancelationRequests, { replace: true });
  }, [navigate]);
}

const busy = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/**
 * Decline and Approve of a pending request (docs/product/screens.md#cancelation-request-detail). Approve asks for confirmation first
 * because it refunds the guest; Decline asks too, with the reason the guest will read (issue 24). Toasts "Concern Approved !" / "Concern Declined !" or the
 * server's reason (e.g. the gateway refusing the refund), then goes back one page.
 */
export function RequestActions({ request, adminId }: { request: CancellationRequest; adminId: string }) {
  const approve = useApproveCancellation(adminId);
  const decline = useDeclineCancellation();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeclining, setDeclining] = useState(false);
  const closeConfirm = useCallback(() => setConfirming(false), []);
  const closeDecline = useCallback(() => setDeclining(false), []);
  const goBack = useGoBack();
  const canRefund = useCan('refunds');
  const isRunning = approve.isPending || decline.isPending;
  // mutateAsync, not mutate's callbacks: the refetch after success resolves the request, which
  // unmounts this component, and mutate's per-call callbacks would then never run.
  // Rejects when the server refuses, so the dialog stays open; the global mutation-error toast says why (lib/mutation-errors.ts).
  const runDecline = async (reason: string) => {
    await decline.mutateAsync({ request, reason });
    toast.success(messages.concernDeclined);
    goBack();
  };
  const runApprove = async () => {
    try {
      await approve.mutateAsync(request);
    } catch {
      setConfirming(false); // the global mutation-error toast says why
      return;
    }
    toast.success(messages.concernApproved);
    goBack();
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {isRunning && (
        <span role="status" className="text-sm text-base-content/75">
          {approve.isPending ? 'Refunding…' : 'Declining…'}
        </span>
      )}
      <button type="button" className="btn btn-outline btn-error" disabled={isRunning} onClick={() => setDeclining(true)}>
        Decline
      </button>
      <DeclineDialog request={request} open={isDeclining} onClose={closeDecline} onDecline={runDecline} />
      {canRefund ? (
        <button type="button" className="btn btn-success" disabled={isRunning} onClick={() => setConfirming(true)}>
          Approve
        </button>
      ) : (
        <p className="text-sm text-base-content/75">Approving refunds the guest: an owner or a manager approves it.</p>
      )}
      <Modal
        open={isConfirming}
        onClose={closeConfirm}
        title="Approve this cancellation?"
        actions={
          <button type="button" className="btn btn-success" disabled={approve.isPending} onClick={() => void runApprove()}>
            {approve.isPending && busy} {approve.isPending ? 'Refunding…' : 'Approve and refund'}
          </button>
        }
      >
        <p>
          {formatMoney(request.booking.price)} will be refunded to {request.user.name} through the payment gateway (transaction{' '}
          <span className="font-mono">{request.payment.transactionId}</span>), and the dates become bookable again. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
