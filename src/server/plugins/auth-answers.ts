/**
 * What better-auth's answers may carry to the browser (issue 29). The session token belongs in
 * the HttpOnly cookie only: a script that could read it (an XSS) could replay the session from
 * anywhere. better-auth puts it in JSON bodies too (`token` of sign-in and change-password,
 * `session.token` of get-session and the passkey sign-in), so the handler drops it from every
 * JSON answer before it leaves. Nothing in the SPA reads it.
 */

/** The request header our better-auth handler sets to Fastify's `request.ip` (better-auth reads the client's address from it). */
export const CLIENT_IP_HEADER = 'x-hotel-client-ip';

/** `value` with its `token` (and `session.token`) removed, where it is an object. */
function stripTokens(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { token: _token, ...rest } = value as Record<string, unknown>;
  const session = rest.session;
  if (session && typeof session === 'object' && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    return { ...rest, session: sessionRest };
  }
  return rest;
}

/**
 * The body of a better-auth answer as it may reach the browser: a JSON object loses its
 * `token` and `session.token`; anything else (HTML, redirects, non-JSON) is returned unchanged.
 */
export function withoutSessionTokens(contentType: string | null, body: Buffer): Buffer {
  if (!contentType?.includes('application/json') || body.length === 0) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  const cleaned = stripTokens(parsed);
  return cleaned === parsed ? body : Buffer.from(JSON.stringify(cleaned));
}
