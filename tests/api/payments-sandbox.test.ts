/**
 * The built-in SSLCommerz sandbox as a gateway: hosted page, signed callbacks, validation,
 * transaction query and refunds, driven through our own client over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isVerifySignValid } from '#server/plugins/gateway/sandbox/verify-sign.ts';
import { createSslcommerzClient } from '#server/plugins/gateway/sslcommerz-client.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import { buildTestApp, useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { pressOnGatewayPage } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

/** Opens a sandbox session for a fresh tran_id (no booking behind it; the IPN goes nowhere). */
async function openSession(amountPoisha = 150_000) {
  const tranId = `HBT${randomBytes(5).toString('hex').toUpperCase()}`;
  const session = await t.app.gateway.initSession({
    tranId,
    amountPoisha,
    currency: 'BDT',
    successUrl: `${t.baseUrl}/ok`,
    failUrl: `${t.baseUrl}/failed`,
    cancelUrl: `${t.baseUrl}/cancelled`,
    ipnUrl: `${t.baseUrl}/nowhere`,
    customer: { name: 'Test Guest', email: 'guest@example.com' },
    productName: 'Sea View Suite',
    productCategory: 'Hotel room',
    values: { a: 'booking-1' },
  });
  return { tranId, ...session };
}

describe('hosted payment page', () => {
  it('is accessible HTML with the test notice, the amount and three labelled buttons', async () => {
    const { tranId, gatewayPageUrl, sessionKey } = await openSession();
    expect(gatewayPageUrl).toBe(`${t.baseUrl}/sandbox-gateway/pay/${sessionKey}`);
    const res = await fetch(gatewayPageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="viewport"/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('Test payment — no money moves');
    expect(html).toContain('Hotel Booking');
    expect(html).toContain('BDT 1500.00');
    expect(html).toContain(tranId);
    for (const outcome of ['pay', 'fail', 'cancel']) {
      expect(html).toContain(`<form method="post" action="${sessionKey}/${outcome}">`);
    }
    expect(html.match(/<button type="submit"[^>]*aria-label="(Pay|Fail|Cancel)[^"]*">(Pay|Fail|Cancel)<\/button>/g)).toHaveLength(3);
    const nonce = /<style nonce="([^"]+)">/.exec(html)![1];
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'nonce-${nonce}'`);
  });

  it("Pay answers a signed auto-post to success_url with a Continue button and a nonce'd script", async () => {
    const { tranId, gatewayPageUrl } = await openSession(250_075);
    const { autoPostHtml, action, fields } = await pressOnGatewayPage(gatewayPageUrl, 'pay');
    expect(action).toBe(`${t.baseUrl}/ok`);
    expect(fields).toMatchObject({
      tran_id: tranId,
      status: 'VALID',
      amount: '2500.75',
      currency: 'BDT',
      currency_type: 'BDT',
      currency_amount: '2500.75',
      card_type: 'VISA-Dutch Bangla',
      risk_level: '0',
      risk_title: 'Safe',
      value_a: 'booking-1',
    });
    for (const key of ['val_id', 'bank_tran_id', 'store_amount', 'card_issuer', 'card_no', 'bank_gw', 'verify_sign', 'verify_key']) {
      expect(fields[key], key).toBeTruthy();
    }
    expect(fields.tran_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(isVerifySignValid(fields, t.config.gateway.storePassword)).toBe(true);
    expect(isVerifySignValid({ ...fields, amount: '1.00' }, t.config.gateway.storePassword)).toBe(false);
    expect(autoPostHtml).toContain('<button type="submit" class="pay">Continue</button>');
    expect(autoPostHtml).toMatch(/<script nonce="[^"]+">document\.getElementById\('return-form'\)\.submit\(\);<\/script>/);
    // The finished session cannot be paid twice.
    expect((await fetch(gatewayPageUrl)).status).toBe(409);
    expect((await fetch(`${gatewayPageUrl}/pay`, { method: 'POST' })).status).toBe(409);
  });

  it('Fail and Cancel post FAILED/CANCELLED to fail_url/cancel_url', async () => {
    const failed = await pressOnGatewayPage((await openSession()).gatewayPageUrl, 'fail');
    expect(failed.action).toBe(`${t.baseUrl}/failed`);
    expect(failed.fields.status).toBe('FAILED');
    const cancelled = await pressOnGatewayPage((await openSession()).gatewayPageUrl, 'cancel');
    expect(cancelled.action).toBe(`${t.baseUrl}/cancelled`);
    expect(cancelled.fields.status).toBe('CANCELLED');
    expect((await fetch(`${t.baseUrl}/sandbox-gateway/pay/UNKNOWN`)).status).toBe(404);
  });
});

describe('sandbox APIs through our client', () => {
  it('validation answers VALID once, then VALIDATED; unknown val_id is INVALID_TRANSACTION', async () => {
    const { tranId, gatewayPageUrl } = await openSession();
    const { fields } = await pressOnGatewayPage(gatewayPageUrl, 'pay');
    const first = await t.app.gateway.validateOrder(fields.val_id);
    expect(first).toMatchObject({
      status: 'VALID',
      tranId,
      valId: fields.val_id,
      amount: '1500.00',
      currency: 'BDT',
      bankTranId: fields.bank_tran_id,
    });
    expect((await t.app.gateway.validateOrder(fields.val_id)).status).toBe('VALIDATED');
    expect((await t.app.gateway.validateOrder('nope')).status).toBe('INVALID_TRANSACTION');
  });

  it('refuses wrong store credentials and out-of-range amounts', async () => {
    const wrong = createSslcommerzClient({ storeId: 'someone', storePassword: 'else', baseUrl: t.config.gateway.baseUrl });
    await expect(wrong.validateOrder('x')).rejects.toBeInstanceOf(GatewayError);
    await expect(wrong.queryTransaction('x')).rejects.toBeInstanceOf(GatewayError);
    await expect(openSession(999)).rejects.toThrow(/total_amount/);
    await expect(
      wrong.initSession({
        tranId: 'HBX',
        amountPoisha: 150_000,
        currency: 'BDT',
        successUrl: 'http://a/',
        failUrl: 'http://a/',
        cancelUrl: 'http://a/',
        ipnUrl: 'http://a/',
        customer: { name: 'A', email: 'a@example.com' },
        productName: 'Room',
        productCategory: 'Hotel room',
      }),
    ).rejects.toThrow(/Store Credential Error/);
  });

  it('transaction query reports nothing while pending, then the attempt', async () => {
    const paid = await openSession();
    expect((await t.app.gateway.queryTransaction(paid.tranId)).elements).toEqual([]);
    await pressOnGatewayPage(paid.gatewayPageUrl, 'pay');
    const [element] = (await t.app.gateway.queryTransaction(paid.tranId)).elements;
    expect(element).toMatchObject({ status: 'VALID', tranId: paid.tranId, amount: '1500.00' });
    const failed = await openSession();
    await pressOnGatewayPage(failed.gatewayPageUrl, 'fail');
    expect((await t.app.gateway.queryTransaction(failed.tranId)).elements.map((e) => e.status)).toEqual(['FAILED']);
  });

  it('refunds a VALID transaction once, at most its amount, and reports it refunded', async () => {
    const { gatewayPageUrl } = await openSession(150_000);
    const { fields } = await pressOnGatewayPage(gatewayPageUrl, 'pay');
    const refund = (amountPoisha: number) =>
      t.app.gateway.initiateRefund({ bankTranId: fields.bank_tran_id, amountPoisha, remarks: 'Guest cancelled', refeId: 'c-1' });
    await expect(refund(150_001)).rejects.toThrow(/refund_amount/);
    const done = await refund(150_000);
    expect(done).toMatchObject({ status: 'success' });
    await expect(refund(100)).rejects.toThrow(/already initiated/);
    expect((await t.app.gateway.queryRefund(done.refundRefId)).status).toBe('refunded');
    await expect(t.app.gateway.queryRefund('UNKNOWN')).rejects.toBeInstanceOf(GatewayError);
    await expect(t.app.gateway.initiateRefund({ bankTranId: 'NOPE', amountPoisha: 100, remarks: 'x', refeId: 'y' })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });
});

describe('outside builtin mode', () => {
  it('does not mount the sandbox', async () => {
    const live = await buildTestApp({
      gateway: { mode: 'sandbox', storeId: 'store', storePassword: 'pw', baseUrl: 'http://127.0.0.1:9/unreachable', timeoutMs: 15_000 },
    });
    try {
      expect((await live.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/anything' })).statusCode).toBe(404);
      expect((await live.app.inject({ method: 'POST', url: '/sandbox-gateway/gwprocess/v4/api.php' })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
