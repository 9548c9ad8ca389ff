/**
 * The five e-mails of issue #13, one component each, and renderEmail: subject, HTML and its
 * plain-text part (react-email's render, server-side only — the web bundle never imports this).
 */
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { declinedWithReason } from '#shared/messages.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import type { EmailPayload, StayFacts } from '../email-kinds.ts';
import { Fact, Layout } from './layout.tsx';

const money = (poisha: number) => formatBdt(toBdt(poisha));

function Stay({ stay }: { stay: StayFacts }) {
  return (
    <>
      <Fact label="Room">{stay.roomTitle}</Fact>
      <Fact label="Check-in">{formatDayMonthYear(stay.checkIn)}</Fact>
      <Fact label="Check-out">{formatDayMonthYear(stay.checkOut)}</Fact>
      <Fact label="Nights">{String(stay.nights)}</Fact>
      <Fact label="Transaction">{stay.tranId}</Fact>
    </>
  );
}

type Rendered = { subject: string; element: React.ReactElement };

/** The subject and body of `payload`; links start at `publicUrl`; the footer names `hotel`. */
function compose(payload: EmailPayload, publicUrl: string, hotel: HotelIdentity): Rendered {
  const myBookings = { label: 'View my bookings', href: `${publicUrl}/dashboard/my-bookings` };
  const { stay } = payload;
  switch (payload.kind) {
    case 'booking-confirmed':
      return {
        subject: `Booking confirmed: ${stay.roomTitle}`,
        element: (
          <Layout
            hotel={hotel}
            preview={`Your stay at ${stay.roomTitle} is booked`}
            heading="Your booking is confirmed"
            action={myBookings}
          >
            <Text>
              Dear {stay.guestName}, thank you: we received {money(payload.amountPoisha)} and your room is booked.
            </Text>
            <Stay stay={stay} />
            <Text>Your invoice is attached as a PDF.</Text>
          </Layout>
        ),
      };
    case 'cancellation-approved':
      return {
        subject: `Cancellation approved: ${stay.roomTitle}`,
        element: (
          <Layout
            hotel={hotel}
            preview={`Refund of ${money(payload.refundPoisha)}`}
            heading="Your cancellation is approved"
            action={myBookings}
          >
            <Text>
              Dear {stay.guestName}, your booking is cancelled and we have refunded {money(payload.refundPoisha)} to your original payment
              method.
            </Text>
            <Stay stay={stay} />
          </Layout>
        ),
      };
    case 'cancellation-declined':
      return {
        subject: `Cancellation declined: ${stay.roomTitle}`,
        element: (
          <Layout hotel={hotel} preview="Your booking stands" heading="Your cancellation request was declined" action={myBookings}>
            <Text>
              Dear {stay.guestName}, we could not approve your cancellation request. Your booking stands and we look forward to your stay.
            </Text>
            {payload.reason && <Text>{declinedWithReason(payload.reason)}</Text>}
            <Stay stay={stay} />
          </Layout>
        ),
      };
    case 'auto-refund':
      return {
        subject: `Refund of ${money(payload.refundPoisha)}: ${stay.roomTitle}`,
        element: (
          <Layout
            hotel={hotel}
            preview="Your payment arrived after your hold ended"
            heading="We have refunded your payment"
            action={myBookings}
          >
            <Text>
              Dear {stay.guestName}, your payment arrived after your hold on these dates had ended and the room could not be kept, so we
              have refunded {money(payload.refundPoisha)}.
            </Text>
            <Stay stay={stay} />
          </Layout>
        ),
      };
    case 'desk-receipt':
      return {
        subject: `Payment received: ${stay.roomTitle}`,
        element: (
          <Layout hotel={hotel} preview={`We received ${money(payload.amountPoisha)}`} heading="Payment received" action={myBookings}>
            <Text>
              Dear {stay.guestName}, thank you: we received {money(payload.amountPoisha)} by {PAYMENT_METHOD_LABELS[payload.method]} at the
              front desk.
            </Text>
            <Stay stay={stay} />
            {payload.reference ? <Fact label="Reference">{payload.reference}</Fact> : null}
            <Fact label="Stay total">{money(payload.totalPoisha)}</Fact>
            <Fact label="Paid so far">{money(payload.paidPoisha)}</Fact>
            <Fact label="Balance due">{money(payload.balanceDuePoisha)}</Fact>
            <Text>Your receipt is attached as a PDF.</Text>
          </Layout>
        ),
      };
    case 'stay-invoice':
      return {
        subject: `Thank you for staying with us: ${stay.roomTitle}`,
        element: (
          <Layout hotel={hotel} preview="Your invoice" heading="Thank you for your stay" action={myBookings}>
            <Text>Dear {stay.guestName}, you have checked out. Thank you for staying with us; we hope to welcome you again.</Text>
            <Stay stay={stay} />
            <Fact label="Stay total">{money(payload.totalPoisha)}</Fact>
            <Text>Your invoice is attached as a PDF.</Text>
          </Layout>
        ),
      };
    case 'stay-changed': {
      const change = payload.differencePoisha;
      return {
        subject: `Your stay's dates changed: ${stay.roomTitle}`,
        element: (
          <Layout
            hotel={hotel}
            preview={`${formatDayMonthYear(stay.checkIn)} to ${formatDayMonthYear(stay.checkOut)}`}
            heading="Your stay's dates changed"
            action={myBookings}
          >
            <Text>
              Dear {stay.guestName}, as agreed with our front desk your stay now runs from {formatDayMonthYear(stay.checkIn)} to{' '}
              {formatDayMonthYear(stay.checkOut)} (it was {formatDayMonthYear(payload.fromCheckIn)} to{' '}
              {formatDayMonthYear(payload.fromCheckOut)}).
            </Text>
            <Stay stay={stay} />
            <Fact label="Room number">{payload.roomNumber}</Fact>
            <Fact label="Stay total">{money(payload.pricePoisha)}</Fact>
            {change > 0 && <Text>The difference of {money(change)} is payable at the front desk.</Text>}
            {change < 0 && <Text>The difference of {money(-change)} goes back to you.</Text>}
          </Layout>
        ),
      };
    }
    case 'cancellation-requested':
      return {
        subject: `Cancellation request: ${stay.roomTitle} (${stay.guestName})`,
        element: (
          <Layout
            hotel={hotel}
            preview={`${stay.guestName} asks to cancel`}
            heading="A guest asks to cancel a stay"
            action={{ label: 'Review the request', href: `${publicUrl}/dashboard/cancelation-requestes/${payload.requestId}` }}
          >
            <Text>
              Dear {payload.adminName}, {stay.guestName} ({payload.guestEmail}) asks to cancel this paid stay.
            </Text>
            <Stay stay={stay} />
            <Fact label="Reason">{payload.reason}</Fact>
          </Layout>
        ),
      };
  }
}

/** Renders `payload` to `{ subject, html, text }`, from the configured `hotel`. */
export async function renderEmail(
  payload: EmailPayload,
  publicUrl: string,
  hotel: HotelIdentity,
): Promise<{ subject: string; html: string; text: string }> {
  const { subject, element } = compose(payload, publicUrl, hotel);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
