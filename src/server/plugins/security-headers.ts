/**
 * helmet's security headers on every answer (X-Content-Type-Options, Strict-Transport-Security,
 * X-Frame-Options, Referrer-Policy, the cross-origin policies…; CSP is set apart, per page:
 * app.ts and the server's own HTML pages). Decision 021: helmet decides the headers, once, at
 * start-up; each request gets them in one `reply.headers()` call. @fastify/helmet built
 * helmet's middleware again for every request, which cost 30 % of a cached read's throughput.
 * A header a route or a later hook sets (e.g. security.ts's opener policy) still wins.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

/**
 * The headers helmet sets for `options` (lower-case names), read by running its middleware once
 * on a stand-in response. They depend on the options only (no nonce: CSP is off here).
 */
function readHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options', { cause: error });
  });
  return headers;
}

const HSTS = 'strict-transport-security';

/**
 * Registers the onRequest hook that applies the headers. Strict-Transport-Security only when the
 * site is https (`publicUrl`) or the request came over https (directly, or through a trusted
 * proxy's X-Forwarded-Proto): issue 24, a plain-http install (a LAN demo) must not tell a
 * browser to insist on https for that host.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const { [HSTS]: hsts, ...headers } = readHelmetHeaders(OPTIONS);
  const isHttpsSite = publicUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts && (isHttpsSite || request.protocol === 'https')) reply.header(HSTS, hsts);
    done();
  });
}
