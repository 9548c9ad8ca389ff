/**
 * Front desk and reports (issue 13): GET /api/admin/today, /api/admin/occupancy?month= and
 * /api/admin/reports?from=&to=. Dates are `YYYY-MM-DD` hotel time; money is BDT (the API's
 * unit; the database keeps integer poisha).
 */
import { z } from 'zod';
import { ROOM_CATEGORIES } from '../domain/humanize-category.ts';
import { reportYearsOutOfRange } from '../messages.ts';
import { isoDateSchema } from './common.ts';
import { BLOCK_KINDS, BOOKING_SOURCES } from './inventory.ts';
import { HOUSEKEEPING_STATUSES, STAY_STATUSES } from './desk-vocabularies.ts';

/** One booking on the Today screen: who, which room, which nights, and (for holds/requests) when. */
const todayItemSchema = z.object({
  bookingId: z.string(),
  tranId: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  /** The physical room's number (issue 27). */
  roomNumber: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int(),
  amount: z.number(),
  /** ISO instant the hold lapses (holds only). */
  holdExpiresAt: z.string().nullable(),
  /** ISO instant the guest asked to cancel (cancellation requests only). */
  requestedAt: z.string().nullable(),
  requestId: z.string().nullable(),
  /** Issue 28: where the stay is (expected, checked-in, checked-out). */
  stayStatus: z.enum(STAY_STATUSES),
  /** Issue 28: the housekeeping status of the stay's physical room (clean or inspected: ready). */
  housekeepingStatus: z.enum(HOUSEKEEPING_STATUSES),
  /** Issue 28: the guest's phone, masked ("•••678"; maskPhone), null without one. */
  guestPhone: z.string().nullable(),
});
export type TodayItem = z.infer<typeof todayItemSchema>;

export const todaySchema = z.object({
  /** Today in the hotel's time zone. */
  date: isoDateSchema,
  timeZone: z.string(),
  arrivals: z.array(todayItemSchema),
  departures: z.array(todayItemSchema),
  inHouse: z.array(todayItemSchema),
  holds: z.array(todayItemSchema),
  cancellationRequests: z.array(todayItemSchema),
  /**
   * Issue 28: paid stays still expected whose check-in day has passed and whose check-out day is
   * yesterday or later (older ones stop being listed), to be marked no-show or checked in.
   */
  noShows: z.array(todayItemSchema),
  /** Issue 28: today's arrivals whose room is not ready (dirty or out of order). */
  roomsNotReady: z.array(todayItemSchema),
  /** Issue 28: paid stays still expected that check in tomorrow. */
  tomorrowArrivals: z.array(todayItemSchema),
});
export type Today = z.infer<typeof todaySchema>;

/**
 * Years the calendar and reports accept (issue 24: `month=9999-12` or `0000-01` made PostgreSQL
 * fail on the day after the range, 10000-01-01, or on year 0, and answer 500). Outside them → 400.
 */
const REPORT_YEARS = { min: 2000, max: 2999 } as const;

/** True when the `YYYY…` at the start of `value` is one of REPORT_YEARS. */
const isReportYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= REPORT_YEARS.min && year <= REPORT_YEARS.max;
};
const yearMessage = reportYearsOutOfRange(REPORT_YEARS.min, REPORT_YEARS.max);
const reportDateSchema = isoDateSchema.refine(isReportYear, yearMessage);

/** `YYYY-MM` (months 01–12, years REPORT_YEARS). */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
  .refine(isReportYear, yearMessage);
export const occupancyQuerySchema = z.object({ month: monthSchema.optional() });

const occupancyStaySchema = z.object({
  bookingId: z.string(),
  /** The room type, and the physical room the stay holds (issue 27). */
  roomId: z.string(),
  physicalRoomId: z.string(),
  tranId: z.string(),
  guestName: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  /** paid = a paid stay not cancelled; hold = a live hold (payment under way). */
  kind: z.enum(['paid', 'hold']),
  /** Where the booking came from (issue 27): website, or a desk source; `sourceName` names the OTA. */
  source: z.enum(BOOKING_SOURCES),
  sourceName: z.string().nullable(),
});
export type OccupancyStay = z.infer<typeof occupancyStaySchema>;

/** A physical room of the tape chart (issue 27), with its type (`roomId`, `title`, `category`). */
const occupancyRoomSchema = z.object({
  id: z.string(),
  number: z.string(),
  floor: z.number().int().nullable(),
  roomId: z.string(),
  title: z.string(),
  category: z.enum(ROOM_CATEGORIES),
  /** The hotel day it was taken out of service, from which it is not sold (a room retired during the month still shows). */
  retiredOn: isoDateSchema.nullable(),
});
export type OccupancyRoom = z.infer<typeof occupancyRoomSchema>;

/** A block with a night in the month (issue 27): nights `startDate`..`endDate` − 1 out of sale. */
const occupancyBlockSchema = z.object({
  id: z.string(),
  physicalRoomId: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  kind: z.enum(BLOCK_KINDS),
  reason: z.string(),
});
export type OccupancyBlock = z.infer<typeof occupancyBlockSchema>;

export const occupancySchema = z.object({
  month: monthSchema,
  /** First day of the month and the first day after it. */
  from: isoDateSchema,
  to: isoDateSchema,
  today: isoDateSchema,
  /** One row per physical room (issue 27), by type title then room number. */
  rooms: z.array(occupancyRoomSchema),
  stays: z.array(occupancyStaySchema),
  blocks: z.array(occupancyBlockSchema),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** Longest report range, nights. */
export const MAX_REPORT_DAYS = 366;

/** Nights from `from` to `to`, both included (years REPORT_YEARS). */
export const reportQuerySchema = z.object({ from: reportDateSchema, to: reportDateSchema });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.number().int(),
  /** Physical rooms that existed on at least one night of the range (issues 24, 27). */
  rooms: z.number().int(),
  /** Each physical room's nights in the range from its creation to its retiring (issue 24), less blocked ones (issue 27), summed. */
  roomNightsAvailable: z.number().int(),
  roomNightsSold: z.number().int(),
  /** Sold ÷ available, 0–1 (4 decimals); 0 when nothing was available. */
  occupancyRate: z.number(),
  /** Room revenue of the nights in the range, BDT. */
  roomRevenue: z.number(),
  /** Average daily rate: revenue ÷ nights sold, BDT (to the poisha). */
  adr: z.number(),
  /** Revenue per available room-night, BDT (to the poisha). */
  revpar: z.number(),
  /** Payments refunded within the range (hotel days), BDT. */
  refunds: z.number(),
  refundCount: z.number().int(),
  byCategory: z.array(
    z.object({ category: z.enum(ROOM_CATEGORIES), bookings: z.number().int(), roomNights: z.number().int(), revenue: z.number() }),
  ),
  /** Paid stays' nights in the range by booking source (issue 27); OTA rows one per `sourceName`. Sums to the totals. */
  bySource: z.array(
    z.object({
      source: z.enum(BOOKING_SOURCES),
      sourceName: z.string().nullable(),
      bookings: z.number().int(),
      roomNights: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** Per night: rooms sold, rooms available that night (issue 24) and revenue, BDT. */
  daily: z.array(z.object({ date: isoDateSchema, sold: z.number().int(), available: z.number().int(), revenue: z.number() })),
});
export type Report = z.infer<typeof reportSchema>;
