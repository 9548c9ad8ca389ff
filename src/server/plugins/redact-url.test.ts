import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl (issue 24)', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[REDACTED]'],
    ['/api/auth/reset-password/abc123?callbackURL=%2F', '/api/auth/reset-password/[REDACTED]?callbackURL=%2F'],
    [
      '/sandbox-gateway/validator/api/validationserverAPI.php?val_id=V1&store_id=hotel&store_passwd=s3cret&format=json',
      '/sandbox-gateway/validator/api/validationserverAPI.php?val_id=V1&store_id=hotel&store_passwd=[REDACTED]&format=json',
    ],
    [
      '/payment-success/HB1?name=Rahima%20Khatun&email=r%40example.com&roomName=Deluxe&tran_id=HB1&val_id=V1&status=VALID',
      '/payment-success/HB1?name=[REDACTED]&email=[REDACTED]&roomName=Deluxe&tran_id=HB1&val_id=V1&status=VALID',
    ],
    ['/api/auth/callback/google?code=4%2F0Ab&state=xyz', '/api/auth/callback/google?code=[REDACTED]&state=xyz'],
    ['/x?Pass%77ord=a&%ZZ=1&flag', '/x?Pass%77ord=[REDACTED]&%ZZ=1&flag'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/api/all-rooms?category=Deluxe&page=2', '/', '/rooms/abc', '/api/payments/HB1/status']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
