/**
 * Payment links (issue 27): a booking held at the desk is paid by the guest through
 * `${publicUrl}/pay/{token}`, no login needed. The token is the payment's tran_id and an HMAC of
 * it under the auth secret, so it cannot be guessed or altered, and nothing is stored for it.
 * Opening it opens (or reopens) the gateway session of that booking's pending payment; the
 * gateway's usual callbacks (success, IPN) confirm it like any online payment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { findCheckout } from './checkout-queries.repository.ts';
import { gatewayPageOf, isLiveHold } from './guest-actions.ts';

const signatureOf = (secret: string, tranId: string) =>
  createHmac('sha256', secret).update(`pay-link:${tranId}`).digest('base64url').slice(0, 32);

/** The payment link of the pending payment `tranId`. */
export function payLinkOf(config: Pick<AppConfig, 'publicUrl' | 'authSecret'>, tranId: string): string {
  return `${config.publicUrl}/pay/${tranId}.${signatureOf(config.authSecret, tranId)}`;
}

/** The tran_id a well-signed `token` names, or null for a forged or mangled one. */
function tranIdOfToken(secret: string, token: string): string | null {
  const match = /^([A-Z0-9]{6,64})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signatureOf(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** Where a link leads: the gateway page, or why it cannot (unknown, already paid, hold ended). */
export type PayLinkOutcome = { kind: 'gateway'; url: string } | { kind: 'unknown' } | { kind: 'paid' } | { kind: 'ended' };

/**
 * GET /pay/{token}: the gateway page of the link's live hold (its session opened now, or the one
 * opened before). Throws 502 GATEWAY_UNAVAILABLE when the gateway cannot open a session.
 */
export async function openPayLink(app: AppContext, token: string): Promise<PayLinkOutcome> {
  const tranId = tranIdOfToken(app.config.authSecret, token);
  const row = tranId ? await findCheckout(app.db, { tranId }) : undefined;
  if (!row) return { kind: 'unknown' };
  if (row.booking.status === 'paid' && row.payment.status === 'paid') return { kind: 'paid' };
  if (!isLiveHold(row)) return { kind: 'ended' };
  // The gateway wants an e-mail; a guest who gave none is represented by the hotel's address.
  const email = isUndeliverableEmail(row.guestEmail) ? app.config.hotel.email : row.guestEmail;
  return { kind: 'gateway', url: await gatewayPageOf(app, row, { name: row.guestName, email }) };
}
