import { describe, expect, it } from 'vitest';
import { createSslcommerzClient } from './sslcommerz-client.ts';
import { GatewayError, type InitSessionInput } from './types.ts';

interface Call {
  url: URL;
  method: string;
  body: URLSearchParams | null;
}

/** A fake fetch that records calls and answers with `answer(call)` (JSON, or a Response). */
function fakeFetch(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: new URL(input instanceof Request ? input.url : input),
      method: init?.method ?? 'GET',
      body: init?.body instanceof URLSearchParams ? init.body : null,
    };
    calls.push(call);
    const result = answer(call);
    return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200 });
  }) as typeof fetch;
  return { impl, calls };
}

const base = { storeId: 'store 1', storePassword: 'p&ss=word', baseUrl: 'https://gw.test/sandbox/' };

const sessionInput: InitSessionInput = {
  tranId: 'HB123',
  amountPoisha: 150_050,
  currency: 'BDT',
  successUrl: 'https://app.test/api/payment/success/HB123',
  failUrl: 'https://app.test/f',
  cancelUrl: 'https://app.test/c',
  ipnUrl: 'https://app.test/api/payment/ipn',
  customer: { name: 'Ayesha Rahman', email: 'a@example.com' },
  productName: 'Sea View & Suite',
  productCategory: 'Hotel room',
  values: { a: 'booking-1', b: 'room-1' },
};

describe('createSslcommerzClient', () => {
  it('posts the session form with SSLCommerz field names and returns the gateway page', async () => {
    const { impl, calls } = fakeFetch(() => ({ status: 'SUCCESS', sessionkey: 'SK1', GatewayPageURL: 'https://gw.test/pay/SK1' }));
    const client = createSslcommerzClient({ ...base, fetchImpl: impl });
    const result = await client.initSession(sessionInput);
    expect(result).toMatchObject({ sessionKey: 'SK1', gatewayPageUrl: 'https://gw.test/pay/SK1' });
    const [call] = calls;
    expect(call.method).toBe('POST');
    expect(call.url.href).toBe('https://gw.test/sandbox/gwprocess/v4/api.php');
    const form = Object.fromEntries(call.body!);
    expect(form).toMatchObject({
      store_id: 'store 1',
      store_passwd: 'p&ss=word',
      total_amount: '1500.50',
      currency: 'BDT',
      tran_id: 'HB123',
      success_url: sessionInput.successUrl,
      ipn_url: sessionInput.ipnUrl,
      cus_name: 'Ayesha Rahman',
      cus_email: 'a@example.com',
      shipping_method: 'NO',
      product_name: 'Sea View & Suite',
      product_profile: 'non-physical-goods',
      value_a: 'booking-1',
      value_b: 'room-1',
      value_c: '',
    });
    expect(form.cus_add1 && form.cus_city && form.cus_country && form.cus_phone).toBeTruthy();
  });

  it('throws GatewayError when the session is refused', async () => {
    const { impl } = fakeFetch(() => ({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' }));
    const client = createSslcommerzClient({ ...base, fetchImpl: impl });
    await expect(client.initSession(sessionInput)).rejects.toThrow(/Store Credential Error/);
    await expect(client.initSession(sessionInput)).rejects.toBeInstanceOf(GatewayError);
  });

  it('validates an order with encoded query values and maps the answer', async () => {
    const { impl, calls } = fakeFetch(() => ({
      APIConnect: 'DONE',
      status: 'VALID',
      tran_id: 'HB123',
      val_id: 'V1',
      amount: '1500.50',
      currency: 'BDT',
      bank_tran_id: 'B1',
      card_type: 'VISA-Dutch Bangla',
      card_issuer: 'DBBL',
      tran_date: '2025-01-02 10:11:12',
      currency_type: 'BDT',
      risk_level: '0',
    }));
    const client = createSslcommerzClient({ ...base, fetchImpl: impl });
    const v = await client.validateOrder('V1&x=1');
    expect(calls[0].url.pathname).toBe('/sandbox/validator/api/validationserverAPI.php');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      val_id: 'V1&x=1',
      store_id: 'store 1',
      store_passwd: 'p&ss=word',
      format: 'json',
    });
    expect(v).toMatchObject({
      status: 'VALID',
      tranId: 'HB123',
      valId: 'V1',
      amount: '1500.50',
      currency: 'BDT',
      bankTranId: 'B1',
      cardType: 'VISA-Dutch Bangla',
      bankGw: 'DBBL',
      tranDate: '2025-01-02 10:11:12',
      currencyType: 'BDT',
      riskLevel: '0',
    });
  });

  it('resolves an unknown val_id as INVALID_TRANSACTION (not an error)', async () => {
    const { impl } = fakeFetch(() => ({ status: 'INVALID_TRANSACTION' }));
    const v = await createSslcommerzClient({ ...base, fetchImpl: impl }).validateOrder('nope');
    expect(v.status).toBe('INVALID_TRANSACTION');
    expect(v.tranId).toBe('');
  });

  it('turns network errors, timeouts, non-2xx, non-JSON and failed authentication into GatewayError', async () => {
    const failing = [
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      (async () => new Response('oops', { status: 500 })) as unknown as typeof fetch,
      (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch,
      (async () => new Response(JSON.stringify({ APIConnect: 'FAILED' }), { status: 200 })) as unknown as typeof fetch,
    ];
    for (const fetchImpl of failing) {
      const client = createSslcommerzClient({ ...base, fetchImpl });
      await expect(client.validateOrder('V1')).rejects.toBeInstanceOf(GatewayError);
    }
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      })) as unknown as typeof fetch;
    const slow = createSslcommerzClient({ ...base, timeoutMs: 20, fetchImpl: hanging });
    await expect(slow.queryTransaction('HB1')).rejects.toThrow(/timed out after 20 ms/);
  });

  it('queries a transaction by tran_id and maps its elements', async () => {
    const { impl, calls } = fakeFetch(() => ({
      APIConnect: 'DONE',
      no_of_trans_found: 1,
      element: [{ status: 'VALIDATED', tran_id: 'HB1', val_id: 'V9', amount: '10.00', currency: 'BDT' }],
    }));
    const result = await createSslcommerzClient({ ...base, fetchImpl: impl }).queryTransaction('HB1');
    expect(calls[0].url.pathname).toBe('/sandbox/validator/api/merchantTransIDvalidationAPI.php');
    expect(calls[0].url.searchParams.get('tran_id')).toBe('HB1');
    expect(result.elements).toHaveLength(1);
    expect(result.elements[0]).toMatchObject({ status: 'VALIDATED', valId: 'V9' });
  });

  it('initiates a refund with a two-decimal amount and throws on a refused refund', async () => {
    const { impl, calls } = fakeFetch((call) =>
      call.url.searchParams.get('refe_id') === 'again'
        ? { APIConnect: 'DONE', status: 'failed', errorReason: 'Already refunded' }
        : { APIConnect: 'DONE', status: 'success', refund_ref_id: 'R1', bank_tran_id: 'B1' },
    );
    const client = createSslcommerzClient({ ...base, fetchImpl: impl });
    const ok = await client.initiateRefund({ bankTranId: 'B1', amountPoisha: 100_000, remarks: 'Guest cancelled', refeId: 'ref-1' });
    expect(ok).toMatchObject({ refundRefId: 'R1', status: 'success' });
    expect(Object.fromEntries(calls[0].url.searchParams)).toMatchObject({
      bank_tran_id: 'B1',
      refund_amount: '1000.00',
      refund_remarks: 'Guest cancelled',
      refe_id: 'ref-1',
      format: 'json',
    });
    await expect(client.initiateRefund({ bankTranId: 'B1', amountPoisha: 1, remarks: 'x', refeId: 'again' })).rejects.toThrow(
      /Already refunded/,
    );
  });

  it('queries a refund by refund_ref_id', async () => {
    const { impl, calls } = fakeFetch(() => ({ APIConnect: 'DONE', status: 'refunded', refund_ref_id: 'R1' }));
    const result = await createSslcommerzClient({ ...base, fetchImpl: impl }).queryRefund('R1');
    expect(calls[0].url.searchParams.get('refund_ref_id')).toBe('R1');
    expect(result.status).toBe('refunded');
  });
});
