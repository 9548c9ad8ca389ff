/**
 * Room Blocks (issue 27), with the API answered at the fetch level: the form is prefilled from
 * the tape chart's query, posts the block, and shows the server's refusal naming the booking;
 * the list offers "End now" for a running block and "Withdraw" for one not started.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import RoomBlocksPage from './room-blocks-page.tsx';

const day = (n: number) => addDays(todayInHotel(), n);
const block = (id: string, from: number, to: number) => ({
  _id: id,
  physicalRoomId: 'p104',
  roomNumber: '104',
  roomId: 'r1',
  roomTitle: 'Single Deluxe',
  startDate: day(from),
  endDate: day(to),
  kind: 'maintenance',
  reason: 'New carpet',
  createdBy: 'a1',
  createdByName: 'Admin',
  endedEarlyAt: null,
});

describe('Room Blocks page', () => {
  it("is prefilled from the tape chart's link, posts the block and shows a refusal", async () => {
    const posted: unknown[] = [];
    stubApi({
      '/admin/physical-rooms': () => ({ body: [{ _id: 'p104', roomId: 'r1', number: '104', floor: 1, roomTitle: 'Single Deluxe' }] }),
      '/admin/blocks': (_url, init) => {
        if (init?.method !== 'POST') return { body: [block('b1', -1, 2), block('b2', 5, 6)] };
        posted.push(JSON.parse(init.body as string));
        return posted.length === 1
          ? { status: 201, body: block('b3', 3, 5) }
          : {
              status: 409,
              body: { code: 'BLOCK_OVER_STAY', message: 'Room 104 has stays on those dates: … (booking 1a2b3c4d, Rahim Uddin)' },
            };
      },
    });
    const url = `/dashboard/room-blocks?physicalRoomId=p104&startDate=${day(3)}&endDate=${day(5)}`;
    renderInApp(<RoomBlocksPage />, { path: '/dashboard/room-blocks', initialEntry: url });
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Room' }) as HTMLSelectElement).value).toBe('p104'));
    expect(await screen.findByRole('button', { name: /^End now: block of room 104/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Withdraw: block of room 104/ })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'New carpet');
    await user.click(screen.getByRole('button', { name: 'Block room' }));
    await waitFor(() =>
      expect(posted).toEqual([{ physicalRoomId: 'p104', startDate: day(3), endDate: day(5), kind: 'maintenance', reason: 'New carpet' }]),
    );
    expect(await screen.findByText('Room 104 blocked')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Block room' }));
    expect(await screen.findAllByText(/booking 1a2b3c4d, Rahim Uddin/)).not.toHaveLength(0);
  });

  it('asks for a reason before any call', async () => {
    stubApi({ '/admin/physical-rooms': () => ({ body: [] }), '/admin/blocks': () => ({ body: [] }) });
    renderInApp(<RoomBlocksPage />, { path: '/dashboard/room-blocks', initialEntry: '/dashboard/room-blocks' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No blocked rooms' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Block room' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a room');
  });
});
