import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { formatBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { paths } from '#web/lib/paths.ts';
import { useApproveCancellation } from '../api/use-approve-cancellation.ts';
import { useDeclineCancellation } from '../api/use-decline-cancellation.ts';

/** SPEC §2: after either action the admin goes back one page (to the list when opened directly). */
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
 * Decline and Approve of a pending request (SPEC §2). Approve asks for confirmation first
 * because it refunds the guest. Toasts "Concern Approved !" / "Concern Declined !" or the
 * server's reason (e.g. the gateway refusing the refund), then goes back one page.
 */
export function RequestActions({ request, adminId }: { request: CancellationRequest; adminId: string }) {
  const approve = useApproveCancellation(adminId);
  const decline = useDeclineCancellation();
  const [isConfirming, setConfirming] = useState(false);
  const closeConfirm = useCallback(() => setConfirming(false), []);
  const goBack = useGoBack();
  const isRunning = approve.isPending || decline.isPending;
  const fail = (error: unknown) => toast.error((error as Error).message || messages.somethingWrong);

  // mutateAsync, not mutate's callbacks: the refetch after success resolves the request, which
  // unmounts this component, and mutate's per-call callbacks would then never run.
  const runDecline = async () => {
    try {
      await decline.mutateAsync(request);
    } catch (error) {
      fail(error);
      return;
    }
    toast.success(messages.concernDeclined);
    goBack();
  };
  const runApprove = async () => {
    try {
      await approve.mutateAsync(request);
    } catch (error) {
      setConfirming(false);
      fail(error);
      return;
    }
    toast.success(messages.concernApproved);
    goBack();
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {isRunning && <span role="status" className="text-sm text-base-content/75">{approve.isPending ? 'Refunding…' : 'Declining…'}</span>}
      <button type="button" className="btn btn-outline btn-error" disabled={isRunning} onClick={() => void runDecline()}>
        {decline.isPending && busy} Decline
      </button>
      <button type="button" className="btn btn-success" disabled={isRunning} onClick={() => setConfirming(true)}>
        Approve
      </button>
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
          {formatBdt(request.booking.price)} will be refunded to {request.user.name} through the payment gateway
          (transaction <span className="font-mono">{request.payment.transactionId}</span>), and the dates
          become bookable again. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
