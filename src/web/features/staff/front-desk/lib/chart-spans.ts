/**
 * The tape chart's row model (issue 27): what each night of one physical room shows. Stays and
 * blocks never share a room's night (the no-overlap constraints and the block rule), so a row is
 * a sequence of spans: a stay, a block, a run of out-of-service nights, or one free night.
 */
import { addDays } from '#shared/domain/nights.ts';
import { bookingSourceLabel } from '#web/lib/booking-source.ts';
import type { OccupancyBlock, OccupancyRoom, OccupancyStay } from '#shared/schemas/front-desk.ts';

/** How a span looks and what it is called: `paid` = a website stay, `desk` = a paid stay staff entered. */
export type SpanKind = 'paid' | 'desk' | 'hold' | 'block' | 'retired' | 'free';

export type ChartSpan =
  | { kind: 'paid' | 'desk' | 'hold'; first: string; nights: number; stay: OccupancyStay }
  | { kind: 'block'; first: string; nights: number; block: OccupancyBlock }
  | { kind: 'retired'; first: string; nights: number }
  | { kind: 'free'; first: string; nights: 1 };

/** "Walk-in", or "OTA · Agoda" for a named OTA. */
export const sourceLabel = (stay: Pick<OccupancyStay, 'source' | 'sourceName'>) => bookingSourceLabel(stay.source, stay.sourceName);

/** A stay's look: live holds first (payment under way), then where a paid stay came from. */
const stayKind = (stay: OccupancyStay): 'paid' | 'desk' | 'hold' =>
  stay.kind === 'hold' ? 'hold' : stay.source === 'website' ? 'paid' : 'desk';

/** How many of `days` from index `i` (at least one) come before `until`. */
function runLength(days: string[], i: number, until: string) {
  let n = 1;
  while (i + n < days.length && days[i + n] < until) n += 1;
  return n;
}

/** The spans of `room` over `days` (the month's nights, in order). */
export function roomSpans(days: string[], room: OccupancyRoom, stays: OccupancyStay[], blocks: OccupancyBlock[]): ChartSpan[] {
  const spans: ChartSpan[] = [];
  let i = 0;
  while (i < days.length) {
    const day = days[i];
    const stay = stays.find((s) => s.checkIn <= day && s.checkOut > day);
    const block = stay ? undefined : blocks.find((b) => b.startDate <= day && b.endDate > day);
    let span: ChartSpan;
    if (stay) span = { kind: stayKind(stay), first: day, nights: runLength(days, i, stay.checkOut), stay };
    else if (block) span = { kind: 'block', first: day, nights: runLength(days, i, block.endDate), block };
    else if (room.retiredOn && room.retiredOn <= day) span = { kind: 'retired', first: day, nights: days.length - i };
    else span = { kind: 'free', first: day, nights: 1 };
    spans.push(span);
    i += span.nights;
  }
  return spans;
}

/** Where the empty cell's two actions go (pages built for issue 27): a desk booking or a block of that one night. */
export function freeNightLinks(room: OccupancyRoom, night: string) {
  const next = addDays(night, 1);
  const booking = new URLSearchParams({ roomId: room.roomId, physicalRoomId: room.id, checkIn: night, checkOut: next });
  const block = new URLSearchParams({ physicalRoomId: room.id, startDate: night, endDate: next });
  return { deskBooking: `/dashboard/desk-booking?${booking}`, block: `/dashboard/room-blocks?${block}` };
}
