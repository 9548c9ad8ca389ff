/** The admin's booking list (docs/product/screens.md#all-bookings, docs/product/api.md#admin-lists all-bookings-admin; issue #3). */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { AppContext } from '../../context.ts';
import { listAllBookings } from './bookings-admin.repository.ts';
import { toBookingDto } from './bookings.service.ts';

/** GET /all-bookings-admin: every booking but abandoned holds, newest first; `enjoyed` as of hotel today. */
export async function listBookingsForAdmin(app: AppContext): Promise<Booking[]> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return (await listAllBookings(app.db)).map((row) => toBookingDto(row, today));
}
