import { useState } from 'react';
import { DashboardList } from '#web/components/ui/dashboard-list.tsx';
import { useAllBookingsQuery } from '../api/get-all-bookings.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';

/** All bookings (SPEC §2, admin): the count heading and one card per booking. */
export default function AllBookingsPage() {
  // One "now" per visit, so every card is judged against the same hotel day.
  const [now] = useState(() => new Date());
  return (
    <DashboardList
      title="All Bookings"
      query={useAllBookingsQuery()}
      loadingLabel="Loading bookings…"
      empty={{ title: 'No bookings yet', subtitle: 'Bookings appear here once guests reserve a room.' }}
      listClassName="grid gap-5"
      renderItem={(booking) => <AdminBookingCard key={booking._id} booking={booking} now={now} />}
    />
  );
}
