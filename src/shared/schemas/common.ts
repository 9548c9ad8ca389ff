import { z } from 'zod';
import { isIsoDate } from '../domain/nights.ts';

export { UPLOADS_PREFIX } from '../domain/uploads-prefix.ts';

/** `YYYY-MM-DD` calendar date in hotel time. */
export const isoDateSchema = z.string().refine(isIsoDate, 'Invalid date');

/** Error body of every 4xx/5xx answer (DESIGN §1). */
export const errorSchema = z.object({ message: z.string(), code: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const idParamSchema = z.object({ id: z.string().min(1) });
export const okSchema = z.object({ ok: z.boolean(), message: z.string().optional() });
