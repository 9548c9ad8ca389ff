/**
 * Claiming a desk guest at sign-up (issue 27). The front desk creates guests without a password
 * (no `account` row). When such a guest later signs up with e-mail and password using the same
 * address, the sign-up takes over that user — keeping their bookings and payments — instead of
 * failing "user already exists": the password becomes the user's credential account and the
 * guest is signed in, exactly as a fresh sign-up answers. A user with any account (a password or
 * a provider) is never claimed, and a placeholder (`.invalid`) address can never be claimed.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/profile.ts';

/** better-auth's own upper bound on a password (emailAndPassword.maxPasswordLength default). */
const PASSWORD_MAX_LENGTH = 128;

/** The better-auth plugin whose before-hook on POST /sign-up/email claims an account-less user of that e-mail. */
export function claimDeskGuestPlugin(): BetterAuthPlugin {
  return {
    id: 'claim-desk-guest',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown; rememberMe?: unknown };
            if (typeof body.email !== 'string' || typeof body.password !== 'string') return;
            if (isUndeliverableEmail(body.email)) return;
            const found = await ctx.context.internalAdapter.findUserByEmail(body.email, { includeAccounts: true });
            // Nobody to claim (a fresh sign-up), or a real account (better-auth refuses as usual).
            if (!found || found.accounts.length > 0) return;
            if (body.password.length < PASSWORD_MIN_LENGTH || body.password.length > PASSWORD_MAX_LENGTH) {
              throw new APIError('BAD_REQUEST', {
                message: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
              });
            }
            const { user } = found;
            await ctx.context.internalAdapter.linkAccount({
              userId: user.id,
              providerId: 'credential',
              accountId: user.id,
              password: await ctx.context.password.hash(body.password),
            });
            const dontRememberMe = body.rememberMe === false;
            const session = await ctx.context.internalAdapter.createSession(user.id, dontRememberMe);
            if (!session) throw new APIError('BAD_REQUEST', { message: 'Failed to create session' });
            await setSessionCookie(ctx, { session, user }, dontRememberMe);
            ctx.context.logger.info(`Desk guest ${user.id} claimed at sign-up`);
            // What a fresh sign-up answers of its user: never the profile's personal fields (phone, address).
            const { id, name, email, emailVerified, image, createdAt, updatedAt } = user;
            return ctx.json({ token: session.token, user: { id, name, email, emailVerified, image, createdAt, updatedAt } });
          }),
        },
      ],
    },
  };
}
