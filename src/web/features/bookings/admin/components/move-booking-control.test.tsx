/**
 * "Move to room" on the admin's booking detail (issue 27), with the API answered at the fetch
 * level: a live booking lists its free rooms (same-price types marked), moves, and shows a
 * refusal; a booking that is not live shows no control and asks nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/bookings.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { MoveBookingControl } from './move-booking-control.tsx';

const booking = {
  _id: 'b1',
  status: 'paid',
  holdExpiresAt: null,
  c_status: null,
  roomNumber: '201',
} as unknown as Booking;

const options = {
  currentNumber: '201',
  options: [
    { physicalRoomId: 'p203', number: '203', roomId: 'r1', roomTitle: 'Couple Deluxe', isSameType: true },
    { physicalRoomId: 'p305', number: '305', roomId: 'r2', roomTitle: 'Family Deluxe', isSameType: false },
  ],
};

describe('Move to room', () => {
  it('lists the free rooms, moves the booking, and shows a refusal', async () => {
    const moved: unknown[] = [];
    stubApi({
      '/admin/bookings/b1/move-options': () => ({ body: options }),
      '/admin/bookings/b1/move': (_url, init) => {
        moved.push(JSON.parse(init?.body as string));
        return moved.length === 1
          ? { body: { message: 'Moved from room 201 to room 305', roomNumber: '305', roomId: 'r2' } }
          : { status: 409, body: { code: 'ROOM_NOT_FREE', message: 'Room 203 is not free for this stay' } };
      },
      '/booking-details/b1': () => ({ body: [] }),
    });
    renderInApp(<MoveBookingControl booking={booking} now={new Date()} />);
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Free rooms for this stay' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose a room',
      'Room 203',
      'Room 305 · Family Deluxe (same price)',
    ]);
    await user.selectOptions(select, 'Room 305 · Family Deluxe (same price)');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved from room 201 to room 305')).toBeTruthy();
    expect(moved).toEqual([{ physicalRoomId: 'p305' }]);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Free rooms for this stay' }), 'Room 203');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getAllByText('Room 203 is not free for this stay').length).toBeGreaterThan(0));
  });

  it('is not offered for a booking that is not live', async () => {
    const asked = stubApi({});
    const { container } = renderInApp(<MoveBookingControl booking={{ ...booking, status: 'cancelled' }} now={new Date()} />);
    // The router renders its element asynchronously: give it time to have rendered (nothing).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('form')).toBeNull();
    expect(asked).toEqual([]);
  });
});
