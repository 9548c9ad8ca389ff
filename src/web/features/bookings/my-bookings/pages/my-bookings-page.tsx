import { useEffect, useState } from 'react';
import { DashboardList } from '#web/components/ui/dashboard-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useMyBookingsQuery } from '../api/get-my-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';

/** My bookings (docs/product/screens.md#my-bookings): one card per booking, or an empty state linking to the rooms. */
export default function MyBookingsPage() {
  const { user } = useAuth();
  if (!user) return <Spinner />;
  return <MyBookings userId={user._id} />;
}

function MyBookings({ userId }: { userId: string }) {
  const bookings = useMyBookingsQuery(userId);
  const now = useMinuteClock();
  return (
    <DashboardList
      title="My Bookings"
      query={bookings}
      loadingLabel="Loading your bookings…"
      empty={{ title: 'No bookings yet', subtitle: 'Find a room you like and book your first stay.' }}
      listClassName="grid gap-5"
      renderItem={(booking) => <BookingCard key={booking._id} booking={booking} userId={userId} now={now} />}
    />
  );
}

/** The current instant, refreshed every minute, so a card crossing the 24-hour limit updates. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
