/**
 * Preloaded (`node --import tsx --import ./tests/helpers/crash-after-commit.ts …`) into a child
 * process by tests/api/outbox-crash.test.ts: the process kills itself with SIGKILL the instant
 * the first transaction that ran a statement matching CRASH_AFTER_COMMIT_OF (a regular
 * expression) has committed — after the commit, before any later statement, so nothing the
 * process meant to do "after commit" ever runs. Works on node-postgres and on PGlite.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

const pattern = process.env.CRASH_AFTER_COMMIT_OF;
const crash = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

if (pattern) {
  const matches = new RegExp(pattern);
  const textOf = (query: unknown) => (typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? ''));

  // node-postgres: drizzle runs begin … commit on one pooled client.
  const isMatchedIn = new WeakMap<object, boolean>();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its client as `this` below
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]).trim().toLowerCase();
    if (matches.test(textOf(args[0]))) isMatchedIn.set(this, true);
    if (text === 'rollback') isMatchedIn.delete(this);
    const result = query.apply(this, args);
    if (text === 'commit' && isMatchedIn.get(this)) return (result as Promise<unknown>).then(crash);
    return result;
  } as typeof pg.Client.prototype.query;

  // PGlite: drizzle runs a transaction through PGlite's own transaction(), which commits itself.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its PGlite as `this` below
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = async function <T>(this: PGlite, callback: (tx: Transaction) => Promise<T>): Promise<T> {
    let isMatched = false;
    const watched = (tx: Transaction): Transaction =>
      new Proxy(tx, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if ((property !== 'query' && property !== 'exec') || typeof value !== 'function') return value;
          return (sql: string, ...rest: unknown[]) => {
            if (matches.test(sql)) isMatched = true;
            return (value as (...a: unknown[]) => unknown).call(target, sql, ...rest);
          };
        },
      });
    const result = await transaction.call(this, (tx) => callback(watched(tx)));
    if (isMatched) crash();
    return result as T;
  };
}
