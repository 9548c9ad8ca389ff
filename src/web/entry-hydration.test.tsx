/**
 * Issue 25: what the server renders (entry-server.tsx) hydrates in the browser without a single
 * mismatch. React's development build (what vitest runs) reports every difference, attributes
 * and `useId` ids included, which the production build the journeys use does not; so each page
 * the server renders is rendered here as the server does, put in a document, and hydrated as
 * main.tsx does: its state seeds a fresh cache, the router loads the route, then hydrateRoot.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import type { RoomDetail, RoomPage } from '#shared/schemas/rooms.ts';
import type { User } from '#shared/schemas/users.ts';
import { bookingLimitsOf } from '#tests/helpers/component-harness.tsx';
import { AppTree } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { renderPage, renderRoomPage, type RenderedPage } from './entry-server.tsx';
import { setSignedInHint } from './lib/auth/signed-in-hint.ts';

const limits = bookingLimitsOf(4);
const room: RoomDetail = {
  _id: 'room-1',
  title: 'Garden Twin',
  host: 'admin@hotel.test',
  price: 4500,
  capacity: 2,
  description: 'A quiet twin room over the garden.',
  category: 'couplePremium',
  image: '/uploads/rooms/garden.webp',
  gallery: ['/uploads/rooms/garden-2.webp', '/uploads/rooms/garden-3.webp'],
  facilities: ['Wi-Fi', 'Tea'],
  likes: 3,
  averageRating: 4.5,
  reviewCount: 2,
  isLiked: false,
};
const guest: User = {
  _id: 'guest-1',
  name: 'Rahim Uddin',
  email: 'guest@hotel.test',
  photo: null,
  role: 'guest',
  status: 'Verified',
  likings: [],
  age: null,
  phoneNumber: null,
  address: null,
  bio: null,
};
const pageOf = (stayNights: number | null): RoomPage => ({
  items: [{ ...room, stayNights, stayTotal: stayNights === null ? null : stayNights * room.price, roomsLeft: null, roomsInService: 1 }],
  page: 1,
  pageSize: 24,
  total: 1,
  isTotalCapped: false,
});

// React's act() warns unless the environment says it is a test (Testing Library's render says so itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  setSignedInHint(false);
});

/** Hydrates `rendered` at `path` as main.tsx does; resolves to the console errors and recoverable errors it caused. */
async function hydratePage(path: string, rendered: RenderedPage): Promise<{ errors: unknown[]; root: HTMLElement }> {
  // Nothing after hydration may fetch here (the reviews, the session): left pending, they change nothing.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const root = document.createElement('div');
  root.id = 'root';
  // plugins/web-entry.ts moves the page's <title> into the head.
  root.innerHTML = rendered.markup.replace(/<title>[^<]*<\/title>/, '');
  document.body.append(root);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  hydrate(queryClient, rendered.state.queries);
  setSignedInHint(rendered.state.email !== null);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await waitFor(() => expect(router.state.initialized).toBe(true));

  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  await act(async () => {
    hydrateRoot(
      root,
      <AppTree
        queryClient={queryClient}
        navigate={() => undefined}
        initialEmail={rendered.state.email ?? undefined}
        router={<RouterProvider router={router} />}
      />,
      { onRecoverableError: (error) => void errors.push(error) },
    );
  });
  consoleError.mockRestore();
  return { errors, root };
}

describe('server markup hydrates without a mismatch (issue 25)', () => {
  it('/ for an anonymous visitor: hero, search form with its guest choices, top bar', async () => {
    const rendered = (await renderPage('http://hotel.test/', { page: pageOf(null), limits }))!;
    const { errors, root } = await hydratePage('/', rendered);
    expect(errors).toEqual([]);
    expect(root.querySelectorAll('select[name="guests"] option')).toHaveLength(limits.maxGuests + 1);
  });

  it('/rooms with a stay search: the grid priced for the stay', async () => {
    const checkIn = addDays(todayInHotel(), 30);
    const path = `/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`;
    const rendered = (await renderPage(`http://hotel.test${path}`, { page: pageOf(2), limits }))!;
    const { errors, root } = await hydratePage(path, rendered);
    expect(errors).toEqual([]);
    expect(root.textContent).toContain('Garden Twin');
  });

  it("a signed-in guest's room page: the guest's top bar, the room, the booking panel", async () => {
    const rendered = (await renderRoomPage('http://hotel.test/room/room-1', { user: guest, room }, limits))!;
    const heading = () => document.querySelector('h1');
    const { errors, root } = await hydratePage('/room/room-1', rendered);
    expect(errors).toEqual([]);
    expect(heading()?.textContent).toContain('Garden Twin');
    expect(root.querySelector('input[name="checkIn"]')).not.toBeNull();
  });
});
