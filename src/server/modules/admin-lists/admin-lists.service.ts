/**
 * Paged admin lists, payment totals and CSV exports (issue #13). Pages reuse the spec's item
 * shapes (docs/product/entities.md#booking); money in BDT.
 */
import { Readable } from 'node:stream';
import { bookingStatusKey } from '#shared/domain/booking-display-status.ts';
import { hotelDateTime, todayInHotel } from '#shared/domain/hotel-time.ts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { toBdt } from '#shared/domain/money.ts';
import type {
  BookingListQuery,
  BookingPage,
  CancellationPage,
  CancellationPageQuery,
  CustomerListQuery,
  CustomerPage,
  PaymentListQuery,
  PaymentPage,
  PaymentTotals,
} from '#shared/schemas/admin-lists.ts';
import { bookingsList } from '#shared/lists/bookings-list.ts';
import type { CsvRecord } from '#shared/lists/list-definition.ts';
import { paymentsList } from '#shared/lists/payments-list.ts';
import type { AppContext } from '../../context.ts';
import { toBookingDto } from '../bookings/bookings.service.ts';
import type { AdminPaymentRow } from '../../db/booking-view.ts';
import { toPageAnswer } from '../../db/paging.ts';
import { toPaymentDto } from '../payments/payments.service.ts';
import { toCancellationDto } from '../cancellations/cancellations.service.ts';
import { toUserDto } from '../users/users.service.ts';
import { findBookingPage, streamBookings } from './bookings-page.repository.ts';
import { findCancellationPage } from './cancellations-page.repository.ts';
import { findCustomerPage } from './customers-page.repository.ts';
import { toCsv } from './csv-export.ts';
import { findPaymentPage, streamPayments, sumPayments } from './payments-page.repository.ts';

/** GET /all-bookings-admin?page…: one page of bookings with the filter's total. */
export async function listBookingPage(app: AppContext, query: BookingListQuery): Promise<BookingPage> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return toPageAnswer(await findBookingPage(app.db, query), (row) => ({
    ...toBookingDto(row, today, 'masked'),
    source: row.booking.source,
    sourceName: row.booking.sourceName,
    roomNumber: row.roomNumber,
  }));
}

const toAdminPaymentDto = (row: AdminPaymentRow) => ({
  refundedAmount: null,
  ...toPaymentDto(row),
  guest: { _id: row.guestId, name: row.guestName, email: row.guestEmail },
  method: row.payment.method,
});

/** GET /all-payments-admin?page…: one page of payments (with their guest) and the filter's total. */
export async function listPaymentPage(app: AppContext, query: PaymentListQuery): Promise<PaymentPage> {
  return toPageAnswer(await findPaymentPage(app.db, query, app.config.hotelTimeZone), toAdminPaymentDto);
}

/** GET /all-payments-admin/totals: BDT taken, refunded and net over the whole filter. */
export async function totalPayments(app: AppContext, query: PaymentListQuery): Promise<PaymentTotals> {
  const sums = await sumPayments(app.db, query, app.config.hotelTimeZone);
  return {
    count: sums.count,
    paid: toBdt(sums.paidPoisha),
    refunded: toBdt(sums.refundedPoisha),
    net: toBdt(sums.paidPoisha - sums.refundedPoisha),
  };
}

/** GET /all-users?page…: one page of accounts (name/e-mail search, role filter). */
export async function listCustomerPage(app: AppContext, query: CustomerListQuery): Promise<CustomerPage> {
  return toPageAnswer(await findCustomerPage(app.db, query), (row) => toUserDto(row, row.likings));
}

/** GET /cancelation-reqs?page…: one page of requests, pending first, then newest first. */
export async function listCancellationPage(app: AppContext, query: CancellationPageQuery): Promise<CancellationPage> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return toPageAnswer(await findCancellationPage(app.db, query), (row) => toCancellationDto(row, today));
}

/** A CSV stream of every booking matching the filter, newest first; times on the hotel's clock, categories as on screen (issue 24). */
export function exportBookingsCsv(app: AppContext, query: BookingListQuery): Readable {
  const timeZone = app.config.hotelTimeZone;
  const today = todayInHotel(new Date(), timeZone);
  const records = Readable.from(
    (async function* () {
      for await (const row of streamBookings(app.db, query)) {
        const b = toBookingDto(row, today);
        const record: CsvRecord<typeof bookingsList> = {
          booking_id: b._id,
          tran_id: b.tranId,
          booked_at: hotelDateTime(row.booking.bookingDate, timeZone),
          guest_name: b.user.name,
          guest_email: b.user.email,
          room: b.room.title,
          room_number: row.roomNumber,
          category: humanizeCategory(b.room.category),
          check_in: b.startDate,
          check_out: b.endDate,
          nights: b.nights,
          price_bdt: b.price,
          status: bookingStatusKey(b),
          cancellation: b.c_status ?? '',
          source: row.booking.source,
          source_name: row.booking.sourceName ?? '',
        };
        yield record;
      }
    })(),
  );
  return toCsv(records, bookingsList.csv.columns);
}

/** A CSV stream of every payment matching the filter, newest first; times on the hotel's clock, with the refund (BDT, when) (issue 24). */
export function exportPaymentsCsv(app: AppContext, query: PaymentListQuery): Readable {
  const timeZone = app.config.hotelTimeZone;
  const atHotel = (instant: Date | null) => (instant ? hotelDateTime(instant, timeZone) : '');
  const records = Readable.from(
    (async function* () {
      for await (const row of streamPayments(app.db, query, timeZone)) {
        const p = toAdminPaymentDto(row);
        const record: CsvRecord<typeof paymentsList> = {
          tran_id: p.tran_id,
          paid_at: atHotel(row.payment.paidAt),
          guest_name: p.guest.name,
          guest_email: p.guest.email,
          room: p.roomTitle,
          amount_bdt: p.amount,
          method: p.method,
          reference: row.payment.reference ?? '',
          status: p.status,
          card_type: p.card_type ?? '',
          test_payment: p.isTestPayment ? 'yes' : 'no',
          refunded_bdt: row.refundedPoisha === null ? '' : toBdt(row.refundedPoisha),
          refunded_at: atHotel(row.payment.refundedAt),
        };
        yield record;
      }
    })(),
  );
  return toCsv(records, paymentsList.csv.columns);
}
