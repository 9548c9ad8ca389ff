/**
 * Payment success and invoice (docs/product/screens.md#payment-success, route /payment-success/:tranId,
 * login required). Issue #12: everything shown is what the server says about the route's
 * tran_id (GET /api/payments/{tranId}/status); the query string the gateway redirect carries is
 * not trusted, so a reload without it shows the same page and an unknown, foreign or unpaid
 * transaction never reads "Payment Successful!". A pending payment shows the spinner and polls.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePaymentOutcome } from '../api/use-payment-outcome.ts';
import { Invoice } from '../components/invoice.tsx';
import { PaymentProblem, PendingPayment, RefundedPayment, UnpaidPayment } from '../components/payment-states.tsx';
import '../components/payment-success-print.css';
import { StaySummary } from '../components/stay-summary.tsx';
import { SuccessBanner } from '../components/success-banner.tsx';
import { detailsOf, outcomeOf } from '../lib/payment-outcome.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

const TITLES = {
  paid: 'Payment Successful',
  pending: 'Confirming payment',
  refunded: 'Payment refunded',
  refund_pending: 'Payment being refunded',
  'not-paid': 'Payment not completed',
} as const;

/** The /payment-success/:tranId page. */
export default function PaymentSuccessPage() {
  const { tranId = '' } = useParams();
  const status = usePaymentOutcome(tranId);

  if (status.isPending)
    return (
      <Page title="Checking payment">
        <Spinner label="Checking your payment…" />
      </Page>
    );
  if (status.isError)
    return (
      <Page title="Payment">
        <PaymentProblem error={status.error} tranId={tranId} />
      </Page>
    );

  const reply = status.data;
  const outcome = outcomeOf(reply);
  if (outcome !== 'paid') {
    return (
      <Page title={TITLES[outcome]}>
        {outcome === 'pending' && <PendingPayment reply={reply} />}
        {(outcome === 'refunded' || outcome === 'refund_pending') && <RefundedPayment reply={reply} />}
        {outcome === 'not-paid' && <UnpaidPayment reply={reply} />}
      </Page>
    );
  }
  const details = detailsOf(reply);
  return (
    <Page title={TITLES.paid}>
      <SuccessBanner tranId={details.tranId} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <StaySummary details={details} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <Invoice reply={reply} />
        </div>
      </div>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <PageTitle text={`${title} · Hotel Booking`} />
      {children}
    </div>
  );
}
