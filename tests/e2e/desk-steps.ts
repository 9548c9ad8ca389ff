/** Steps the desk's journeys share (issue 28): reading money off the screens. */
import { expect, type Page } from './fixtures.ts';

/** The BDT amount of a "BDT 1,234" (or "BDT -1,234") text. */
export const bdtOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** On the cash close: each table's rows add up to its total row (by method, by staff member). */
export async function expectCashCloseTablesAddUp(page: Page): Promise<void> {
  for (const name of ['Cash close by method', 'Cash close by staff member']) {
    const table = page.getByRole('region', { name });
    const nets = await table.locator('tbody tr td:last-child').allTextContents();
    const total = await table.locator('tfoot td:last-child').textContent();
    expect(
      nets.reduce((n, t) => n + bdtOf(t), 0),
      name,
    ).toBe(bdtOf(total ?? ''));
  }
}
