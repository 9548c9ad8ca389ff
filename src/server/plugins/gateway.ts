/**
 * The payment gateway plugin (docs/architecture.md#external-services): decorates `app.gateway` with our SSLCommerz
 * client for the configured mode, and mounts the built-in sandbox in `builtin` mode only
 * (never in `sandbox`/`live`, where the client talks to SSLCommerz itself).
 */
import type { FastifyInstance } from 'fastify';
import { createSslcommerzClient } from './gateway/sslcommerz-client.ts';
import { registerSandboxGateway, SANDBOX_PREFIX } from './gateway/sandbox/register-sandbox.ts';
import type { SslcommerzClient } from './gateway/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SSLCommerz (or the built-in sandbox, which speaks the same protocol). */
    gateway: SslcommerzClient;
  }
}

/** Decorates `app.gateway` from `app.config.gateway`; registers the sandbox when builtin. */
export async function registerGateway(app: FastifyInstance): Promise<void> {
  const { mode, storeId, storePassword, baseUrl, timeoutMs } = app.config.gateway;
  app.decorate('gateway', createSslcommerzClient({ storeId, storePassword, baseUrl, timeoutMs }));
  if (mode === 'builtin') {
    await registerSandboxGateway(app, {
      storeId,
      storePassword,
      merchantName: 'Hotel Booking',
      merchantUrl: app.config.publicUrl,
      publicBaseUrl: `${app.config.publicUrl}${SANDBOX_PREFIX}`,
    });
  }
}
