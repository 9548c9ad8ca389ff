import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorCode } from '#shared/error-codes.ts';

/**
 * A failure the caller can act on. Services throw it with a code of the shared list
 * (src/shared/error-codes.ts), which fixes its HTTP status; the one error handler turns it
 * into `{ message, code }` with that status.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorCodes[code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Please sign in first');
export const forbidden = () => new AppError('FORBIDDEN', 'You are not allowed to do that');
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);

/** Registers the single error handler: AppError → its status; validation → 400; others → 500 (hidden). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's own message: the shared schemas carry docs/product/messages.md#validation-messages (e.g. "Main Image
      // Missing"), which the SPA shows as they are; the field path goes to the log only.
      const first = error.validation[0];
      request.log.info({ field: first?.instancePath, issue: first?.keyword }, 'request validation failed');
      return reply.status(400).send({ message: first?.message ?? 'Invalid request', code: 'VALIDATION' satisfies ErrorCode });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'INTERNAL' satisfies ErrorCode });
  });
}
