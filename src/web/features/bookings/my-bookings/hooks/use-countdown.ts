import { useEffect, useState } from 'react';

/** Milliseconds left until `endsAt` (ISO), ticking every second; 0 once it has passed. */
export function useCountdown(endsAt: string): number {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= end) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [end, now >= end]); // eslint-disable-line react-hooks/exhaustive-deps
  return Math.max(0, end - now);
}

/** "9:05" (minutes:seconds) or "1:02:03" past an hour. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
