/**
 * Request-wide input guards (issue #9 "Bad input gets a 4xx and changes nothing"), registered
 * by app.ts before every other plugin so their hooks and parser cover every route, better-auth's
 * `/api/auth/*` included:
 * - a NUL character (U+0000) anywhere in the parsed body (JSON, url-encoded, text, multipart
 *   fields attached to the body), the query string or the path parameters → 400 NUL_CHARACTER.
 *   PostgreSQL refuses NUL in text (SQLSTATE 22021), so such input could only ever end in a 500;
 * - JSON nested deeper than MAX_JSON_DEPTH → 400 JSON_TOO_DEEP, found by a linear scan before
 *   parsing, so neither the parser nor better-auth's validators recurse into it;
 * - every route is recorded in `app.routeCatalogue` (method, url, declared access), so a test
 *   can walk all of them (tests/api/hostile-input.test.ts).
 * Refused requests stop before any handler runs, so they change nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Access } from './access.ts';

/** Deepest JSON nesting accepted (objects and arrays); our own bodies need 3 at most. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
export const JSON_TOO_DEEP_MESSAGE = `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`;

/** One registered route: `method` (GET, POST, …), `url` as registered, its declared `access`. */
interface CatalogueRoute {
  method: string;
  url: string;
  access?: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the guards (all of the app's), in registration order. */
    routeCatalogue: CatalogueRoute[];
  }
}

/**
 * Whether the JSON text `text` nests objects/arrays deeper than `max`. Brackets inside strings
 * (escapes included) do not count. O(length), no recursion.
 */
function isJsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * Whether `value` holds a NUL character in any string, object key or array item. Walks plain
 * objects and arrays only (not buffers, streams or multipart file objects), each once, to
 * MAX_JSON_DEPTH + 2 levels (the parser already refused deeper JSON).
 */
function containsNul(value: unknown, depth = 0, seen = new Set<object>()): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH + 2 || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1, seen));
  // Plain objects, including null-prototype ones and fast-querystring's (url-encoded forms).
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null && Object.getPrototypeOf(prototype) !== null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1, seen));
}

/** Throws 400 NUL_CHARACTER when the request's body, query or params hold a NUL. */
function refuseNul(request: FastifyRequest): void {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new AppError('NUL_CHARACTER', NUL_MESSAGE);
  }
}

/** Registers the route catalogue, the NUL check and the depth-limited JSON parser on `app`. */
export function registerInputGuards(app: FastifyInstance): void {
  app.decorate('routeCatalogue', [] as CatalogueRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeCatalogue.push({ method, url: route.url, access: route.config?.access });
  });

  // preValidation: before any schema, so the answer names the real problem. preHandler again:
  // a plugin's own preValidation hook (e.g. @fastify/multipart's attachFieldsToBody) runs after
  // this root one and may only then fill the body.
  app.addHook('preValidation', async (request) => refuseNul(request));
  app.addHook('preHandler', async (request) => refuseNul(request));

  // Fastify's own JSON parser (secure-json-parse: __proto__/constructor poisoning refused),
  // behind the depth scan.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isJsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('JSON_TOO_DEEP', JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
