/**
 * The demo's no-show to decide (issue 28): one paid website stay whose check-in day was
 * yesterday (hotel time), still `expected`, so Today and the booking detail offer "Mark no-show".
 * It was taken by phone and paid in cash at the desk (`takenBy`, the demo admin): marking it
 * refunds the nights after the first by hand, which works on a fresh install, where the built-in
 * gateway has no record of seeded payments to refund.
 * It goes to the second physical room of the type with the most rooms, which no planned stay
 * uses (they all fit each type's first room), so it never meets them.
 */
import { addDays } from '#shared/domain/nights.ts';
import type { PlannedStay } from './stays.ts';

/** The stay (yesterday → tomorrow, 2 nights) of `userId`, or undefined when no type has two rooms. */
export function planNoShowStay(
  types: ReadonlyArray<{ id: string; pricePoisha: number }>,
  numbered: ReadonlyArray<{ id: string; roomId: string }>,
  people: { userId: string; takenBy: string },
  today: string,
): PlannedStay | undefined {
  const roomsOf = (typeId: string) => numbered.filter((p) => p.roomId === typeId);
  const type = [...types].sort((a, b) => roomsOf(b.id).length - roomsOf(a.id).length)[0];
  const second = type && roomsOf(type.id)[1];
  if (!second) return undefined;
  return {
    roomId: type.id,
    physicalRoomId: second.id,
    userId: people.userId,
    startDate: addDays(today, -1),
    endDate: addDays(today, 1),
    nights: 2,
    pricePerNightPoisha: type.pricePoisha,
    review: null,
    desk: { takenBy: people.takenBy },
  };
}
