/**
 * The room page's booking panel (docs/product/states.md#room-detail-date-flow) as a guest uses
 * it, rendered by React 19 (issue 25): the date panel's messages in the spec's words
 * (docs/product/messages.md#date-messages), the total as nights × price in BDT, and Reserve.
 * The API is answered at the fetch level (tests/helpers/component-harness.tsx). Dates are
 * days from the hotel's today, since the panel judges them against the real clock.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { formatDayInput } from '#web/lib/day-input.ts';
import { bookingLimitsOf, renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { BookingPanel } from './booking-panel.tsx';

const ROOM = 'room-1';
const guest = { _id: 'user-1', name: 'Rahim Uddin', email: 'rahim@example.com' };
const limits = bookingLimitsOf(4);

/** `n` days after the hotel's today, `YYYY-MM-DD`. */
const day = (n: number) => addDays(todayInHotel(), n);

function renderPanel({
  user = guest as typeof guest | null,
  pricePerNight = 2500,
  reservations = [] as Array<{ startDate: string; endDate: string }>,
  maxPaymentBdt = limits.maxPaymentBdt,
} = {}) {
  const asked = stubApi({
    '/booking-limits': () => ({ body: { ...limits, maxPaymentBdt } }),
    [`/reservation-data/${ROOM}`]: () => ({
      body: reservations.map((stay, i) => ({ _id: `b${i}`, ...stay, c_status: null, isOwn: false })),
    }),
  });
  const app = renderInApp(
    <BookingPanel
      roomId={ROOM}
      roomName="Deluxe Twin"
      pricePerNight={pricePerNight}
      user={user}
      initialStay={{ checkIn: null, checkOut: null }}
    />,
    { path: '/room/:id', initialEntry: `/room/${ROOM}` },
  );
  return { ...app, asked, user: userEvent.setup() };
}

const checkInInput = () => screen.getByRole('textbox', { name: 'Check In' });
const checkOutInput = () => screen.getByRole('textbox', { name: 'Check Out' });
/** The panel's red message line (always mounted, role alert). */
const messageLine = () => screen.getByRole('alert');
/** The "Total: …" line under the dates (a polite live region). */
const totalLine = () => screen.getByText('Total:').closest('p')!;
const checkAvailability = () => screen.getByRole('button', { name: 'Check Availability' });

/** Types both dates as dd-mm-yyyy, each settled with Enter. */
async function typeStay(user: ReturnType<typeof userEvent.setup>, checkIn: string, checkOut: string) {
  await user.type(checkInInput(), `${formatDayInput(checkIn)}{Enter}`);
  await user.type(checkOutInput(), `${formatDayInput(checkOut)}{Enter}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPanel', () => {
  it('prices a free stay as nights × price per night in BDT, keeps the dates in the address, and offers Reserve', async () => {
    const { user, router, asked } = renderPanel({ pricePerNight: 1999.99 });
    expect(totalLine().textContent).toBe('Total: BDT 0');

    await typeStay(user, day(10), day(13));
    expect(router.state.location.search).toBe(`?checkIn=${day(10)}&checkOut=${day(13)}`);
    await user.click(checkAvailability());

    // The toast of docs/product/messages.md#date-messages, and the total from integer poisha.
    expect(await screen.findByText('Congratulations! Reservation available')).toBeTruthy();
    expect(within(totalLine()).getByText('BDT 5,999.97')).toBeTruthy();
    expect(within(totalLine()).getByText('3 nights × BDT 1,999.99')).toBeTruthy();
    expect(asked.map((url) => url.pathname)).toContain(`/api/reservation-data/${ROOM}`);

    const reserve = screen.getByRole('button', { name: 'Reserve' });
    expect(reserve).toHaveProperty('disabled', false);
    await user.click(reserve);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your booking' });
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByText('3 nights × BDT 1,999.99 = BDT 5,999.97')).toBeTruthy();
    expect(within(dialog).getByText('Rahim Uddin')).toBeTruthy();
    expect(within(dialog).getByText(formatDayInput(day(10)))).toBeTruthy();
  });

  it('refuses a check-in in the past: "You cann\'t go past !", and the field goes back to empty', async () => {
    const { user } = renderPanel();

    await user.type(checkInInput(), `${formatDayInput(day(-1))}{Enter}`);

    expect(messageLine().textContent).toBe("You cann't go past !");
    expect(checkInInput()).toHaveProperty('value', '');
  });

  it('refuses a check-out that is not after the check-in: "Check \'Check-In\' Date", and keeps the check-in', async () => {
    const { user } = renderPanel();

    await typeStay(user, day(10), day(10));

    expect(messageLine().textContent).toBe("Check 'Check-In' Date");
    expect(checkInInput()).toHaveProperty('value', formatDayInput(day(10)));
    expect(checkOutInput()).toHaveProperty('value', '');
  });

  it('empties the check-out when a new check-in falls on or after it: "Check \'Check-Out\' Date" (issue 24)', async () => {
    const { user, router } = renderPanel();
    await typeStay(user, day(10), day(12));

    await user.clear(checkInInput());
    await user.type(checkInInput(), `${formatDayInput(day(15))}{Enter}`);

    expect(messageLine().textContent).toBe("Check 'Check-Out' Date");
    expect(checkInInput()).toHaveProperty('value', formatDayInput(day(15)));
    expect(checkOutInput()).toHaveProperty('value', '');
    expect(router.state.location.search).toBe('');
  });

  it('asks for the missing date on Check Availability without calling the server', async () => {
    const { user, asked } = renderPanel();
    const reservationCalls = () => asked.filter((url) => url.pathname === `/api/reservation-data/${ROOM}`).length;
    // The calendars' taken days load once with the page.
    await waitFor(() => expect(reservationCalls()).toBe(1));

    await user.click(checkAvailability());
    expect(messageLine().textContent).toBe('Please select check-in date!');

    await user.type(checkInInput(), `${formatDayInput(day(3))}{Enter}`);
    await user.click(checkAvailability());
    expect(messageLine().textContent).toBe('Please select check-out date!');
    expect(reservationCalls()).toBe(1);
  });

  it('clears a date message after 2 seconds (docs/product/rules.md#constants)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user } = renderPanel();

    await user.click(checkAvailability());
    expect(messageLine().textContent).toBe('Please select check-in date!');

    await act(() => vi.advanceTimersByTime(1900));
    expect(messageLine().textContent).toBe('Please select check-in date!');
    await act(() => vi.advanceTimersByTime(200));
    expect(messageLine().textContent).toBe('');
  });

  it('says taken dates are not available, offers the nearest free ones, and takes them on request', async () => {
    const { user } = renderPanel({ reservations: [{ startDate: day(9), endDate: day(12) }] });
    await typeStay(user, day(10), day(12));

    await user.click(checkAvailability());

    expect(await screen.findByText('Sorry! Selected dates are not available')).toBeTruthy();
    expect(totalLine().textContent).toBe('Total: BDT 0');
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    expect(screen.getByText(/^Nearest free dates:/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use these dates' }));
    await user.click(checkAvailability());
    expect(await screen.findByText('Congratulations! Reservation available')).toBeTruthy();
    expect(within(totalLine()).getByText('2 nights × BDT 2,500')).toBeTruthy();
  });

  it('explains a stay dearer than one gateway payment and offers no Reserve (issue #8)', async () => {
    const { user } = renderPanel({ maxPaymentBdt: 5000 });
    await typeStay(user, day(10), day(13));

    await user.click(checkAvailability());

    expect(
      await screen.findByText(
        'This stay costs BDT 7,500, more than the BDT 5,000 our payment gateway accepts in one payment. Please choose fewer nights.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
  });

  it('shows a visitor with no signed-in user the total but a disabled Reserve', async () => {
    const { user } = renderPanel({ user: null });
    await typeStay(user, day(10), day(11));

    await user.click(checkAvailability());

    expect(await within(totalLine()).findByText('1 night × BDT 2,500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reserve' })).toHaveProperty('disabled', true);
  });
});
