/**
 * The room list and availability at scale (issue 11: "10,000 rooms and 1,000,000 bookings on
 * PostgreSQL: the room list is paged, p95 < 50 ms; the availability check and reservation data
 * p95 < 10 ms; EXPLAIN shows index use"). Seeds a PostgreSQL database of its own once (kept
 * between runs; `--reseed` redoes it), then times the app's own repository functions and
 * prints p50/p95 per case and the plan of each query.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/rooms-scale.ts [--reseed] [--explain]
 *
 * Not part of the test run (docs/architecture.md#tests). Writes to the database `hb_bench_rooms` only.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seedRoomsAtScale, ROOM_COUNT } from './lib/rooms-scale-seed.ts';
import { ensureBenchDatabase, parseBenchArgs, timeQuery } from './lib/scale-db.ts';
import { runRoomScaleCases } from './lib/rooms-scale-cases.ts';

const DB_NAME = 'hb_bench_rooms';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (the bench makes its own database there).');
const args = parseBenchArgs();

const url = await ensureBenchDatabase(serverUrl, DB_NAME, args.has('reseed'));
const handle = await openDatabase({ databaseUrl: url, dataDir: '.' });
const db: Database = handle.db;
const counted = async (table: string) =>
  Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
if ((await counted('rooms')) < ROOM_COUNT) await seedRoomsAtScale(db);
console.log(`rooms: ${await counted('rooms')}, bookings: ${await counted('bookings')}, reviews: ${await counted('reviews')}\n`);
await runRoomScaleCases(db, { runs: Number(args.get('runs') ?? 40), isExplain: args.has('explain'), time: timeQuery });
await handle.close();
