import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

describe('app shell', () => {
  it('publishes the OpenAPI document with the spec routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/all-rooms', '/api/add-bookings', '/api/my-bookings/{userId}']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    expect(res.body).not.toMatch(/at .*\.ts:/);
  });
});
