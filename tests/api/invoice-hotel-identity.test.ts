/**
 * One hotel identity from configuration (issue 10): HOTEL_NAME, HOTEL_ADDRESS (lines split at
 * `|`) and HOTEL_EMAIL reach the PDF invoice, the confirmation e-mail's footer and the SPA's
 * settings answer (GET /api/booking-limits), which the web invoices print. The defaults still
 * print the old address (tests/api/invoices.test.ts and booking-limits.test.ts run with them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { deliverDueEmails } from '#server/modules/emails/email-sender.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { readOutbox } from '#tests/helpers/outbox.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { payForStay, type PaidStay } from '#tests/helpers/paid-stays.ts';
import { readPdfText } from '#tests/helpers/pdf-text.ts';

const configOf = (env: Record<string, string>) => buildConfig(readEnv({ DATA_DIR: 'memory://', ...env }));

const HOTEL_ENV = {
  HOTEL_NAME: 'Lakeview Inn',
  HOTEL_ADDRESS: '1 Shore Road | Ambarkhana|Sylhet 3100, Bangladesh',
  HOTEL_EMAIL: 'desk@lakeview.test',
};
const LAKEVIEW = {
  name: 'Lakeview Inn',
  addressLines: ['1 Shore Road', 'Ambarkhana', 'Sylhet 3100, Bangladesh'],
  email: 'desk@lakeview.test',
};

describe('HOTEL_NAME, HOTEL_ADDRESS, HOTEL_EMAIL', () => {
  it('default to the hotel the invoices always printed', () => {
    expect(configOf({}).hotel).toEqual({
      name: 'Hotel Booking',
      addressLines: ['House 12, Road 7, Gulshan 1', 'Dhaka 1212, Bangladesh'],
      email: 'stay@hotel.test',
    });
  });

  it("split the address at '|', trimming each line and dropping empty ones", () => {
    expect(configOf(HOTEL_ENV).hotel).toEqual(LAKEVIEW);
    expect(configOf({ HOTEL_ADDRESS: 'One line||' }).hotel.addressLines).toEqual(['One line']);
  });

  it('refuse an empty name, an address without lines and an e-mail that is not one', () => {
    expect(() => readEnv({ HOTEL_NAME: '  ' })).toThrow(/HOTEL_NAME/);
    expect(() => readEnv({ HOTEL_ADDRESS: ' | ' })).toThrow(/HOTEL_ADDRESS must hold at least one line/);
    expect(() => readEnv({ HOTEL_EMAIL: 'front desk' })).toThrow(/HOTEL_EMAIL/);
  });
});

describe('a configured hotel', () => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let stay: PaidStay;
  useAppWithUsers((s) => ({ t, admin, guest } = s), { overrides: { hotel: configOf(HOTEL_ENV).hotel } });
  beforeAll(async () => {
    const roomId = (await createRoom(t.app, admin.id, { title: 'Tea Garden View', priceBdt: 2500 })).id;
    stay = await payForStay(t, guest.cookie, roomId, day(15), day(17));
  });

  it('is told to the SPA by GET /api/booking-limits, for its invoices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking-limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json().hotel).toEqual(LAKEVIEW);
  });

  it("is the PDF invoice's From block, and the old address is gone", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/invoice/${stay.tranId}`, headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(200);
    const text = await readPdfText(res.rawPayload);
    for (const line of ['Lakeview Inn', '1 Shore Road', 'Ambarkhana', 'Sylhet 3100, Bangladesh', 'desk@lakeview.test', 'BDT 5,000']) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain('Gulshan');
    expect(text).not.toContain('Hotel Booking');
  });

  it("signs the confirmation e-mail's footer", async () => {
    await t.app.backgroundTasks.settled();
    await deliverDueEmails(t.app);
    const mail = readOutbox(t.config.identity.mail.outboxDir).find((m) => (m.headers['message-id'] ?? '').includes(stay.bookingId));
    expect(mail?.text).toContain('Lakeview Inn · 1 Shore Road · Ambarkhana · Sylhet 3100, Bangladesh');
    expect(mail?.text).not.toContain('Gulshan');
  });
});
