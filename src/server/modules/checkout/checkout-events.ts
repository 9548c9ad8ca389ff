/**
 * The checkout's tiny typed event hook (COORDINATION contract): other modules (e-mails, audit,
 * cache, metrics) subscribe with onCheckoutEvent. Events are emitted only after the transition's
 * transaction committed; a listener that throws or rejects is logged and never affects the
 * transition or the other listeners.
 */
import type { FastifyInstance } from 'fastify';

interface EventBase {
  tranId: string;
  bookingId: string;
  /** When the transition committed. */
  at: Date;
}

export type CheckoutEvent = EventBase &
  (
    | { type: 'booking-held'; userId: string; roomId: string; amountPoisha: number; holdExpiresAt: Date }
    | { type: 'payment-confirmed'; amountPoisha: number; isLate: boolean }
    | { type: 'payment-failed'; reason: 'gateway-failed' | 'hold-expired' }
    | { type: 'hold-released'; by: 'owner' | 'gateway' | 'rebooked' }
    | { type: 'hold-expired' }
    | { type: 'refund-requested'; refundId: string; amountPoisha: number; reason: RefundReason; requestedBy: string | null }
    | { type: 'refund-accepted'; refundId: string; refundRefId: string; amountPoisha: number; reason: RefundReason }
    | { type: 'refund-refused'; refundId: string; amountPoisha: number; reason: RefundReason; message: string }
    | { type: 'cancellation-approved'; adminId: string | null; amountPoisha: number }
  );

/** Why money goes back: paid after the stay could not be kept, or an approved cancellation. */
export type RefundReason = 'late-payment' | 'cancellation';

export type CheckoutListener = (event: CheckoutEvent) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout event listeners of this app (one set, shared by every plugin scope). */
    checkoutListeners: Set<CheckoutListener>;
  }
}

/** Gives the root app its (empty) listener set; buildApp calls it before registering modules. */
export function registerCheckoutEvents(app: FastifyInstance): void {
  app.decorate('checkoutListeners', new Set<CheckoutListener>());
}

/** Subscribes `listener` to every checkout event of `app`; returns the unsubscribe function. */
export function onCheckoutEvent(app: Pick<FastifyInstance, 'checkoutListeners'>, listener: CheckoutListener): () => void {
  app.checkoutListeners.add(listener);
  return () => app.checkoutListeners.delete(listener);
}

type EventInput = CheckoutEvent extends infer E ? (E extends CheckoutEvent ? Omit<E, 'at'> & { at?: Date } : never) : never;

/** Calls every listener with each event, after commit (callers emit once their transaction resolved). */
export function emitCheckoutEvents(app: Pick<FastifyInstance, 'checkoutListeners' | 'log'>, events: EventInput[]): void {
  for (const input of events) {
    const event = { ...input, at: input.at ?? new Date() };
    for (const listener of app.checkoutListeners) {
      try {
        const result = listener(event);
        if (result && typeof result.then === 'function') {
          result.then(undefined, (err: unknown) => app.log.error({ err, event: event.type }, 'checkout event listener failed'));
        }
      } catch (err) {
        app.log.error({ err, event: event.type }, 'checkout event listener failed');
      }
    }
  }
}
