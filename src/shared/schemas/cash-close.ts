/**
 * The daily cash close (issue 28): GET /api/admin/cash-close?date=YYYY-MM-DD (a hotel day,
 * default today) and its CSV. Money taken and handed back at the desk that day, by method and by
 * staff member, with every entry; the gateway's money of the day is one line for information
 * (it never passes through the drawer). All amounts are integer poisha.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './inventory.ts';

/** Whether `YYYY-MM-DD` names a real day (not 2026-02-31). */
function isCalendarDate(isoDate: string): boolean {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(isoDate);
}

export const cashCloseQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date')
    .refine(isCalendarDate, 'Pick a date that exists')
    .optional(),
});

const sumsSchema = z.object({
  takenPoisha: z.number().int(),
  givenBackPoisha: z.number().int(),
  netPoisha: z.number().int(),
});

const groupSchema = sumsSchema.extend({ key: z.string(), label: z.string(), count: z.number().int() });
export type CashCloseGroup = z.infer<typeof groupSchema>;

const entrySchema = z.object({
  id: z.string(),
  /** `taken` (a payment) or `given-back` (a refund by hand). */
  kind: z.enum(['taken', 'given-back']),
  at: z.string(),
  tranId: z.string(),
  bookingId: z.string(),
  guestName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  amountPoisha: z.number().int(),
  staffName: z.string(),
});
export type CashCloseEntry = z.infer<typeof entrySchema>;

export const cashCloseSchema = z.object({
  date: z.string(),
  byMethod: z.array(groupSchema),
  byStaff: z.array(groupSchema),
  totals: sumsSchema,
  entries: z.array(entrySchema),
  /** SSLCommerz money of the day, not in the drawer. */
  gateway: z.object({ takenPoisha: z.number().int(), givenBackPoisha: z.number().int(), count: z.number().int() }),
});
export type CashClose = z.infer<typeof cashCloseSchema>;
