/**
 * The labelled choice of how money is taken at the desk (issue 27): cash, bKash, Nagad, card, bank
 * transfer; also how desk money goes back by hand (issue 28: `label` "Refund by hand with").
 */
import { DESK_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type DeskPaymentMethod } from '#shared/schemas/inventory.ts';

export function DeskMethodSelect({
  id,
  label = 'Method',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: DeskPaymentMethod;
  onChange: (method: DeskPaymentMethod) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value as DeskPaymentMethod)}>
        {DESK_PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </select>
    </div>
  );
}
