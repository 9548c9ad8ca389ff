/**
 * POST /api/upload (DESIGN §4): the spec's image-host call, served by us. Signed-in callers
 * send one multipart field `image`; the answer is `{ data: { display_url } }`.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadReplySchema } from '#shared/schemas/uploads.ts';
import { errorSchema } from '#shared/schemas/common.ts';
import { AppError } from '../../errors.ts';
import { imageTooLarge, MAX_UPLOAD_BYTES, processUploadedImage } from './image-processing.ts';
import { storeWithVariants } from './image-variants.ts';

const missingImage = () =>
  new AppError(400, 'NO_IMAGE', 'Send the image as multipart/form-data in the field "image"');

/** Registers the upload route; multipart parsing stays inside this encapsulated plugin. */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });

  app.withTypeProvider<ZodTypeProvider>().post('/upload', {
    schema: {
      response: { 200: uploadReplySchema, 400: errorSchema, 401: errorSchema, 413: errorSchema },
    },
  }, async (request) => {
    await app.requireUser(request);
    const body = await readImageField(app, request);
    const webp = await processUploadedImage(body);
    // Only processed, accepted images reach storage, under a name the client cannot choose.
    // With 400/800/1600 px variants beside it, for srcset (issue 11).
    const displayUrl = await storeWithVariants(app, randomUUID(), webp, 82);
    return { data: { display_url: displayUrl } };
  });
}

/** The bytes of the multipart file field `image`. Throws AppError 400 (missing) or 413 (> 5 MB). */
async function readImageField(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingImage();
  const part = await request.file();
  if (!part || part.fieldname !== 'image') throw missingImage();
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw imageTooLarge();
    throw error;
  }
  // toBuffer() only notices the size limit if the last chunk arrives after busboy flagged it;
  // otherwise it hands back the first 5 MB, so check the flag itself.
  if (part.file.truncated) throw imageTooLarge();
  return body;
}
