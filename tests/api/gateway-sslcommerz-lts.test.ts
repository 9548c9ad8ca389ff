/**
 * An integration written against the real SSLCommerz works against the built-in gateway
 * unchanged (issue #9): SSLCommerz's official Node.js client, `sslcommerz-lts` 1.2, drives a
 * whole payment. The client hard-codes sandbox.sslcommerz.com / securepay.sslcommerz.com in its
 * constructor and keeps the endpoint URLs as public properties, so the only change is to
 * derive those properties from our base URL exactly as its constructor derives them from its
 * own. Its requests are left as they are: session init as a `form-data` multipart POST, every
 * query API as a body-less POST with unencoded query parameters.
 */
import { randomBytes } from 'node:crypto';
import SSLCommerzPayment from 'sslcommerz-lts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { pressOnGatewayPage } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

/** The official client, pointed at our gateway (the constructor's own URL scheme, our base). */
function officialClient(storeId = t.config.gateway.storeId, storePassword = t.config.gateway.storePassword) {
  const client = new SSLCommerzPayment(storeId, storePassword, false);
  expect(client.initURL).toBe('https://sandbox.sslcommerz.com/gwprocess/v4/api.php');
  for (const key of [
    'initURL',
    'validationURL',
    'refundURL',
    'refundQueryURL',
    'transactionQueryBySessionIdURL',
    'transactionQueryByTransactionIdURL',
  ] as const) {
    client[key] = client[key].replace(client.baseURL, t.config.gateway.baseUrl);
  }
  client.baseURL = t.config.gateway.baseUrl;
  return client;
}

/** The session request of the package's README, with callbacks on our own site. */
function readmeOrder(tranId: string) {
  return {
    total_amount: 100,
    currency: 'BDT',
    tran_id: tranId,
    success_url: `${t.baseUrl}/success`,
    fail_url: `${t.baseUrl}/fail`,
    cancel_url: `${t.baseUrl}/cancel`,
    ipn_url: `${t.baseUrl}/ipn`,
    shipping_method: 'Courier',
    product_name: 'Computer.',
    product_category: 'Electronic',
    product_profile: 'general',
    cus_name: 'Customer Name',
    cus_email: 'customer@example.com',
    cus_add1: 'Dhaka',
    cus_add2: 'Dhaka',
    cus_city: 'Dhaka',
    cus_state: 'Dhaka',
    cus_postcode: '1000',
    cus_country: 'Bangladesh',
    cus_phone: '01711111111',
    cus_fax: '01711111111',
    ship_name: 'Customer Name',
    ship_add1: 'Dhaka',
    ship_add2: 'Dhaka',
    ship_city: 'Dhaka',
    ship_state: 'Dhaka',
    ship_postcode: 1000,
    ship_country: 'Bangladesh',
  };
}

describe("sslcommerz-lts (SSLCommerz's official Node.js client)", () => {
  it('inits a session, validates the payment, queries it, refunds it and queries the refund', async () => {
    const sslcz = officialClient();
    const tranId = `REF${randomBytes(5).toString('hex').toUpperCase()}`;
    const session = await sslcz.init(readmeOrder(tranId));
    expect(session).toMatchObject({ status: 'SUCCESS', GatewayPageURL: expect.stringContaining('/sandbox-gateway/pay/') });
    const { action, fields } = await pressOnGatewayPage(String(session.GatewayPageURL), 'pay');
    expect(action).toBe(`${t.baseUrl}/success`);

    const validation = await sslcz.validate({ val_id: fields.val_id });
    expect(validation).toMatchObject({
      status: 'VALID',
      tran_id: tranId,
      val_id: fields.val_id,
      amount: '100.00',
      currency: 'BDT',
      APIConnect: 'DONE',
    });
    expect(await sslcz.transactionQueryByTransactionId({ tran_id: tranId })).toMatchObject({
      APIConnect: 'DONE',
      no_of_trans_found: 1,
      element: [{ tran_id: tranId, status: 'VALIDATED' }],
    });
    expect(await sslcz.transactionQueryBySessionId({ sessionkey: String(session.sessionkey) })).toMatchObject({
      APIConnect: 'DONE',
      sessionkey: session.sessionkey,
      tran_id: tranId,
      status: 'VALIDATED',
    });

    const refund = await sslcz.initiateRefund({
      refund_amount: 10,
      refund_remarks: 'Guest cancelled',
      bank_tran_id: fields.bank_tran_id,
      refe_id: `R${tranId}`,
    });
    expect(refund).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: fields.bank_tran_id });
    expect(await sslcz.refundQuery({ refund_ref_id: String(refund.refund_ref_id) })).toMatchObject({
      APIConnect: 'DONE',
      status: 'refunded',
      tran_id: tranId,
    });
  });

  it("gets SSLCommerz's own refusals for wrong credentials and outside callbacks", async () => {
    const order = readmeOrder(`REF${randomBytes(5).toString('hex').toUpperCase()}`);
    expect(await officialClient('testbox', 'qwerty').init({ ...order })).toMatchObject({
      status: 'FAILED',
      failedreason: 'Store Credential Error Or Store is De-active',
    });
    expect(await officialClient('testbox', 'qwerty').validate({ val_id: 'x' })).toEqual({ APIConnect: 'FAILED' });
    const outside = await officialClient().init({ ...order, success_url: 'http://localhost:3030/success' });
    expect(outside).toMatchObject({ status: 'FAILED', failedreason: expect.stringContaining('success_url') });
  });
});
