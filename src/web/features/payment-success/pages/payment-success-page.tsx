/**
 * Payment success and invoice (SPEC §2 "Payment success", route /payment-success/:tranId,
 * login required). Everything shown comes from the URL the server redirected to.
 */
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePaymentDetails } from '../api/use-payment-details.ts';
import { Invoice } from '../components/invoice.tsx';
import '../components/payment-success-print.css';
import { StaySummary } from '../components/stay-summary.tsx';
import { SuccessBanner } from '../components/success-banner.tsx';
import { readPaymentQuery } from '../lib/read-payment-query.ts';

/** The /payment-success/:tranId page. */
export default function PaymentSuccessPage() {
  const { tranId } = useParams();
  const [searchParams] = useSearchParams();
  const details = useMemo(() => readPaymentQuery(searchParams, tranId), [searchParams, tranId]);
  const stored = usePaymentDetails(details.tranId);
  const isTestPayment = stored.data?.isTestPayment ?? false;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>Payment Successful · Hotel Booking</title>
      <SuccessBanner tranId={details.tranId} isTestPayment={isTestPayment} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <StaySummary details={details} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <Invoice details={details} isTestPayment={isTestPayment} />
        </div>
      </div>
    </div>
  );
}
