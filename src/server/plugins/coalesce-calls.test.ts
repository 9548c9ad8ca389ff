import { describe, expect, it } from 'vitest';
import { coalesceCalls } from './coalesce-calls.ts';

/** A send whose runs are settled by hand; `log` records when each run starts. */
function controlledSend() {
  const runs: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, send };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('coalesceCalls', () => {
  it('runs at once when idle, and once more for all the calls made while a run is going', async () => {
    const { runs, send } = controlledSend();
    const notify = coalesceCalls(send);
    const first = notify();
    expect(runs).toHaveLength(1);
    const settled: number[] = [];
    const waiting = [1, 2, 3, 4, 5].map((n) => notify().then(() => settled.push(n)));
    await tick();
    // Nothing new starts while the first run is going: their write may have come after it began.
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await first;
    await tick();
    expect(runs).toHaveLength(2);
    expect(settled).toEqual([]);
    runs[1].resolve();
    await Promise.all(waiting);
    expect(settled).toEqual([1, 2, 3, 4, 5]);
    // Idle again: the next call runs by itself.
    void notify();
    expect(runs).toHaveLength(3);
    runs[2].resolve();
  });

  it('hands a failed run to every caller that shared it, and starts afresh afterwards', async () => {
    const { runs, send } = controlledSend();
    const notify = coalesceCalls(send);
    const first = notify();
    const shared = [notify(), notify()];
    runs[0].reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    // The queued run still goes ahead after a failure.
    expect(runs).toHaveLength(2);
    runs[1].reject(new Error('still down'));
    for (const call of shared) await expect(call).rejects.toThrow('still down');
    const later = notify();
    expect(runs).toHaveLength(3);
    runs[2].resolve();
    await expect(later).resolves.toBeUndefined();
  });
});
