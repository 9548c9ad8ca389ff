/**
 * More money toward a booking's balance at the desk (issue 27), on the admin's booking detail:
 * method, amount (at most the balance due, BDT) and reference; then its receipt to print.
 */
import { useState, type FormEvent } from 'react';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import { DeskMethodSelect } from './desk-method-select.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useTakeDeskPayment, type DeskPaymentReply } from '../api/desk-api.ts';
import { needsReference } from '../lib/desk-form.ts';

export function TakePaymentForm({ bookingId, balanceDue }: { bookingId: string; balanceDue: number }) {
  const take = useTakeDeskPayment(bookingId);
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [amount, setAmount] = useState(String(balanceDue));
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<DeskPaymentReply | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const reply = await take.mutateAsync({
        method,
        amountBdt: Number(amount),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      setTaken(reply);
      setAmount(String(reply.balanceDue));
      setReference('');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The payment could not be taken');
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="take-payment-heading" className="mt-4 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="take-payment-heading" className="mb-3 font-semibold">
        Take a payment at the desk
      </h2>
      {balanceDue > 0 ? (
        <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
          <DeskMethodSelect id="take-method" value={method} onChange={setMethod} />
          <div className="flex flex-col gap-1">
            <label htmlFor="take-amount" className="text-sm font-medium">
              Amount (BDT, at most {formatMoney(balanceDue)})
            </label>
            <input
              id="take-amount"
              className="input w-full"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="take-reference" className="text-sm font-medium">
              Reference{needsReference(method) ? '' : ' (optional)'}
            </label>
            <input id="take-reference" className="input w-full" value={reference} onChange={(e) => setReference(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={take.isPending}>
            Take payment
          </button>
        </div>
      ) : (
        <p className="text-sm text-base-content/75">Nothing is owed on this booking.</p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-error">
          {problem}
        </p>
      )}
      {taken && (
        <p role="status" className="mt-3 text-sm">
          Taken. Balance due now {formatMoney(taken.balanceDue)}.{' '}
          <a className="link" href={paths.receipt(taken.paymentId)} target="_blank" rel="noopener">
            Print receipt
          </a>
        </p>
      )}
    </form>
  );
}
