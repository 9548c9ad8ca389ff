/** better-auth answers lose their session tokens before they reach the browser (issue 29, decision 030). */
import { describe, expect, it } from 'vitest';
import { withoutSessionTokens } from './auth-answers.ts';

const json = 'application/json; charset=utf-8';
const parse = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

describe('withoutSessionTokens', () => {
  it('drops the top-level token (sign-in, change-password) and session.token (get-session, passkey sign-in)', () => {
    const signIn = Buffer.from(JSON.stringify({ redirect: false, token: 'secret-a', user: { id: 'u1', email: 'a@b.test' } }));
    expect(parse(withoutSessionTokens(json, signIn))).toEqual({ redirect: false, user: { id: 'u1', email: 'a@b.test' } });
    const session = Buffer.from(JSON.stringify({ session: { id: 's1', token: 'secret-b', expiresAt: 'x' }, user: { id: 'u1' } }));
    expect(parse(withoutSessionTokens(json, session))).toEqual({ session: { id: 's1', expiresAt: 'x' }, user: { id: 'u1' } });
  });

  it('leaves other answers as they are: no token, arrays, null, HTML, broken JSON', () => {
    for (const body of ['{"status":true}', '[{"id":"p1"}]', 'null']) {
      expect(withoutSessionTokens(json, Buffer.from(body)).toString()).toBe(body);
    }
    expect(withoutSessionTokens('text/html', Buffer.from('<p>token</p>')).toString()).toBe('<p>token</p>');
    expect(withoutSessionTokens(json, Buffer.from('{"token":')).toString()).toBe('{"token":');
  });
});
