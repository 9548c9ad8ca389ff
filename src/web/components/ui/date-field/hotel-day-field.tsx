/**
 * One hotel day chosen for a staff list (the cash close, the foreign guests register; issue 28):
 * the house's date field (dd-mm-yyyy typed or picked, docs/product/screens.md#date-panel) over
 * two years back and one ahead, nothing refused. `value` and `onChange` speak `YYYY-MM-DD`.
 */
import { DateField } from './date-field.tsx';
import { fromIsoDate } from '#web/lib/picker-dates.ts';

export function HotelDayField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (isoDate: string) => void;
}) {
  const day = fromIsoDate(value) ?? new Date();
  const startMonth = new Date(day.getFullYear() - 2, 0, 1);
  const endMonth = new Date(day.getFullYear() + 1, 11, 31);
  return (
    <DateField
      label={label}
      name={name}
      value={value}
      onChange={(isoDate) => isoDate && onChange(isoDate)}
      clearable={false}
      resetKey={0}
      disabled={[]}
      taken={[]}
      defaultMonth={day}
      startMonth={startMonth}
      endMonth={endMonth}
    />
  );
}
