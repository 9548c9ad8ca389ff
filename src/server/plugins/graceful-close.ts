/**
 * Graceful shutdown that actually ends. `app.close()` lets in-flight requests finish, but
 * Node keeps their connections alive afterwards, and a keep-alive client (undici's fetch,
 * the sandbox's own IPN) holds them open for Fastify's 72 s keepAliveTimeout, so close()
 * hung that long (CI's payments-flow afterAll timed out at 60 s). Once closing starts,
 * every response says `Connection: close`, so each socket ends with its last response.
 */
import type { FastifyInstance } from 'fastify';

/** Registers the preClose/onSend hooks on `app`; call before any route plugin. */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
}
