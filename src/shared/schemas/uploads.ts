import { z } from 'zod';

/** POST /api/upload answer: the same shape the spec's image host answered (DESIGN §4). */
export const uploadReplySchema = z.object({ data: z.object({ display_url: z.string() }) });
export type UploadReply = z.infer<typeof uploadReplySchema>;
