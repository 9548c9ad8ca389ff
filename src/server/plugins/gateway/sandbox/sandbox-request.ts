/**
 * How the built-in gateway reads requests (issue #9): every shape the real SSLCommerz takes
 * for the calls it implements. Official clients send session init as a POST form, either
 * `application/x-www-form-urlencoded` (Python `requests`, our client) or `multipart/form-data`
 * (PHP cURL with an array, `sslcommerz-lts` with `form-data`), and the validation and merchant
 * APIs as query parameters, by GET (PHP, Python, Go) or by a body-less POST (`sslcommerz-lts`
 * always POSTs). So fields come from the query and the form body, the body winning (PHP's
 * `$_REQUEST` order). It also decides which callback URLs a session may name.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors.ts';

/** One form field is at most 64 KB and a form at most 200 fields; a file part is refused (413). */
const FORM_LIMITS = { fieldSize: 64 * 1024, fields: 200, parts: 200, files: 0, fileSize: 0 };

/**
 * Lets `app` (the encapsulated sandbox scope; url-encoded forms are parsed app-wide by
 * @fastify/formbody) read multipart forms into `request.body` as plain `{ name: value }`.
 */
export async function registerSandboxForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: FORM_LIMITS });
  // busboy rejects a broken multipart body (no closing boundary, bad part headers) with a plain
  // Error; the sandbox's own handlers never throw, so such an error here is the form's: a 400.
  // Anything else goes on to the app's error handler (throwing from a scoped handler delegates).
  app.setErrorHandler((error: Error & { statusCode?: number }, request) => {
    if (error.statusCode === undefined && request.isMultipart()) {
      throw new AppError('INVALID_FORM', 'The multipart/form-data body could not be read');
    }
    throw error;
  });
}

/** The request's fields: query parameters overlaid by the form body's (string values only kept by fieldOf). */
export function requestFields(request: FastifyRequest): Record<string, unknown> {
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  return { ...query, ...body };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);

/** The callback fields of a session request, as SSLCommerz names them. ipn_url is optional. */
export const CALLBACK_FIELDS = ['success_url', 'fail_url', 'cancel_url', 'ipn_url'] as const;

/**
 * `raw` normalised (WHATWG URL `href`) when it is an absolute URL under `publicUrl`: the same
 * scheme, host and port, no user info, a path inside PUBLIC_URL's path, and not inside the
 * gateway itself (`gatewayBaseUrl`, e.g. https://hotel.example/sandbox-gateway). Anything else
 * is null, so the gateway never POSTs (IPN) nor sends a browser (Pay, Fail, Cancel) outside the
 * merchant's own site.
 */
export function callbackUnder(raw: string, publicUrl: string, gatewayBaseUrl: string): string | null {
  let url: URL;
  let base: URL;
  let gateway: URL;
  try {
    url = new URL(raw);
    base = new URL(publicUrl);
    gateway = new URL(gatewayBaseUrl);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.protocol !== base.protocol || url.username || url.password) return null;
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const path = withSlash(url.pathname);
  if (!path.startsWith(withSlash(base.pathname))) return null;
  const isInGateway = url.origin === gateway.origin && path.startsWith(withSlash(gateway.pathname));
  return isInGateway ? null : url.href;
}
