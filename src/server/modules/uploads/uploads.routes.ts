/**
 * POST /api/upload (docs/product/api.md#uploads): the spec's image-host call, served by us. Signed-in callers
 * send one multipart field `image`; the answer is `{ data: { display_url } }`. `?purpose=room`
 * (admins only) or `?purpose=profile` (anyone signed in, their own photo, rate-limited).
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profilePhotoPrefix, uploadQuerySchema, uploadReplySchema } from '#shared/schemas/uploads.ts';
import { errorSchema } from '#shared/schemas/common.ts';
import { AppError, forbidden } from '../../errors.ts';
import { RateLimitedError } from '../../plugins/auth-limits.ts';
import { imageTooLarge, MAX_LONG_SIDE_PX, MAX_UPLOAD_BYTES, processUploadedImage, PROFILE_LONG_SIDE_PX } from './image-processing.ts';
import { storeWithVariants } from './image-variants.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

const missingImage = () => new AppError('NO_IMAGE', 'Send the image as multipart/form-data in the field "image"');

const malformedMultipart = () => new AppError('MALFORMED_MULTIPART', 'The upload is not a well-formed multipart/form-data body');

/** Registers the upload route; multipart parsing stays inside this encapsulated plugin. */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        querystring: uploadQuerySchema,
        response: {
          200: uploadReplySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      // No purpose: an admin uploads room images, anyone else their profile photo (the SPA's sign-up).
      const canUploadRooms = hasPermission(caller.role, 'rooms');
      const purpose = request.query.purpose ?? (canUploadRooms ? 'room' : 'profile');
      if (purpose === 'room' && !canUploadRooms) throw forbidden();
      if (purpose === 'profile') await takeProfileUpload(app, caller.id, reply);
      const body = await readImageField(app, request);
      const longSide = purpose === 'profile' ? PROFILE_LONG_SIDE_PX : MAX_LONG_SIDE_PX;
      const webp = await processUploadedImage(body, longSide, { id: caller.id, isPriority: canUploadRooms });
      // Only processed, accepted images reach storage, under a name the client cannot choose;
      // profile photos under their owner's id, so a profile can only take its owner's photo.
      // With 400/800/1600 px variants beside it, for srcset (issue 11).
      const base = purpose === 'profile' ? `${profilePhotoPrefix(caller.id)}${randomUUID()}` : randomUUID();
      const displayUrl = await storeWithVariants(app, base, webp, 82);
      return { data: { display_url: displayUrl } };
    },
  );
}

/** Counts a profile-photo upload of `userId`; 429 with Retry-After over the limit. */
async function takeProfileUpload(app: FastifyInstance, userId: string, reply: FastifyReply): Promise<void> {
  try {
    await app.authLimits.takeProfileUpload(userId);
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The bytes of the multipart file field `image`. Throws AppError 400 NO_IMAGE (missing), 413
 * (> 5 MB) or 400 MALFORMED_MULTIPART (issue #9: busboy's parse errors, such as a missing
 * boundary, a broken part header or a body cut off before its closing boundary, were 500s).
 */
async function readImageField(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingImage();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw missingImage();
    const body = await part.toBuffer();
    // toBuffer() only notices the size limit if the last chunk arrives after busboy flagged it;
    // otherwise it hands back the first 5 MB, so check the flag itself.
    if (part.file.truncated) throw imageTooLarge();
    return body;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw imageTooLarge();
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw malformedMultipart();
  }
}
