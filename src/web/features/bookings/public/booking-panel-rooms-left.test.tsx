/**
 * The booking panel of a room type with several physical rooms (issue 27): the server's
 * availability check decides the stay (the calendars' full days are a guide), and "Only N left"
 * shows for the panel's dates when 1 to 3 of several rooms are free; a single-room type shows
 * nothing.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { formatDayInput } from '#web/lib/day-input.ts';
import { bookingLimitsOf, renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { BookingPanel } from './booking-panel.tsx';

const ROOM = 'room-1';
const guest = { _id: 'user-1', name: 'Rahim Uddin', email: 'rahim@example.com' };
const day = (n: number) => addDays(todayInHotel(), n);

function renderPanel(availability: { isAvailable: boolean; roomsLeft: number; roomsInService: number }) {
  const asked = stubApi({
    '/booking-limits': () => ({ body: bookingLimitsOf(4) }),
    [`/reservation-data/${ROOM}`]: () => ({ body: [] }),
    [`/room/${ROOM}/availability`]: () => ({ body: availability }),
  });
  renderInApp(
    <BookingPanel
      roomId={ROOM}
      roomName="Couple Deluxe"
      pricePerNight={2500}
      user={guest}
      initialStay={{ checkIn: null, checkOut: null }}
    />,
    { path: '/room/:id', initialEntry: `/room/${ROOM}` },
  );
  return { asked, user: userEvent.setup() };
}

async function checkStay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Check In' }), `${formatDayInput(day(10))}{Enter}`);
  await user.type(screen.getByRole('textbox', { name: 'Check Out' }), `${formatDayInput(day(12))}{Enter}`);
  await user.click(screen.getByRole('button', { name: 'Check Availability' }));
}

describe('BookingPanel of a type with several rooms', () => {
  it('shows "Only N left" for the chosen dates and prices the stay', async () => {
    const { user, asked } = renderPanel({ isAvailable: true, roomsLeft: 2, roomsInService: 3 });
    await checkStay(user);
    expect(await screen.findByText('Congratulations! Reservation available')).toBeTruthy();
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    const check = asked.find((url) => url.pathname === `/api/room/${ROOM}/availability`);
    expect(check?.searchParams.get('checkIn')).toBe(day(10));
    expect(check?.searchParams.get('checkOut')).toBe(day(12));
  });

  it("refuses a stay the server's check finds full, though no calendar day is full", async () => {
    const { user } = renderPanel({ isAvailable: false, roomsLeft: 0, roomsInService: 3 });
    await checkStay(user);
    expect(await screen.findByText(messages.datesUnavailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    expect(screen.queryByText(/Only \d left/)).toBeNull();
  });

  it('says nothing of rooms left for a single-room type', async () => {
    const { user } = renderPanel({ isAvailable: true, roomsLeft: 1, roomsInService: 1 });
    await checkStay(user);
    expect(await screen.findByText('Congratulations! Reservation available')).toBeTruthy();
    expect(screen.queryByText(/Only \d left/)).toBeNull();
  });
});
