/**
 * One writer per embedded data directory (issue #8). PGlite is a single-process database: two
 * processes on one DATA_DIR each keep their own copy in memory and overwrite each other's
 * files, so rows written by one vanish after a restart. The directory is therefore locked
 * with proper-lockfile (an atomic `mkdir` lock whose mtime the holder keeps fresh) and the
 * holder is named in `pgdata.owner.json`, so a second process can say who holds it.
 *
 * Crash recovery: after `kill -9` the lock directory stays behind. A lock whose recorded owner
 * ran on this host and no longer exists is taken over at once; any other lock is taken over
 * by proper-lockfile once its mtime is older than `STALE_MS` (e.g. a holder on another host).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Who holds a data directory, as written to `pgdata.owner.json`. */
export interface DataDirOwner {
  pid: number;
  hostname: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** What the holder is, e.g. "server" or "make-admin". */
  purpose: string;
}

/** Thrown when another live process holds the data directory. Its message is one line for the operator. */
export class DataDirLockedError extends Error {
  /** The holder in words, e.g. "process 4242 (server, started 2026-11-23T18:00:00.000Z)". */
  readonly holder: string;

  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner | null,
  ) {
    const holder = owner
      ? `process ${owner.pid} (${owner.purpose}, started ${owner.startedAt}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`})`
      : 'another process';
    super(
      `The data directory ${dataDir} is in use by ${holder}. PGlite allows one process per data directory: ` +
        'stop that process first, or give this one its own DATA_DIR (or use DATABASE_URL for several).',
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

/** A holder refreshes the lock every STALE_MS / 2; a lock not refreshed for this long is abandoned. */
const STALE_MS = 30_000;

const lockPaths = (dataDir: string) => ({
  target: path.join(dataDir, 'pgdata'),
  lock: path.join(dataDir, 'pgdata.lock'),
  // Serialises "take the lock and write the owner file" against "read the owner file and
  // break a dead owner's lock", so nobody breaks a lock whose owner file is not written yet.
  // (Its own target path too: proper-lockfile keeps one lock per target in each process.)
  guardTarget: path.join(dataDir, 'pgdata-guard'),
  guard: path.join(dataDir, 'pgdata.lock-guard'),
  owner: path.join(dataDir, 'pgdata.owner.json'),
});

function readOwner(file: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as DataDirOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Whether `owner` ran on this host and is gone (or is this very process, e.g. pid 1 again in a restarted container). */
function isDeadLocalOwner(owner: DataDirOwner | null): boolean {
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Locks `dataDir` for this process until the returned release function runs (or the process
 * exits: proper-lockfile removes its locks on exit and on signals). `purpose` names this
 * process in the message others get. Throws DataDirLockedError when a live process holds it.
 * `onLost` runs if the lock is later taken away (its directory removed or replaced).
 */
export async function lockDataDir(dataDir: string, purpose: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  const paths = lockPaths(dir);
  mkdirSync(dir, { recursive: true });
  const options = { lockfilePath: paths.lock, realpath: false, stale: STALE_MS, onCompromised: onLost };
  const releaseGuard = await lockfile.lock(paths.guardTarget, {
    lockfilePath: paths.guard,
    realpath: false,
    stale: 5_000,
    retries: { retries: 40, minTimeout: 50, maxTimeout: 250 },
  });
  try {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(paths.target, options);
    } catch (error) {
      if (!isLocked(error)) throw error;
      const owner = readOwner(paths.owner);
      if (!isDeadLocalOwner(owner)) throw new DataDirLockedError(dir, owner);
      // The holder crashed (kill -9, power loss) and left its lock behind: take it over.
      rmSync(paths.lock, { recursive: true, force: true });
      release = await lockfile.lock(paths.target, options);
    }
    const owner: DataDirOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), purpose };
    writeFileSync(paths.owner, `${JSON.stringify(owner)}\n`);
    return async () => {
      if (readOwner(paths.owner)?.pid === process.pid) rmSync(paths.owner, { force: true });
      await release();
    };
  } finally {
    await releaseGuard();
  }
}
