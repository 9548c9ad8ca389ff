/**
 * A cash-close table (issue 28): one row per group (a payment method or a staff member) with
 * taken, given back and net (BDT), and the total row. Amounts arrive in poisha.
 */
import { toBdt } from '#shared/domain/money.ts';
import type { CashCloseGroup } from '#shared/schemas/cash-close.ts';
import { formatMoney } from '#web/lib/format.ts';

type Sums = Pick<CashCloseGroup, 'takenPoisha' | 'givenBackPoisha' | 'netPoisha'>;

const money = (poisha: number) => formatMoney(toBdt(poisha));

/** Taken, given back and net cells, right-aligned. */
function Sums({ sums }: { sums: Sums }) {
  return (
    <>
      <td className="text-right tabular-nums">{money(sums.takenPoisha)}</td>
      <td className="text-right tabular-nums">{money(sums.givenBackPoisha)}</td>
      <td className="text-right font-semibold tabular-nums">{money(sums.netPoisha)}</td>
    </>
  );
}

/** A scrollable, keyboard-reachable table named `name`; "Nothing at the desk this day." when `rows` is empty. */
export function MoneyTable(props: { name: string; groupHeading: string; rows: readonly CashCloseGroup[]; total: Sums }) {
  if (props.rows.length === 0) return <p className="text-sm text-base-content/75">Nothing at the desk this day.</p>;
  return (
    <div role="region" aria-label={props.name} tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:[&_:is(th,td)]:px-2">
        <caption className="sr-only">{props.name}</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            <th scope="col">{props.groupHeading}</th>
            <th scope="col" className="text-right">
              Taken
            </th>
            <th scope="col" className="text-right">
              Given back
            </th>
            <th scope="col" className="text-right">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="font-medium">
                {row.label}
              </th>
              <Sums sums={row} />
            </tr>
          ))}
        </tbody>
        <tfoot className="text-base-content">
          <tr>
            <th scope="row">Total</th>
            <Sums sums={props.total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
