import { z } from 'zod';
import { isIsoDate } from '../domain/nights.ts';

export { UPLOADS_PREFIX } from '../domain/uploads-prefix.ts';

/** `YYYY-MM-DD` calendar date in hotel time. */
export const isoDateSchema = z.string().refine(isIsoDate, 'Invalid date');

/** Error body of every 4xx/5xx answer (docs/architecture.md#rules-of-the-house). */
export const errorSchema = z.object({ message: z.string(), code: z.string() });

/**
 * A row id (rooms, bookings, requests…: UUIDs, any version). The one id check: route
 * parameters take any string (so an unknown id answers 404, not 400) and services ask
 * `isEntityId` before querying, so a malformed id is "not found" without a database error.
 */
const entityIdSchema = z.guid();
export const isEntityId = (id: string): boolean => entityIdSchema.safeParse(id).success;

export const idParamSchema = z.object({ id: z.string().min(1) });
export const okSchema = z.object({ ok: z.boolean(), message: z.string().optional() });
