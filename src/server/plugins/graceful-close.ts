/**
 * Graceful shutdown that actually ends. `app.close()` lets in-flight requests finish, but
 * Node keeps their connections alive afterwards, and a keep-alive client (undici's fetch,
 * the sandbox's own IPN) holds them open for Fastify's 72 s keepAliveTimeout, so close()
 * hung that long (CI's payments-flow afterAll timed out at 60 s). Once closing starts,
 * every response says `Connection: close`, so each socket ends with its last response.
 *
 * A request that never finishes would still hold close() forever (CI saw one connection
 * keep a PostgreSQL run's afterAll waiting past 60 s), so after `graceMs` the connections
 * still open are cut and a warning says how many.
 */
import type { FastifyInstance } from 'fastify';

/** Registers the preClose/onSend/onClose hooks on `app`; call before any route plugin. `graceMs`: SHUTDOWN_GRACE_MS. */
export function registerGracefulClose(app: FastifyInstance, graceMs: number): void {
  let isClosing = false;
  let cutTimer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    isClosing = true;
    cutTimer = setTimeout(() => cutOpenConnections(app, graceMs), graceMs).unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutTimer);
  });
}

function cutOpenConnections(app: FastifyInstance, graceMs: number): void {
  app.server.getConnections((_error, connections) => {
    app.log.warn({ connections, graceMs }, 'closing: connections still open after the grace period are cut');
    app.server.closeAllConnections();
  });
}
