/** The admin's booking list (SPEC §2 All bookings, §7 all-bookings-admin; issue #3). */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { App } from '../../app.ts';
import { listAllBookings } from './bookings-admin.repository.ts';
import { toBookingDto } from './bookings.service.ts';

/** GET /all-bookings-admin: every booking but abandoned holds, newest first; `enjoyed` as of hotel today. */
export async function listBookingsForAdmin(app: App): Promise<Booking[]> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return (await listAllBookings(app.db)).map((row) => toBookingDto(row, today));
}
