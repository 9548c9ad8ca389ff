/**
 * Claiming a desk guest at sign-up (issue 27). The front desk creates guests without a password
 * (no `account` row). When someone signs up with the e-mail of such a guest, the sign-up does NOT
 * take the account: anyone can type an address, and the account holds the guest's bookings. It
 * sends that address the "set your password" link instead (better-auth's own password-reset flow,
 * which gives an account-less user its credential account) and answers 409 CLAIM_BY_EMAIL saying
 * so; following the link proves the mailbox and claims the guest with their bookings. A user with
 * any account is never claimed (better-auth refuses the sign-up as usual), nor a placeholder
 * (`.invalid`) address.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';

/** What the guest reads after such a sign-up (a toast on the sign-up page). */
const CLAIM_MESSAGE = 'You already have bookings with us under this e-mail. We have sent you a link to set your password.';

/**
 * The better-auth plugin whose before-hook on POST /sign-up/email turns a sign-up with an
 * account-less guest's e-mail into `sendPasswordLink(email)` and a 409 CLAIM_BY_EMAIL.
 */
export function claimDeskGuestPlugin(sendPasswordLink: (email: string) => Promise<unknown>): BetterAuthPlugin {
  return {
    id: 'claim-desk-guest',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { email?: unknown };
            if (typeof body.email !== 'string' || isUndeliverableEmail(body.email)) return;
            const found = await ctx.context.internalAdapter.findUserByEmail(body.email, { includeAccounts: true });
            // Nobody to claim (a fresh sign-up), or a real account (better-auth refuses as usual).
            if (!found || found.accounts.length > 0) return;
            await sendPasswordLink(found.user.email);
            ctx.context.logger.info(`Desk guest ${found.user.id}: sign-up answered with a password link`);
            throw new APIError('CONFLICT', { message: CLAIM_MESSAGE, code: 'CLAIM_BY_EMAIL' });
          }),
        },
      ],
    },
  };
}
