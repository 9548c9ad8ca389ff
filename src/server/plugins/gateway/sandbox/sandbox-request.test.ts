import { describe, expect, it } from 'vitest';
import { callbackUnder } from './sandbox-request.ts';

describe('callbackUnder (callback URLs a built-in gateway session may name)', () => {
  const site = 'https://hotel.example/booking';
  const gateway = `${site}/sandbox-gateway`;
  const check = (url: string) => callbackUnder(url, site, gateway);

  it('accepts URLs under PUBLIC_URL, normalised', () => {
    expect(check('https://hotel.example/booking/api/payment/success/HB1')).toBe('https://hotel.example/booking/api/payment/success/HB1');
    expect(check('https://HOTEL.example:443/booking/api/payment/ipn')).toBe('https://hotel.example/booking/api/payment/ipn');
    expect(check('https://hotel.example/booking')).toBe('https://hotel.example/booking');
    expect(callbackUnder('http://127.0.0.1:3000/ok', 'http://127.0.0.1:3000', 'http://127.0.0.1:3000/sandbox-gateway')).toBe(
      'http://127.0.0.1:3000/ok',
    );
  });

  it('refuses other schemes, hosts, ports, user info, paths outside PUBLIC_URL and the gateway itself', () => {
    for (const url of [
      'http://hotel.example/booking/ok',
      'https://evil.example/booking/ok',
      'https://hotel.example:8443/booking/ok',
      'https://hotel.example.evil.example/booking/ok',
      'https://user:pw@hotel.example/booking/ok',
      'https://hotel.example/bookingevil/ok',
      'https://hotel.example/booking/../evil',
      'https://hotel.example/other',
      '/booking/ok',
      'javascript:alert(1)',
      '',
      'https://hotel.example/booking/sandbox-gateway/gwprocess/v4/api.php',
      'https://hotel.example/booking/sandbox-gateway',
    ]) {
      expect(check(url), url).toBeNull();
    }
  });
});
