/**
 * Logs and request ids (issue #14). Every request gets one id: the caller's `x-request-id`
 * when it is sane (1–128 of `A-Z a-z 0-9 . _ : -`, so a proxy's id follows the request
 * through), else a fresh UUID. The id goes back in the `x-request-id` header and into every
 * log line the request causes — `request.log` binds it, and services that log through
 * `app.log` get it from an AsyncLocalStorage mixin. One line per request (method, route
 * url with secrets redacted (redact-url.ts), status, ms) replaces Fastify's two. Development logs are pretty single lines
 * (pino-pretty); production logs are JSON; `LOG_LEVEL` sets the level.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type PinoPretty from 'pino-pretty';
import { LogController, type FastifyInstance } from 'fastify';
import type { PinoLoggerOptions as LoggerOptions } from 'fastify/types/logger.js';
import { redactUrl } from './redact-url.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const requestIds = new AsyncLocalStorage<string>();

/** The request id to use for `request`: its own sane `x-request-id`, else a new UUID. */
function pickRequestId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Where log lines go, and how they look: `pretty` (pino-pretty, one line each) or `json`. */
export interface LogOptions {
  level: string;
  format: 'pretty' | 'json';
  /** A stream for JSON lines instead of stdout (tests read the lines). */
  stream?: NodeJS.WritableStream;
}

/**
 * Fastify's `logger` option for `options`: pino with the request-id mixin, and pino-pretty as
 * the destination stream for the pretty format. Returns `{ logger, genReqId, logController }` to spread into Fastify().
 */
export function buildLoggerOptions(options: LogOptions) {
  const pinoOptions: LoggerOptions = {
    level: options.level,
    // A line logged through app.log while a request is being handled still names it.
    mixin: (_merge, _level, logger) => {
      const reqId = requestIds.getStore();
      return reqId && !(logger as { bindings?: () => Record<string, unknown> }).bindings?.().reqId ? { reqId } : {};
    },
  };
  let stream = options.stream;
  if (options.format === 'pretty' && !stream) {
    // In this thread, not as a pino transport: a transport is a worker thread with its own V8
    // heap (a few MB of the idle server's memory, issue 25, docs/performance.md#idle-memory)
    // for a development convenience. Loaded only for this format (JSON in production).
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    // The request line's message already says method, url, status and ms.
    stream = pretty({ singleLine: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,method,url,route,status,ms' });
  }
  return {
    logger: stream ? { ...pinoOptions, stream } : pinoOptions,
    genReqId: pickRequestId,
    // registerRequestLogging writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * Registers the hooks: the id's AsyncLocalStorage scope, the `x-request-id` response header,
 * and one log line per finished request (warn for 5xx). Call before any route plugin.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestIds.run(request.id, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const url = redactUrl(request.url);
    const line = {
      method: request.method,
      url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    const message = `${request.method} ${url} ${reply.statusCode} ${line.ms}ms`;
    if (reply.statusCode >= 500) request.log.warn(line, message);
    else request.log.info(line, message);
  });
}
