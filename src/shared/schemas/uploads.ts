import { z } from 'zod';

/** POST /api/upload answer: the same shape the spec's image host answered (docs/product/api.md#uploads). */
export const uploadReplySchema = z.object({ data: z.object({ display_url: z.string() }) });

/** POST /api/upload?purpose=…: a room image (admins) or the caller's profile photo; unset → by role. */
export const uploadQuerySchema = z.object({ purpose: z.enum(['room', 'profile']).optional() });

/** Storage key prefix of `userId`'s profile photos; a profile may only use photos under its own. */
export const profilePhotoPrefix = (userId: string) => `profiles/${userId}/`;
