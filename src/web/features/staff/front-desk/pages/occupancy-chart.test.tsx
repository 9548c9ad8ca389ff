/**
 * The tape chart (issue 27): one row per physical room under its type's header row, each kind of
 * night told apart in words (legend and accessible names), and a free night's two links.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Occupancy } from '#shared/schemas/front-desk.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import OccupancyPage from './occupancy-page.tsx';

const triple = { roomId: 'type-t', title: 'Triple', category: 'family-4' as const, floor: 7 };
const chart: Occupancy = {
  month: '2026-04',
  from: '2026-04-01',
  to: '2026-05-01',
  today: '2026-04-02',
  rooms: [
    { ...triple, id: 'pr-701', number: '701', retiredOn: null },
    { ...triple, id: 'pr-702', number: '702', retiredOn: null },
    { ...triple, id: 'pr-704', number: '704', retiredOn: '2026-04-06' },
    { id: 'pr-101', number: '101', floor: 1, roomId: 'type-s', title: 'Single', category: 'singleDeluxe', retiredOn: null },
  ],
  stays: [
    {
      bookingId: 'b-web',
      roomId: 'type-t',
      physicalRoomId: 'pr-701',
      tranId: 'T1',
      guestName: 'Rafiq Islam',
      checkIn: '2026-04-01',
      checkOut: '2026-04-03',
      kind: 'paid',
      source: 'website',
      sourceName: null,
    },
    {
      bookingId: 'b-walk',
      roomId: 'type-t',
      physicalRoomId: 'pr-702',
      tranId: 'T2',
      guestName: 'Nusrat Jahan',
      checkIn: '2026-04-06',
      checkOut: '2026-04-09',
      kind: 'paid',
      source: 'walk-in',
      sourceName: null,
    },
    {
      bookingId: 'b-ota',
      roomId: 'type-s',
      physicalRoomId: 'pr-101',
      tranId: 'T3',
      guestName: 'Karim Uddin',
      checkIn: '2026-04-10',
      checkOut: '2026-04-11',
      kind: 'paid',
      source: 'ota',
      sourceName: 'Agoda',
    },
    {
      bookingId: 'b-hold',
      roomId: 'type-s',
      physicalRoomId: 'pr-101',
      tranId: 'T4',
      guestName: 'Salma Begum',
      checkIn: '2026-04-20',
      checkOut: '2026-04-22',
      kind: 'hold',
      source: 'phone',
      sourceName: null,
    },
  ],
  blocks: [
    {
      id: 'blk-1',
      physicalRoomId: 'pr-702',
      startDate: '2026-04-03',
      endDate: '2026-04-05',
      kind: 'maintenance',
      reason: 'New air conditioner',
    },
  ],
};

async function renderChart() {
  stubApi({ '/admin/occupancy': () => ({ body: chart }) });
  renderInApp(<OccupancyPage />, { path: '/dashboard/occupancy', initialEntry: '/dashboard/occupancy?month=2026-04' });
  return screen.findByRole('table');
}

describe('Tape chart', () => {
  it('groups physical rooms under their type and names every kind of night in words', async () => {
    const table = await renderChart();
    const groups = within(table)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'colgroup');
    expect(groups.map((g) => g.textContent)).toEqual(['Triple', 'Single']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Room 701', 'Room 702', 'Room 704retired', 'Room 101']);
    expect(
      within(table)
        .getByRole('link', { name: /Rafiq Islam, .*paid stay \(website\)/ })
        .getAttribute('href'),
    ).toBe('/dashboard/booking/b-web');
    expect(
      within(table)
        .getByRole('link', { name: /Nusrat Jahan, .*desk booking \(Walk-in\)/ })
        .getAttribute('href'),
    ).toBe('/dashboard/booking/b-walk');
    expect(within(table).getByRole('link', { name: /Karim Uddin, .*desk booking \(OTA · Agoda\)/ })).toBeTruthy();
    expect(within(table).getByRole('link', { name: /Salma Begum, .*hold \(Phone\)/ })).toBeTruthy();
    const block = within(table).getByRole('link', { name: /Room 702 blocked, Maintenance: New air conditioner/ });
    expect(block.getAttribute('href')).toBe('/dashboard/room-blocks?physicalRoomId=pr-702&startDate=2026-04-03&endDate=2026-04-05');
    expect(within(table).getByText(/Room 704 out of service from Monday 6 April/)).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Paid stay (website)',
      'Desk booking (walk-in, phone, Facebook, WhatsApp, OTA)',
      'Hold (payment under way)',
      'Blocked (out of order, maintenance, owner’s use)',
      'Free night: select it to book or block',
    ]);
  });

  it('offers a desk booking or a block from a free night, and none on a retired room’s later nights', async () => {
    const table = await renderChart();
    // 704 is free 1–5 April, then out of service: no free button from the 6th.
    expect(within(table).queryByRole('button', { name: /Room 704, Monday 6 April/ })).toBeNull();
    const free = within(table).getAllByRole('button', { name: /^Room 704, .*free/ });
    expect(free).toHaveLength(5);
    // 702's nights: 6 April starts the walk-in; 5 April (after the block) is free.
    fireEvent.click(within(table).getByRole('button', { name: 'Room 702, Sunday 5 April: free — book or block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room 702 · Sunday 5 April' });
    expect(within(dialog).getByRole('link', { name: 'Desk booking' }).getAttribute('href')).toBe(
      '/dashboard/desk-booking?roomId=type-t&physicalRoomId=pr-702&checkIn=2026-04-05&checkOut=2026-04-06',
    );
    expect(within(dialog).getByRole('link', { name: 'Block this room' }).getAttribute('href')).toBe(
      '/dashboard/room-blocks?physicalRoomId=pr-702&startDate=2026-04-05&endDate=2026-04-06',
    );
  });
});
