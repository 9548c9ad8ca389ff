/**
 * Guests entered by the front desk (issue 27). better-auth's `user` table needs a unique e-mail,
 * so a guest who gave none gets a placeholder in the reserved `.invalid` top-level domain
 * (RFC 2606: it can never be delivered). Nothing is ever sent to such an address, and screens
 * show "no e-mail" instead of it.
 */

/** The reserved domain of the placeholders. */
const PLACEHOLDER_EMAIL_DOMAIN = 'desk.invalid';

/** The placeholder e-mail of the desk guest with id `userId`. */
export function placeholderEmailOf(userId: string): string {
  return `guest-${userId}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** Whether mail to `email` can never arrive (a `.invalid` address, RFC 2606): never send to it. */
export function isUndeliverableEmail(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/** "•••678" for a phone ending in 678; null without one (issue 24: phones are masked in lists). */
export function maskPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `•••${digits.slice(-3)}` : null;
}
