/**
 * The built-in gateway is safe to expose (issue #9): its store credentials are this install's
 * own, it opens sessions only for callback URLs under PUBLIC_URL, it never replaces a session,
 * and it takes every request shape the real SSLCommerz takes (url-encoded and multipart forms;
 * query APIs by GET or by POST).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { BUILTIN_STORE_FILE } from '#server/install-secrets.ts';
import { useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { pressOnGatewayPage } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const api = (p: string) => `${t.config.gateway.baseUrl}${p}`;
const INIT = '/gwprocess/v4/api.php';
const VALIDATE = '/validator/api/validationserverAPI.php';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';
const newTranId = () => `HBT${randomBytes(5).toString('hex').toUpperCase()}`;
const credentials = () => ({ store_id: t.config.gateway.storeId, store_passwd: t.config.gateway.storePassword });

/** A complete session request for a fresh tran_id, callbacks on our own site; `patch` overrides fields. */
function sessionFields(patch: Record<string, string> = {}): Record<string, string> {
  return {
    ...credentials(),
    tran_id: newTranId(),
    total_amount: '1500.00',
    currency: 'BDT',
    success_url: `${t.baseUrl}/ok`,
    fail_url: `${t.baseUrl}/failed`,
    cancel_url: `${t.baseUrl}/cancelled`,
    ipn_url: `${t.baseUrl}/nowhere`,
    cus_name: 'Test Guest',
    cus_email: 'guest@example.com',
    product_name: 'Sea View Suite',
    ...patch,
  };
}

const toMultipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

async function post(p: string, body?: URLSearchParams | FormData) {
  const res = await fetch(api(p), { method: 'POST', body });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
}

const initSession = (fields: Record<string, string>) => post(INIT, new URLSearchParams(fields));

describe('store credentials', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const configIn = (dataDir: string) => buildConfig(readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir })).gateway;

  it('are generated per install, kept in DATA_DIR (0600) and reused on the next start', () => {
    const [one, two] = [1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), 'hotel-gw-')));
    folders.push(one, two);
    const first = configIn(one);
    expect(first.storeId).toMatch(/^hotel[0-9a-f]{10}$/);
    expect(first.storePassword).toMatch(/^[0-9a-f]{32}$/);
    expect(configIn(one)).toEqual(first);
    const file = path.join(one, BUILTIN_STORE_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ store_id: first.storeId, store_passwd: first.storePassword });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = configIn(two);
    expect([second.storeId, second.storePassword]).not.toEqual([first.storeId, first.storePassword]);
    expect(configIn('memory://')).toEqual(configIn('memory://'));
    expect(configIn('memory://').storePassword).not.toBe(first.storePassword);
  });

  it('are refused when wrong, including the pair once written in the source', async () => {
    expect(t.config.gateway.storeId).not.toBe('hotelbooking-builtin');
    const wrongPairs: Array<Record<string, string>> = [
      { store_id: 'hotelbooking-builtin', store_passwd: 'hotelbooking-builtin@ssl' },
      { store_id: t.config.gateway.storeId, store_passwd: 'guess' },
      { store_id: t.config.gateway.storeId },
    ];
    for (const pair of wrongPairs) {
      const fields = { ...sessionFields(), ...pair };
      if (!('store_passwd' in pair)) delete fields.store_passwd;
      expect(await initSession(fields)).toMatchObject({
        status: 'FAILED',
        failedreason: 'Store Credential Error Or Store is De-active',
        GatewayPageURL: '',
      });
      const query = new URLSearchParams({ val_id: 'x', ...pair, format: 'json' });
      expect(await (await fetch(`${api(VALIDATE)}?${query}`)).json()).toEqual({ APIConnect: 'FAILED' });
      expect(await (await fetch(`${api(MERCHANT)}?${query}&tran_id=x`)).json()).toEqual({ APIConnect: 'FAILED' });
    }
  });
});

describe('callback URLs', () => {
  it('outside PUBLIC_URL are refused, and the gateway sends nothing there', async () => {
    let outsideRequests = 0;
    const outside = createServer((_request, response) => {
      outsideRequests += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const elsewhere = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/collect`;
    const ours = new URL(t.baseUrl);
    try {
      const foreign = [
        elsewhere,
        'https://evil.example/pay',
        `https://${ours.host}/ok`,
        `http://attacker@${ours.host}/ok`,
        `${t.baseUrl}/sandbox-gateway/gwprocess/v4/api.php`,
        'javascript:alert(1)',
        '/ok',
      ];
      for (const key of ['success_url', 'fail_url', 'cancel_url', 'ipn_url']) {
        for (const url of foreign) {
          const answer = await initSession(sessionFields({ [key]: url }));
          expect(answer, `${key}=${url}`).toMatchObject({ status: 'FAILED', sessionkey: '', GatewayPageURL: '' });
          expect(answer.failedreason).toContain(key);
        }
      }
      // A session under PUBLIC_URL still opens and pays; its IPN goes to our own site only.
      const ok = await initSession(sessionFields());
      expect(ok.status).toBe('SUCCESS');
      const { action } = await pressOnGatewayPage(ok.GatewayPageURL, 'pay');
      expect(action).toBe(`${t.baseUrl}/ok`);
      await t.app.backgroundTasks.settled();
      expect(outsideRequests).toBe(0);
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });
});

describe('sessions', () => {
  it('a second session request for a tran_id never replaces the first', async () => {
    const fields = sessionFields({ total_amount: '2000.00' });
    const first = await initSession(fields);
    expect(first.status).toBe('SUCCESS');
    const again = await initSession({ ...fields, total_amount: '10.00', success_url: `${t.baseUrl}/elsewhere` });
    expect(again).toMatchObject({ status: 'FAILED', GatewayPageURL: '' });
    expect(again.failedreason).toMatch(/Duplicate tran_id/);
    // The guest's page is the same page, for the same amount, returning to the same place.
    const { pageHtml, action, fields: paid } = await pressOnGatewayPage(first.GatewayPageURL, 'pay');
    expect(pageHtml).toContain('BDT 2000.00');
    expect(action).toBe(`${t.baseUrl}/ok`);
    expect(paid).toMatchObject({ tran_id: fields.tran_id, amount: '2000.00' });
    expect((await initSession(fields)).status).toBe('FAILED');
  });
});

describe('request shapes', () => {
  it('session init takes url-encoded and multipart forms', async () => {
    expect((await post(INIT, new URLSearchParams(sessionFields()))).status).toBe('SUCCESS');
    const multipart = await post(INIT, toMultipart(sessionFields()));
    expect(multipart).toMatchObject({ status: 'SUCCESS', GatewayPageURL: expect.stringMatching(/\/sandbox-gateway\/pay\//) });
    expect((await pressOnGatewayPage(multipart.GatewayPageURL, 'pay')).fields.status).toBe('VALID');
  });

  it('validation and transaction query take GET, body-less POST, url-encoded and multipart POST', async () => {
    const fields = sessionFields();
    const { fields: paid } = await pressOnGatewayPage((await initSession(fields)).GatewayPageURL, 'pay');
    const params = { val_id: paid.val_id, ...credentials(), v: '1', format: 'json' };
    const query = new URLSearchParams(params);
    const answers = [
      (await (await fetch(`${api(VALIDATE)}?${query}`)).json()) as Record<string, string>,
      await post(`${VALIDATE}?${query}`),
      await post(VALIDATE, new URLSearchParams(params)),
      await post(VALIDATE, toMultipart(params)),
    ];
    expect(answers.map((a) => a.status)).toEqual(['VALID', 'VALIDATED', 'VALIDATED', 'VALIDATED']);
    for (const answer of answers) expect(answer).toMatchObject({ tran_id: fields.tran_id, amount: '1500.00', APIConnect: 'DONE' });

    const byTranId = { tran_id: fields.tran_id, ...credentials(), format: 'json' };
    for (const body of [new URLSearchParams(byTranId), toMultipart(byTranId)]) {
      expect(await post(MERCHANT, body)).toMatchObject({ APIConnect: 'DONE', no_of_trans_found: 1 });
    }
  });

  it('a multipart form with a file or a broken body is a 4xx, never a session', async () => {
    const withFile = toMultipart(sessionFields());
    withFile.append('attachment', new Blob(['x']), 'x.txt');
    const broken = '--b\r\nContent-Disposition: form-data; name="store_id"\r\n\r\nunfinished';
    const answers = [
      await fetch(api(INIT), { method: 'POST', body: withFile }),
      await fetch(api(INIT), { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: broken }),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
