import { describe, expect, it } from 'vitest';
import { cancellationRefundPoisha, proposeCancellationOutcome } from './staff-cancellation-policy.ts';

// A stay starting 2026-12-10 begins at 2026-12-09T18:00Z in Dhaka.
const start = '2026-12-10';

describe('proposeCancellationOutcome', () => {
  it('proposes a full refund with more than 24 hours left before check-in', () => {
    expect(proposeCancellationOutcome(start, new Date('2026-12-08T17:59:00Z'), 'Asia/Dhaka')).toBe('full-refund');
  });

  it('proposes keeping the first night within 24 hours of check-in, and after it', () => {
    expect(proposeCancellationOutcome(start, new Date('2026-12-08T18:00:00Z'), 'Asia/Dhaka')).toBe('first-night-kept');
    expect(proposeCancellationOutcome(start, new Date('2026-12-10T08:00:00Z'), 'Asia/Dhaka')).toBe('first-night-kept');
  });
});

describe('cancellationRefundPoisha', () => {
  it('gives all the kept money back, all but the first night, or nothing', () => {
    expect(cancellationRefundPoisha('full-refund', 1_500_000, 500_000)).toBe(1_500_000);
    expect(cancellationRefundPoisha('first-night-kept', 1_500_000, 500_000)).toBe(1_000_000);
    expect(cancellationRefundPoisha('no-refund', 1_500_000, 500_000)).toBe(0);
  });

  it('never refunds below 0 when less than the first night was paid', () => {
    expect(cancellationRefundPoisha('first-night-kept', 300_000, 500_000)).toBe(0);
  });
});
