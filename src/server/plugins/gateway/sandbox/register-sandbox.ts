/**
 * The built-in SSLCommerz sandbox (docs/architecture.md#external-services): mounted at /sandbox-gateway only in
 * `builtin` gateway mode, so the app runs with no account and no network. It speaks
 * SSLCommerz's own endpoints and fields, so the same client talks to it and to SSLCommerz.
 */
import type { FastifyInstance } from 'fastify';
import { registerSandboxApi, type SandboxOptions } from './sandbox-api.ts';
import { registerSandboxCheckout } from './sandbox-checkout.ts';
import { registerSandboxForms } from './sandbox-request.ts';
import { createSandboxStore } from './sandbox-store.ts';

export const SANDBOX_PREFIX = '/sandbox-gateway';

/**
 * Registers the sandbox under SANDBOX_PREFIX with its own in-memory store (one per app,
 * so test apps never share sessions). Relies on @fastify/formbody being registered; adds its
 * own multipart parsing inside its scope. Only this install's credentials open sessions, and
 * only for callback URLs under PUBLIC_URL (issue #9).
 */
export async function registerSandboxGateway(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const store = createSandboxStore();
  await app.register(
    async (sandbox) => {
      await registerSandboxForms(sandbox);
      registerSandboxApi(sandbox, store, options);
      registerSandboxCheckout(sandbox, store, options);
    },
    { prefix: SANDBOX_PREFIX },
  );
  app.log.warn(
    { url: options.publicBaseUrl },
    'Built-in payment gateway sandbox is active: payments are simulated and no money moves. Set SSLCOMMERZ_MODE=sandbox or live for real SSLCommerz.',
  );
}
