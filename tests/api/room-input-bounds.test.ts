/**
 * Issue #9: add-room and edit-room took price "0x10" as 16 (z.coerce.number reads hex, "1e3",
 * "" and true too) and any number of facilities of any length. The shared roomInputSchema, which
 * the admin room form also uses, now takes numbers or decimal text only (docs/product/rules.md#rooms "Price and
 * capacity are numeric", its message "Price must be a number") and at most MAX_FACILITIES of at
 * most MAX_FACILITY_LENGTH characters. A refused call changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  facilitiesTooManyMessage,
  facilityTooLongMessage,
  MAX_FACILITIES,
  MAX_FACILITY_LENGTH,
  roomInputSchema,
} from '#shared/schemas/rooms.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { snapshotRows } from '#tests/helpers/db-snapshot.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let images: { image: string; gallery: string[] };
useAppWithUsers((s) => ({ t, admin } = s));

/** A valid body (real uploaded images), with `overrides`. */
async function roomBody(overrides: Record<string, unknown> = {}) {
  if (!images) {
    const put = (name: string) => t.app.storage.put(`${name}.webp`, Buffer.from(name), 'image/webp');
    images = { image: await put('bounds-main'), gallery: await Promise.all([1, 2, 3, 4, 5].map((n) => put(`bounds-${n}`))) };
  }
  return {
    title: 'Bounded Room',
    price: 2500,
    capacity: 2,
    category: 'singleDeluxe',
    description: 'Calm.',
    ...images,
    facilities: ['Wi-Fi', 'Desk'],
    ...overrides,
  };
}

/** Add and edit with `overrides`: both 400 `message`, no row changed. */
async function expectBothRefused(overrides: Record<string, unknown>, message: string) {
  const room = await createRoom(t.app, admin.id);
  const before = await snapshotRows(t.app);
  for (const [method, url] of [
    ['POST', '/api/add-room'],
    ['PUT', `/api/edit-room/${room.id}`],
  ] as const) {
    const response = await t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: await roomBody(overrides) });
    expect(response.statusCode, `${method} ${JSON.stringify(overrides).slice(0, 80)}`).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  }
  expect(await snapshotRows(t.app)).toBe(before);
}

describe('room price and capacity', () => {
  for (const price of ['0x10', '0X10', '1e3', '0b101', '0o17', '', ' ', '16 BDT', true, [16], { value: 16 }, null]) {
    it(`refuses price ${JSON.stringify(price)} with "Price must be a number"`, async () => {
      await expectBothRefused({ price }, 'Price must be a number');
    });
  }

  for (const capacity of ['0x2', '2e0', '', true]) {
    it(`refuses capacity ${JSON.stringify(capacity)} with "Capacity must be a number"`, async () => {
      await expectBothRefused({ capacity }, 'Capacity must be a number');
    });
  }

  it('still takes numbers and the decimal text the form sends ("2500.50", " 3 ")', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/add-room',
      headers: { cookie: admin.cookie },
      payload: await roomBody({ price: '2500.50', capacity: ' 3 ' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: 2500.5, capacity: 3 });
  });
});

describe('facilities', () => {
  it(`refuses more than ${MAX_FACILITIES} entries`, async () => {
    const facilities = Array.from({ length: MAX_FACILITIES + 1 }, (_, i) => `Facility ${i}`);
    await expectBothRefused({ facilities }, facilitiesTooManyMessage);
  });

  it('refuses 10,000 blank entries by their count, not after dropping them', async () => {
    await expectBothRefused({ facilities: ['Wi-Fi', 'Desk', ...Array<string>(10_000).fill('')] }, facilitiesTooManyMessage);
  });

  it(`refuses an entry longer than ${MAX_FACILITY_LENGTH} characters (after trimming)`, async () => {
    await expectBothRefused({ facilities: ['Wi-Fi', 'x'.repeat(MAX_FACILITY_LENGTH + 1)] }, facilityTooLongMessage);
  });

  it(`takes ${MAX_FACILITIES} entries of ${MAX_FACILITY_LENGTH} characters, padded with spaces`, async () => {
    const facilities = Array.from({ length: MAX_FACILITIES }, (_, i) => ` ${String(i).padStart(MAX_FACILITY_LENGTH, 'f')} `);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/add-room',
      headers: { cookie: admin.cookie },
      payload: await roomBody({ facilities }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().facilities).toHaveLength(MAX_FACILITIES);
  });

  it('gives the web form (which parses its text inputs with the same schema) the same answers', () => {
    const form = {
      title: 'T',
      price: '0x10',
      capacity: '2',
      category: 'singleDeluxe',
      description: 'D',
      image: 'i',
      gallery: ['1', '2', '3', '4', '5'],
    };
    const issues = (values: Record<string, unknown>) =>
      roomInputSchema.safeParse({ ...form, ...values }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ facilities: ['a', 'b'] })).toEqual(['Price must be a number']);
    expect(issues({ price: '2500', facilities: Array<string>(MAX_FACILITIES + 1).fill('a') })).toEqual([facilitiesTooManyMessage]);
  });
});
