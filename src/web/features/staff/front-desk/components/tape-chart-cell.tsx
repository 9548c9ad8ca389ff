import { Link } from 'react-router';
import { BLOCK_KIND_LABELS } from '#shared/schemas/inventory.ts';
import type { OccupancyRoom } from '#shared/schemas/front-desk.ts';
import { paths } from '#web/lib/paths.ts';
import { dayLabel } from '#web/lib/month.ts';
import { formatStayRange } from '#web/lib/format.ts';
import { sourceLabel, type ChartSpan, type SpanKind } from '../lib/chart-spans.ts';

/**
 * Each kind's look (issue 27). Colour is never the only cue: every span also says what it is in
 * words (its visible text and its accessible name) and holds and blocks have their own border.
 */
export const spanStyle: Record<SpanKind, string> = {
  paid: 'bg-primary text-primary-content',
  desk: 'bg-secondary text-secondary-content',
  hold: 'border-2 border-dashed border-warning-content/60 bg-warning text-warning-content',
  block: 'border-2 border-neutral bg-base-300 text-base-content',
  retired: 'bg-base-200 text-base-content/75',
  free: '',
};

export const blockStripes = 'repeating-linear-gradient(135deg, transparent 0 5px, rgb(0 0 0 / 0.12) 5px 8px)';
const cellClass = 'h-11 border-l border-base-300 p-0.5';
const chipClass =
  'flex h-full items-center overflow-hidden rounded px-1 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-base-content';

/** The words a span says, and the longer name a screen reader hears. */
function spanWords(span: Exclude<ChartSpan, { kind: 'free' }>, room: OccupancyRoom): { text: string; name: string } {
  if (span.kind === 'retired') return { text: 'Out of service', name: `Room ${room.number} out of service from ${dayLabel(span.first)}` };
  if (span.kind === 'block') {
    const kind = BLOCK_KIND_LABELS[span.block.kind];
    const range = formatStayRange(span.block.startDate, span.block.endDate);
    return { text: `Blocked · ${kind}`, name: `Room ${room.number} blocked, ${kind}: ${span.block.reason}, ${range}` };
  }
  const { stay } = span;
  const range = formatStayRange(stay.checkIn, stay.checkOut);
  if (span.kind === 'hold') return { text: `Hold · ${stay.guestName}`, name: `${stay.guestName}, ${range}, hold (${sourceLabel(stay)})` };
  if (span.kind === 'desk')
    return { text: `${sourceLabel(stay)} · ${stay.guestName}`, name: `${stay.guestName}, ${range}, desk booking (${sourceLabel(stay)})` };
  return { text: stay.guestName, name: `${stay.guestName}, ${range}, paid stay (website)` };
}

/**
 * One span of a room's row: a stay (links to its booking), a block (links to the room's blocks),
 * out-of-service nights, or a free night — a button that offers a desk booking or a block.
 */
export function TapeChartCell({
  span,
  room,
  isToday,
  onPickFree,
}: {
  span: ChartSpan;
  room: OccupancyRoom;
  isToday: boolean;
  onPickFree: (room: OccupancyRoom, night: string) => void;
}) {
  if (span.kind === 'free') {
    return (
      <td className={`${cellClass} ${isToday ? 'bg-accent/20' : ''}`}>
        <button
          type="button"
          aria-label={`Room ${room.number}, ${dayLabel(span.first)}: free — book or block`}
          onClick={() => onPickFree(room, span.first)}
          className="group flex size-full items-center justify-center rounded text-base-content/0 hover:bg-base-200 hover:text-base-content/75 focus-visible:text-base-content/75 focus-visible:outline-2 focus-visible:outline-base-content"
        >
          <span aria-hidden="true">+</span>
        </button>
      </td>
    );
  }
  const { text, name } = spanWords(span, room);
  const look = `${chipClass} ${spanStyle[span.kind]}`;
  // Blocks are striped too, so they read as "not for sale" without their colour.
  const stripes = span.kind === 'block' ? { backgroundImage: blockStripes } : undefined;
  const body = (
    <span aria-hidden="true" className="truncate">
      {text}
    </span>
  );
  const to =
    span.kind === 'block'
      ? `/dashboard/room-blocks?${new URLSearchParams({ physicalRoomId: room.id, startDate: span.block.startDate, endDate: span.block.endDate })}`
      : span.kind === 'retired'
        ? null
        : paths.adminBooking(span.stay.bookingId);
  return (
    <td colSpan={span.nights} className={cellClass}>
      {to ? (
        <Link to={to} title={name} aria-label={name} className={look} style={stripes}>
          {body}
        </Link>
      ) : (
        <span title={name} className={look}>
          {body}
          <span className="sr-only">{name}</span>
        </span>
      )}
    </td>
  );
}
