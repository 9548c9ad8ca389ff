/**
 * The daily cash close (issue 28, docs/product/rules.md#cash-close-guest-profiles-abandoned-checkouts-issue-28): what the drawer should
 * hold at the end of a hotel day. Money taken at the desk (payments of a desk method, paid that
 * day) less money handed back at the desk (refunds of a desk method made that day), by method and
 * by staff member; the totals are the sums of the entries, so the tables always add up. The
 * gateway's money is reported apart: it never passes through the drawer.
 */
import { Readable } from 'node:stream';
import { hotelDateTime, todayInHotel } from '#shared/domain/hotel-time.ts';
import type { CashClose, CashCloseEntry, CashCloseGroup } from '#shared/schemas/cash-close.ts';
import { DESK_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import type { AppContext } from '../../context.ts';
import { toCsv } from '../admin-lists/csv-export.ts';
import { startOfHotelDay, startOfNextHotelDay } from '../admin-lists/list-filters.ts';
import { findCashRows, sumGatewayMoney, type CashRow } from './cash-close.repository.ts';

const UNKNOWN_STAFF = 'Unknown staff';

type Sums = Pick<CashCloseGroup, 'takenPoisha' | 'givenBackPoisha' | 'netPoisha'>;

/** Taken, given back and net of `rows`. */
function sumRows(rows: readonly CashRow[]): Sums {
  const takenPoisha = rows.filter((r) => r.kind === 'taken').reduce((n, r) => n + r.amountPoisha, 0);
  const givenBackPoisha = rows.filter((r) => r.kind === 'given-back').reduce((n, r) => n + r.amountPoisha, 0);
  return { takenPoisha, givenBackPoisha, netPoisha: takenPoisha - givenBackPoisha };
}

/** `rows` grouped by `keyOf`, each group labelled `labelOf`, in first-seen order. */
function groupRows(rows: readonly CashRow[], keyOf: (r: CashRow) => string, labelOf: (r: CashRow) => string): CashCloseGroup[] {
  const groups = new Map<string, CashRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.entries()].map(([key, group]) => ({ key, label: labelOf(group[0]), count: group.length, ...sumRows(group) }));
}

const methodOrder = (key: string) => DESK_PAYMENT_METHODS.indexOf(key as (typeof DESK_PAYMENT_METHODS)[number]);

const toEntry = (r: CashRow): CashCloseEntry => ({
  id: r.id,
  kind: r.kind,
  at: r.at.toISOString(),
  tranId: r.tranId,
  bookingId: r.bookingId,
  guestName: r.guestName,
  method: r.method,
  reference: r.reference,
  amountPoisha: r.amountPoisha,
  staffName: r.staffName ?? UNKNOWN_STAFF,
});

/** GET /admin/cash-close?date=: the close of hotel day `date` (default today in the hotel). */
export async function getCashClose(app: AppContext, date?: string, now = new Date()): Promise<CashClose> {
  const timeZone = app.config.hotelTimeZone;
  const day = date ?? todayInHotel(now, timeZone);
  const from = startOfHotelDay(day, timeZone);
  const to = startOfNextHotelDay(day, timeZone);
  const [rows, gateway] = await Promise.all([findCashRows(app.db, from, to), sumGatewayMoney(app.db, from, to)]);
  const byMethod = groupRows(
    rows,
    (r) => r.method,
    (r) => PAYMENT_METHOD_LABELS[r.method],
  );
  return {
    date: day,
    byMethod: byMethod.sort((a, b) => methodOrder(a.key) - methodOrder(b.key)),
    byStaff: groupRows(
      rows,
      (r) => r.staffId ?? '',
      (r) => r.staffName ?? UNKNOWN_STAFF,
    ).sort((a, b) => a.label.localeCompare(b.label)),
    totals: sumRows(rows),
    entries: rows.map(toEntry),
    gateway,
  };
}

const CSV_COLUMNS = ['Section', 'Time', 'Booking', 'Guest', 'Method', 'Reference', 'Taken (BDT)', 'Given back (BDT)', 'Net (BDT)', 'Staff'];

const bdt = (poisha: number) => (poisha / 100).toFixed(2);

/** The close as CSV records: the entries, then a line per method, per staff member, the total and the gateway. */
function csvRecords(close: CashClose, timeZone: string): Array<Record<string, string>> {
  const line = (section: string, label: string, sums: Sums, staff = ''): Record<string, string> => ({
    Section: section,
    Method: label,
    'Taken (BDT)': bdt(sums.takenPoisha),
    'Given back (BDT)': bdt(sums.givenBackPoisha),
    'Net (BDT)': bdt(sums.netPoisha),
    Staff: staff,
  });
  const entries = close.entries.map((e) => {
    const taken = e.kind === 'taken' ? e.amountPoisha : 0;
    const givenBack = e.kind === 'given-back' ? e.amountPoisha : 0;
    return {
      ...line(
        e.kind === 'taken' ? 'Taken' : 'Given back',
        PAYMENT_METHOD_LABELS[e.method],
        { takenPoisha: taken, givenBackPoisha: givenBack, netPoisha: taken - givenBack },
        e.staffName,
      ),
      Time: hotelDateTime(new Date(e.at), timeZone),
      Booking: e.tranId,
      Guest: e.guestName,
      Reference: e.reference ?? '',
    };
  });
  const gateway = { ...close.gateway, netPoisha: close.gateway.takenPoisha - close.gateway.givenBackPoisha };
  return [
    ...entries,
    ...close.byMethod.map((g) => line('By method', g.label, g)),
    ...close.byStaff.map((g) => line('By staff', '', g, g.label)),
    line('Total (drawer)', '', close.totals),
    line('Not in the drawer', 'SSLCommerz (not in the drawer)', gateway),
  ];
}

/** GET /admin/cash-close.csv?date=: the same close as a CSV (BOM, formula-guarded; no phone, e-mail or ID number). */
export async function exportCashClose(app: AppContext, date?: string): Promise<{ filename: string; csv: Readable }> {
  const close = await getCashClose(app, date);
  const records = csvRecords(close, app.config.hotelTimeZone);
  return { filename: `cash-close-${close.date}.csv`, csv: toCsv(Readable.from(records), CSV_COLUMNS) };
}
