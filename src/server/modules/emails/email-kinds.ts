/**
 * What each queued e-mail needs (issue #13 "who gets what"), stored as the outbox row's payload
 * at enqueue time so sending never depends on later changes. Money is integer poisha; stay
 * dates `YYYY-MM-DD` in hotel time.
 */
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';

/** The stay an e-mail is about. */
export interface StayFacts {
  bookingId: string;
  tranId: string;
  guestName: string;
  roomTitle: string;
  checkIn: string;
  checkOut: string;
  nights: number;
}

export type EmailPayload =
  /** To the guest once the payment is confirmed and the stay kept; the PDF invoice attached. */
  | { kind: 'booking-confirmed'; stay: StayFacts; amountPoisha: number }
  /** To the guest: cancellation approved, the whole payment refunded. */
  | { kind: 'cancellation-approved'; stay: StayFacts; refundPoisha: number }
  /** To the guest: cancellation declined, the stay stands; `reason` is the hotel's (issue 24), absent in e-mails queued before it. */
  | { kind: 'cancellation-declined'; stay: StayFacts; reason?: string | null }
  /** To the guest: money that arrived after the hold ended went back automatically. */
  | { kind: 'auto-refund'; stay: StayFacts; refundPoisha: number }
  /**
   * Issue 27: to the guest (a real address only) for money taken at the desk: the amount, how,
   * and what is still owed; the payment's receipt (the invoice PDF of `paymentTranId`) attached.
   */
  | {
      kind: 'desk-receipt';
      stay: StayFacts;
      paymentTranId: string;
      amountPoisha: number;
      method: DeskPaymentMethod;
      reference: string | null;
      totalPoisha: number;
      paidPoisha: number;
      balanceDuePoisha: number;
    }
  /** Issue 28: to the guest (a real address only) at check-out: the settled stay, its invoice PDF (of `stay.tranId`) attached. */
  | { kind: 'stay-invoice'; stay: StayFacts; totalPoisha: number }
  /**
   * Issue 28: to the guest (a real address only) when staff changed the stay's dates: the stay
   * as it is now (`stay`), the old days, the new price and what it changed (poisha: positive is
   * owed, negative went back), and the room, which may have changed.
   */
  | {
      kind: 'stay-changed';
      stay: StayFacts;
      fromCheckIn: string;
      fromCheckOut: string;
      pricePoisha: number;
      differencePoisha: number;
      roomNumber: string;
    }
  /** To each admin: a guest asked to cancel a paid stay. */
  | { kind: 'cancellation-requested'; stay: StayFacts; adminName: string; guestEmail: string; reason: string; requestId: string };

/** One e-mail to enqueue: `key` is its event's idempotency key (the same event never mails twice). */
export interface EmailToQueue {
  key: string;
  to: string;
  payload: EmailPayload;
}
