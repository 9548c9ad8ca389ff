/**
 * Past paid stays with their payments and reviews, so ratings show in the demo. Dates are
 * calendar days in hotel time before today. Each room's stays are laid out backwards from
 * today with gaps of at least two free days, because the exclusion constraint counts shared
 * edge days as overlap (docs/architecture.md#data).
 */
import { randomBytes } from 'node:crypto';
import { addDays } from '#shared/domain/nights.ts';
import { computeTotalPoisha } from '#shared/domain/money.ts';
import type { Executor } from '../client.ts';
import { bookings, payments, reviews } from '../schema.ts';
import { formatGatewayDate, gatewayStamp } from '../../plugins/gateway/sandbox/sandbox-store.ts';
import { between, createRng, intBetween, pick, type Rng } from './prng.ts';
import { REVIEW_COMMENTS } from './review-comments.ts';

export interface StayRoom {
  id: string;
  /** The physical room its planned stays go to. */
  physicalRoomId: string;
  pricePoisha: number;
  hasReviews: boolean;
}

export interface PlannedStay {
  roomId: string;
  physicalRoomId: string;
  userId: string;
  startDate: string;
  endDate: string;
  nights: number;
  pricePerNightPoisha: number;
  review: { rating: 3 | 4 | 5; comment: string } | null;
  /**
   * Taken by phone and paid in cash at the desk by `takenBy` (issue 28's demo no-show), instead of
   * a website stay paid through the built-in gateway. The built-in gateway keeps its
   * transactions in memory, so it refuses to refund a seeded one; desk money goes back by hand.
   */
  desk?: { takenBy: string };
}

const CARDS = [
  { cardType: 'VISA-Dutch Bangla', bankGw: 'DBBL-VISA' },
  { cardType: 'BKASH-BKash', bankGw: 'BKASH' },
  { cardType: 'NAGAD-Nagad', bankGw: 'NAGAD' },
  { cardType: 'MASTER-City Bank', bankGw: 'CITY-MASTER' },
  { cardType: 'AMEX-City Bank', bankGw: 'AMEX' },
] as const;
const RATINGS = [5, 5, 5, 4, 4, 4, 3] as const;

function makeReview(rng: Rng): PlannedStay['review'] {
  const rating = pick(rng, RATINGS);
  return { rating, comment: pick(rng, REVIEW_COMMENTS[rating]) };
}

/**
 * Plans the demo stays: the demo guest's three most recent (two reviewed, the latest one
 * left to review), then two to four reviewed stays per reviewable room by the reviewer
 * guests. Rooms with `hasReviews: false` get none. `today` is `YYYY-MM-DD` in hotel time.
 */
export function planStays(rooms: readonly StayRoom[], guestId: string, reviewerIds: readonly string[], today: string): PlannedStay[] {
  const rng = createRng(20_240_601);
  const reviewable = rooms.filter((room) => room.hasReviews);
  const cursors = new Map(reviewable.map((room) => [room.id, addDays(today, -intBetween(rng, 2, 6))]));
  const stays: PlannedStay[] = [];
  const book = (room: StayRoom, userId: string, review: PlannedStay['review']) => {
    const nights = intBetween(rng, 1, 4);
    const endDate = cursors.get(room.id)!;
    const startDate = addDays(endDate, -nights);
    cursors.set(room.id, addDays(startDate, -intBetween(rng, 3, 21)));
    stays.push({
      roomId: room.id,
      physicalRoomId: room.physicalRoomId,
      userId,
      startDate,
      endDate,
      nights,
      pricePerNightPoisha: room.pricePoisha,
      review,
    });
  };
  // The demo guest: the latest stay (first booked, so most recent) stays unreviewed.
  book(reviewable[2 % reviewable.length], guestId, null);
  book(reviewable[0], guestId, makeReview(rng));
  book(reviewable[4 % reviewable.length], guestId, makeReview(rng));
  reviewable.forEach((room, i) => {
    for (let k = 0, count = intBetween(rng, 2, 4); k < count; k++) {
      book(room, reviewerIds[(i + k) % reviewerIds.length], makeReview(rng));
    }
  });
  return stays;
}

/** A noon-ish instant on a hotel calendar day (`YYYY-MM-DD`), shifted by `hours`. */
function instantOn(day: string, hours: number): Date {
  return new Date(Date.parse(`${day}T06:00:00Z`) + hours * 3_600_000);
}

const randomCode = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * Inserts the planned stays as paid bookings, each with a paid payment through the built-in
 * gateway (amount = nights × nightly price; a `desk` stay: cash at the desk) and, where
 * planned, a review (booking.reviewed).
 */
export async function insertStays(tx: Executor, stays: readonly PlannedStay[], timeZone: string): Promise<void> {
  if (stays.length === 0) return;
  const rng = createRng(7_000_003);
  const rows = stays.map((stay) => {
    const bookedAt = instantOn(stay.startDate, -24 * intBetween(rng, 3, 30) + between(rng, 0, 10));
    const paidAt = new Date(bookedAt.getTime() + intBetween(rng, 60, 600) * 1000);
    return { stay, bookedAt, paidAt, tranId: `HB${bookedAt.getTime().toString(36).toUpperCase()}${randomCode(6)}` };
  });
  const inserted = await tx
    .insert(bookings)
    .values(
      rows.map(({ stay, bookedAt, tranId }) => ({
        roomId: stay.roomId,
        physicalRoomId: stay.physicalRoomId,
        userId: stay.userId,
        startDate: stay.startDate,
        endDate: stay.endDate,
        nights: stay.nights,
        pricePerNightPoisha: stay.pricePerNightPoisha,
        pricePoisha: computeTotalPoisha(stay.nights, stay.pricePerNightPoisha),
        status: 'paid' as const,
        tranId,
        source: stay.desk ? ('phone' as const) : ('website' as const),
        reviewed: stay.review !== null,
        bookingDate: bookedAt,
        createdAt: bookedAt,
      })),
    )
    .returning({ id: bookings.id, tranId: bookings.tranId });
  const bookingIdOf = new Map(inserted.map((row) => [row.tranId, row.id]));
  await tx.insert(payments).values(
    rows.map(({ stay, paidAt, tranId }) => {
      const common = {
        bookingId: bookingIdOf.get(tranId)!,
        userId: stay.userId,
        tranId,
        amountPoisha: computeTotalPoisha(stay.nights, stay.pricePerNightPoisha),
        currency: 'BDT',
        status: 'paid' as const,
        paidAt,
        createdAt: paidAt,
      };
      if (stay.desk) return { ...common, gatewayMode: 'desk', method: 'cash' as const, takenBy: stay.desk.takenBy };
      const card = pick(rng, CARDS);
      const tranDate = formatGatewayDate(paidAt, timeZone);
      const stamp = gatewayStamp(tranDate);
      return {
        ...common,
        valId: `${stamp}${randomCode(6)}`,
        bankTranId: `${stamp}${randomCode(4)}`,
        gatewayMode: 'builtin',
        cardType: card.cardType,
        bankGw: card.bankGw,
        tranDate,
        currencyType: 'BDT',
        riskLevel: '0',
        gatewayValidation: { status: 'VALID', note: 'demo seed' },
      };
    }),
  );
  const reviewed = rows.filter(({ stay }) => stay.review !== null);
  if (reviewed.length === 0) return;
  await tx.insert(reviews).values(
    reviewed.map(({ stay, tranId }) => ({
      bookingId: bookingIdOf.get(tranId)!,
      roomId: stay.roomId,
      userId: stay.userId,
      rating: stay.review!.rating,
      comment: stay.review!.comment,
      createdAt: instantOn(stay.endDate, 24 * intBetween(rng, 0, 1) + between(rng, 1, 8)),
    })),
  );
}
