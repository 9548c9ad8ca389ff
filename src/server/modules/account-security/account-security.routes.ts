/**
 * The caller's own security (issue 29, "Signing in"), for every signed-in user: change password,
 * see sessions, end one or all others. Our own routes rather than better-auth's, whose answers
 * carry session tokens (list-sessions) or take them (revoke-session).
 *
 * GET  /api/account/password              → { hasPassword }
 * POST /api/account/password              { currentPassword, newPassword } → { message, endedSessions } + a fresh cookie
 * GET  /api/account/sessions              → { sessions: [{ id, device, kind, ipAddress, signedInAt, lastUsedAt, isCurrent }] }
 * DELETE /api/account/sessions/:id        → { ok } (clears the cookie when it was this device's)
 * POST /api/account/sessions/end-others   → { message, endedSessions }
 */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsSchema,
  changePasswordBodySchema,
  endedSessionsSchema,
  passwordChangedSchema,
  passwordStateSchema,
} from '#shared/schemas/account-security.ts';
import { idParamSchema, okSchema } from '#shared/schemas/common.ts';
import { CLIENT_IP_HEADER } from '../../plugins/auth-answers.ts';
import { RateLimitedError } from '../../plugins/auth-limits.ts';
import {
  changeOwnPassword,
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  readPasswordState,
  type SecurityContext,
} from './account-security.service.ts';

/** Copies better-auth's set-cookie headers (a fresh or cleared session cookie) onto the reply. */
function copyCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

export const registerAccountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest): SecurityContext => {
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    return { db: app.db, auth: app.auth, headers };
  };

  app.get('/account/password', { config: { access: 'user' }, schema: { response: { 200: passwordStateSchema } } }, async (request) =>
    readPasswordState(contextOf(request), request.caller),
  );

  app.post(
    '/account/password',
    { config: { access: 'user' }, schema: { body: changePasswordBodySchema, response: { 200: passwordChangedSchema } } },
    async (request, reply) => {
      // Guessing the current password is guessing a sign-in: the same slow-down per account + IP (decision 011).
      const done = await app.authLimits.beginSignIn(request.caller.email, request.ip).catch((error: unknown) => {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      let result: Awaited<ReturnType<typeof changeOwnPassword>> | undefined;
      try {
        result = await changeOwnPassword(contextOf(request), request.caller, request.body);
      } finally {
        await done(result !== undefined);
      }
      copyCookies(result.headers, reply);
      return { message: 'Password changed. Other devices were signed out.', endedSessions: result.endedSessions };
    },
  );

  app.get('/account/sessions', { config: { access: 'user' }, schema: { response: { 200: accountSessionsSchema } } }, async (request) => ({
    sessions: await listOwnSessions(contextOf(request), request.caller),
  }));

  app.delete(
    '/account/sessions/:id',
    { config: { access: 'user' }, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      copyCookies(await endOwnSession(contextOf(request), request.caller, request.params.id), reply);
      return { ok: true, message: 'Session ended' };
    },
  );

  app.post(
    '/account/sessions/end-others',
    { config: { access: 'user' }, schema: { response: { 200: endedSessionsSchema } } },
    async (request) => {
      const endedSessions = await endOtherSessions(contextOf(request), request.caller);
      return { message: endedSessions === 1 ? '1 other session ended' : `${endedSessions} other sessions ended`, endedSessions };
    },
  );
};
