/**
 * Housekeeping (issue 28), with the API answered at the fetch level: rooms by floor with their
 * status in words, "Needs cleaning" keeps the dirty ones, a button posts the next status and
 * toasts the answer, and a refusal toasts the server's message with the room's status kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { HousekeepingRoom } from '#shared/schemas/housekeeping.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import HousekeepingPage from './housekeeping-page.tsx';

const room = (
  number: string,
  floor: number,
  status: HousekeepingRoom['status'],
  extra: Partial<HousekeepingRoom> = {},
): HousekeepingRoom => ({
  physicalRoomId: `p${number}`,
  number,
  floor,
  roomId: 'r1',
  roomTitle: 'Couple Deluxe',
  status,
  updatedAt: null,
  updatedByName: null,
  isOccupied: false,
  isArrivingToday: false,
  ...extra,
});

const board = () => ({
  date: todayInHotel(),
  rooms: [
    room('101', 1, 'dirty', { isArrivingToday: true }),
    room('102', 1, 'out-of-order'),
    room('201', 2, 'clean', { isOccupied: true }),
  ],
});

describe('Housekeeping page', () => {
  it('groups rooms by floor, filters the dirty ones and marks a room clean', async () => {
    const posted: Array<[string, unknown]> = [];
    stubApi({
      '/admin/housekeeping': () => ({ body: board() }),
      '/admin/physical-rooms/p101/housekeeping': (_url, init) => {
        posted.push(['p101', JSON.parse(init!.body as string)]);
        return { body: { message: 'Room 101 marked clean', physicalRoomId: 'p101', number: '101', status: 'clean' } };
      },
    });
    renderInApp(<HousekeepingPage />, { path: '/dashboard/housekeeping' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Floor 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Floor 2' })).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'Room 101' });
    expect(within(first).getByText('Dirty')).toBeTruthy();
    expect(within(first).getByText('Guest arrives today')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Room 201' })).getByText('Guest in the house tonight')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Room 102' })).getByRole('button', { name: 'Back to clean: room 102' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Needs cleaning (1)' }));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-labelledby'))).toEqual(['hk-room-p101']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Floor 2' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark clean: room 101' }));
    expect(await screen.findByText('Room 101 marked clean')).toBeTruthy();
    expect(posted).toEqual([['p101', { status: 'clean' }]]);
  });

  it("shows the server's refusal and keeps the room's status", async () => {
    stubApi({
      '/admin/housekeeping': () => ({ body: board() }),
      '/admin/physical-rooms/p201/housekeeping': () => ({
        status: 409,
        body: { code: 'HOUSEKEEPING_NOT_ALLOWED', message: 'Room 201 is out of order; mark it clean before marking it inspected' },
      }),
    });
    renderInApp(<HousekeepingPage />, { path: '/dashboard/housekeeping' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark inspected: room 201' }));
    expect(
      await screen.findByText('Room 201 is out of order; mark it clean before marking it inspected. Nothing was changed.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Room 201' })).getByText('Clean')).toBeTruthy());
  });
});
