/**
 * Fair turns for scarce work (issue 24: one image-decode slot for everyone let eight guest
 * accounts stall every upload, an admin's included, for over a minute). Waiting work is kept
 * per owner and served round robin, so one owner's burst never delays another by more than one
 * turn of each; owners in the priority lane (admins) are served before anyone else. Work that
 * already runs is never interrupted, so a priority owner waits for at most the running ones.
 */

/** Who is asking: `id` (a user id) and whether they go in the priority lane. */
export interface SlotOwner {
  id: string;
  isPriority: boolean;
}

/** Thrown by `run` when too much is waiting (in all, or for that non-priority owner). */
export class SlotsBusyError extends Error {
  override name = 'SlotsBusyError';
}

type Lane = Map<string, Array<() => void>>;

/**
 * At most `slots` tasks at once; at most `maxWaiting` waiting in all and `maxWaitingPerOwner`
 * per non-priority owner. Priority owners (staff) meet only the overall limit: an admin saving a
 * room sends its six images together, and CI saw the fifth refused with 503 under load.
 */
export class FairSlots {
  private running = 0;
  private waiting = 0;
  private readonly priority: Lane = new Map();
  private readonly others: Lane = new Map();

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
    private readonly maxWaitingPerOwner: number,
  ) {}

  /** How many tasks wait for a slot. */
  get waitingCount(): number {
    return this.waiting;
  }

  /** Runs `task` in `owner`'s turn; resolves or rejects with it. Throws SlotsBusyError when the queue is full. */
  async run<T>(owner: SlotOwner, task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots && this.waiting === 0) this.running++;
    else await this.waitTurn(owner);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private waitTurn(owner: SlotOwner): Promise<void> {
    const lane = owner.isPriority ? this.priority : this.others;
    const queue = lane.get(owner.id) ?? [];
    const isOwnerFull = !owner.isPriority && queue.length >= this.maxWaitingPerOwner;
    if (this.waiting >= this.maxWaiting || isOwnerFull) throw new SlotsBusyError();
    lane.set(owner.id, queue);
    this.waiting++;
    return new Promise((resolve) => queue.push(resolve));
  }

  /** Hands the freed slot to the next owner in turn (priority lane first), or frees it. */
  private release(): void {
    const next = this.takeNext(this.priority) ?? this.takeNext(this.others);
    if (!next) {
      this.running--;
      return;
    }
    this.waiting--;
    next();
  }

  /** The first waiter of the lane's first owner; that owner moves to the back of the lane. */
  private takeNext(lane: Lane): (() => void) | undefined {
    const first = lane.entries().next();
    if (first.done) return undefined;
    const [id, queue] = first.value;
    const next = queue.shift();
    lane.delete(id);
    if (queue.length > 0) lane.set(id, queue);
    return next;
  }
}
