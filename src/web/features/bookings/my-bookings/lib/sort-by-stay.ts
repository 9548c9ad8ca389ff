/**
 * The order of My Bookings (issue 24: it followed booking time, not the stay): stays not yet
 * over (check-out today or later, hotel time) first, the soonest check-in on top, as a guest
 * looks for the next trip; then past stays, the most recent first.
 */
interface StayDates {
  startDate: string;
  endDate: string;
}

/** A sorted copy of `bookings`; `today` is `YYYY-MM-DD` in hotel time. Stay dates compare as text. */
export function sortByStay<T extends StayDates>(bookings: readonly T[], today: string): T[] {
  const isPast = (booking: T) => booking.endDate < today;
  return [...bookings].sort((a, b) => {
    if (isPast(a) !== isPast(b)) return isPast(a) ? 1 : -1;
    const byCheckIn = a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate);
    return isPast(a) ? -byCheckIn : byCheckIn;
  });
}
