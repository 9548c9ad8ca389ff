/** How the guest pays a desk booking (issue 27): in full or a deposit now (method, amount, reference), or through a link. */
import { DeskMethodSelect } from './desk-method-select.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { needsReference, type DeskForm, type PaymentMode } from '../lib/desk-form.ts';

const MODES: Array<{ value: PaymentMode; label: string }> = [
  { value: 'full', label: 'Paid in full' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'link', label: 'Send payment link' },
];

export function DeskPaymentFields({
  form,
  total,
  onChange,
}: {
  form: DeskForm;
  total: number | null;
  onChange: (patch: Partial<DeskForm>) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Payment</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="How the guest pays">
        {MODES.map((mode) => (
          <label key={mode.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="desk-pay-mode"
              className="radio radio-sm"
              checked={form.mode === mode.value}
              onChange={() => onChange({ mode: mode.value })}
            />
            {mode.label}
          </label>
        ))}
      </div>
      {form.mode === 'link' ? (
        <p className="text-sm text-base-content/75">
          The room is held while the guest pays online through the link (SSLCommerz). The link is shown once the booking is made.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <DeskMethodSelect id="desk-method" value={form.method} onChange={(method) => onChange({ method })} />
          <div className="flex flex-col gap-1">
            <label htmlFor="desk-amount" className="text-sm font-medium">
              Amount (BDT)
            </label>
            {form.mode === 'full' ? (
              <output id="desk-amount" className="input flex w-full items-center bg-base-200">
                {total === null ? '—' : formatMoney(total)}
              </output>
            ) : (
              <input
                id="desk-amount"
                className="input w-full"
                inputMode="decimal"
                value={form.amount}
                onChange={(e) => onChange({ amount: e.target.value })}
                aria-describedby="desk-amount-hint"
              />
            )}
            {form.mode === 'deposit' && (
              <p id="desk-amount-hint" className="text-xs text-base-content/75">
                More than 0 and less than the total.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="desk-reference" className="text-sm font-medium">
              Reference{needsReference(form.method) ? '' : ' (optional)'}
            </label>
            <input
              id="desk-reference"
              className="input w-full"
              value={form.reference}
              required={needsReference(form.method)}
              onChange={(e) => onChange({ reference: e.target.value })}
              autoComplete="off"
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
