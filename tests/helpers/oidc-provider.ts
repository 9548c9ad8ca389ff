/**
 * A real OpenID Connect provider (npm `oidc-provider` v9) that stands in for Google in the
 * API and browser tests (docs/architecture.md#external-services): discovery, authorize, a login page, token, userinfo.
 * Consent is pre-granted for its one client, as Google does for a returning user. Accounts
 * are the given ones, plus — with `anyEmailPassword` — any e-mail signed in with that
 * password (so browser runs can use fresh e-mails without talking to the provider).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

interface OidcTestAccount {
  email: string;
  name: string;
  password: string;
  picture?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers another account the login page accepts. */
  addAccount(account: OidcTestAccount): void;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** Fixed port (browser tests); a free one when omitted. */
  port?: number;
  /** Redirect URIs of the client, e.g. `${publicUrl}/api/auth/callback/oidc`. */
  redirectUris: string[];
  accounts?: OidcTestAccount[];
  anyEmailPassword?: string;
  clientId?: string;
  clientSecret?: string;
}

/** "nadia.karim+tag@x" → "Nadia Karim": a display name for accounts made up on the fly. */
function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? 'Guest').split('+')[0];
  return (
    local
      .split(/[._-]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ') || 'Guest'
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's login page: Email, Password, Sign in, Cancel. */
function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Test Google</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input,button{padding:.6rem;font-size:1rem;box-sizing:border-box}.error{color:#b00020}</style>
</head><body><main><h1>Sign in</h1><p>Test identity provider (stands in for Google)</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** Starts the provider on 127.0.0.1; resolves once it listens. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcTestProvider> {
  const accounts = new Map<string, OidcTestAccount>();
  const addAccount = (a: OidcTestAccount) => accounts.set(a.email.toLowerCase(), { ...a, email: a.email.toLowerCase() });
  (options.accounts ?? []).forEach(addAccount);
  const clientId = options.clientId ?? 'hotel-booking-test';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
    // First-party client: consent is implied, as for a returning Google user.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return op.Grant.find(existing);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handleProvider = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login|\/abort)?(?:\?.*)?$/.exec(req.url ?? '');
    if (!match) return void handleProvider(req, res);
    void handleInteraction(req, res, match[2]).catch((error: Error) => sendHtml(res, 400, `<p>${escapeHtml(error.message)}</p>`));
  });

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (action === '/abort' && req.method === 'POST') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (action === '/login' && req.method === 'POST') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const password = form.get('password') ?? '';
      if (!accounts.has(email) && options.anyEmailPassword && password === options.anyEmailPassword && email.includes('@')) {
        addAccount({ email, name: nameFromEmail(email), password });
      }
      const account = accounts.get(email);
      if (!account || account.password !== password) return sendHtml(res, 401, loginPage(details.uid, 'Wrong e-mail or password'));
      return provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    }
    return sendHtml(res, 200, loginPage(details.uid));
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
