/**
 * Edit Room's physical rooms (issue 27), with the API answered at the fetch level: the type's
 * rooms are listed; adding one posts its number and floor; the server's refusal ("Room 201
 * already exists") shows under the form; a bad number is refused before any call.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { PhysicalRoomsSection } from './physical-rooms-section.tsx';

const rooms = [
  { _id: 'p1', roomId: 'r1', number: '201', floor: 2 },
  { _id: 'p2', roomId: 'r1', number: '202', floor: null },
];

describe('Physical rooms section', () => {
  it('lists the rooms, adds one, and shows a refused number under the form', async () => {
    const posted: unknown[] = [];
    stubApi({
      '/admin/rooms/r1/physical-rooms': (_url, init) => {
        if (init?.method !== 'POST') return { body: rooms };
        const body = JSON.parse(init.body as string) as { number: string };
        posted.push(body);
        return body.number === '201'
          ? { status: 409, body: { code: 'ROOM_NUMBER_TAKEN', message: 'Room 201 already exists' } }
          : { status: 201, body: { _id: 'p3', roomId: 'r1', floor: 2, ...body } };
      },
    });
    renderInApp(<PhysicalRoomsSection roomId="r1" />);
    const user = userEvent.setup();
    expect(await screen.findByText('Room 201')).toBeTruthy();
    expect(screen.getByText('Floor 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take room 202 out of service' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a room' });
    await user.type(screen.getByLabelText('Room number', { selector: '#new-room-number' }), '203');
    await user.type(screen.getByLabelText(/Floor/, { selector: '#new-room-floor' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(posted).toEqual([{ number: '203', floor: 2 }]));
    expect(await screen.findByText('Room 203 added')).toBeTruthy();

    await user.type(screen.getByLabelText('Room number', { selector: '#new-room-number' }), '201');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    const alert = await screen.findByText('Room 201 already exists', { selector: 'p' });
    expect(form.contains(alert)).toBe(true);
    expect(screen.getByLabelText('Room number', { selector: '#new-room-number' }).getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Room number', { selector: '#new-room-number' }));
    await user.type(screen.getByLabelText('Room number', { selector: '#new-room-number' }), '#1');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(await screen.findByText(/letters, digits/)).toBeTruthy();
    expect(posted).toHaveLength(2);
  });
});
