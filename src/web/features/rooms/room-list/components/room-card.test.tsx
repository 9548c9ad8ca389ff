/**
 * The room card's "Only N left" (issue 27): shown for a searched stay when 1 to 3 of the type's
 * several physical rooms are free; a single-room type, a type with plenty free, or no stay
 * searched shows nothing (the spec's card stays as it is).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomListItem } from '#shared/schemas/rooms.ts';
import { renderInApp } from '#tests/helpers/component-harness.tsx';
import { RoomCard } from './room-card.tsx';

const base: RoomListItem = {
  _id: 'room-1',
  title: 'Couple Deluxe',
  host: 'admin@hotel.test',
  price: 4500,
  capacity: 2,
  description: 'A quiet room.',
  category: 'coupleDeluxe',
  image: '/uploads/rooms/couple.webp',
  gallery: [],
  facilities: ['Wi-Fi', 'Tea'],
  likes: 0,
  averageRating: null,
  reviewCount: 0,
  stayNights: 2,
  stayTotal: 9000,
  roomsLeft: 2,
  roomsInService: 3,
};

const renderCard = (room: Partial<RoomListItem>) =>
  renderInApp(
    <ul>
      <RoomCard room={{ ...base, ...room }} />
    </ul>,
  );

describe('RoomCard rooms left', () => {
  it('says "Only 2 left" when 2 of 3 rooms are free for the stay', () => {
    renderCard({});
    expect(screen.getByText('Only 2 left')).toBeTruthy();
  });

  it.each([
    ['a single-room type', { roomsLeft: 1, roomsInService: 1 }],
    ['plenty of rooms free', { roomsLeft: 4, roomsInService: 6 }],
    ['no stay searched', { roomsLeft: null, stayNights: null, stayTotal: null }],
  ])('says nothing for %s', (_, room) => {
    renderCard(room);
    expect(screen.queryByText(/Only \d left/)).toBeNull();
  });
});
