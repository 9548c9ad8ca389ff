import { describe, expect, it } from 'vitest';
import { FairSlots, SlotsBusyError, type SlotOwner } from './fair-slots.ts';

const guest = (id: string): SlotOwner => ({ id, isPriority: false });
const admin: SlotOwner = { id: 'admin', isPriority: true };

/** A task that runs until `finish()` is called; `order` records when each started. */
function gatedTasks() {
  const order: string[] = [];
  const gates: Array<() => void> = [];
  const task = (name: string) => () => {
    order.push(name);
    return new Promise<string>((resolve) => gates.push(() => resolve(name)));
  };
  const finishRunning = async () => {
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { order, task, finishRunning };
}

describe('FairSlots (issue 24)', () => {
  it('serves waiting owners round robin and the priority lane first', async () => {
    const slots = new FairSlots(1, 64, 8);
    const { order, task, finishRunning } = gatedTasks();
    const done = [
      slots.run(guest('a'), task('a1')),
      slots.run(guest('a'), task('a2')),
      slots.run(guest('a'), task('a3')),
      slots.run(guest('b'), task('b1')),
      slots.run(guest('c'), task('c1')),
      slots.run(admin, task('admin')),
    ];
    expect(slots.waitingCount).toBe(5);
    for (let i = 0; i < 6; i++) await finishRunning();
    await Promise.all(done);
    expect(order).toEqual(['a1', 'admin', 'a2', 'b1', 'c1', 'a3']);
    expect(slots.waitingCount).toBe(0);
  });

  it('refuses more than the per-owner and total waiting limits, and frees the slot after a failure', async () => {
    const slots = new FairSlots(1, 3, 2);
    const { task, finishRunning } = gatedTasks();
    const first = slots.run(guest('a'), task('a1'));
    const queued = [slots.run(guest('a'), task('a2')), slots.run(guest('a'), task('a3'))];
    await expect(slots.run(guest('a'), task('a4'))).rejects.toThrow(SlotsBusyError);
    queued.push(slots.run(guest('b'), task('b1')));
    await expect(slots.run(guest('c'), task('c1'))).rejects.toThrow(SlotsBusyError);
    for (let i = 0; i < 4; i++) await finishRunning();
    await Promise.all([first, ...queued]);
    await expect(slots.run(guest('a'), () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(slots.run(guest('a'), async () => 'next')).resolves.toBe('next');
  });

  it('lets a priority owner queue a whole room of images: only the overall limit applies to staff', async () => {
    const slots = new FairSlots(1, 6, 2);
    const { order, task, finishRunning } = gatedTasks();
    const done = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6'].map((name) => slots.run(admin, task(name)));
    done.push(slots.run(guest('a'), task('a1')));
    expect(slots.waitingCount).toBe(6);
    await expect(slots.run(admin, task('i7'))).rejects.toThrow(SlotsBusyError);
    for (let i = 0; i < 7; i++) await finishRunning();
    await Promise.all(done);
    expect(order).toEqual(['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'a1']);
  });
});
