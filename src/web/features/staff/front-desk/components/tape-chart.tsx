import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Occupancy, OccupancyStay } from '#shared/schemas/front-desk.ts';
import { paths } from '#web/lib/paths.ts';
import { dayLabel, daysBetween, weekdayLetter } from '#web/lib/month.ts';
import { formatStayRange } from '#web/lib/format.ts';

/** Widths of the room column and of a day, rem: fixed so every day is as wide as the next. */
const ROOM_REM = 8;
const DAY_REM = 1.875;

const kindStyle = { paid: 'bg-primary text-primary-content', hold: 'bg-warning text-warning-content' } as const;
const kindName = { paid: 'paid', hold: 'hold' } as const;

/** One room's row: a link per stay spanning its nights in the month, an empty cell per free night. */
function roomCells(days: string[], stays: OccupancyStay[], today: string): ReactNode[] {
  const cells: ReactNode[] = [];
  let i = 0;
  while (i < days.length) {
    const day = days[i];
    // Rooms never hold two stays on a day (the no-overlap constraint counts edge days too).
    const stay = stays.find((s) => s.checkIn <= day && s.checkOut > day);
    if (!stay) {
      cells.push(<td key={day} className={`h-11 border-l border-base-300 ${day === today ? 'bg-accent/20' : ''}`} />);
      i += 1;
      continue;
    }
    let span = 1;
    while (i + span < days.length && days[i + span] < stay.checkOut) span += 1;
    cells.push(
      <td key={day} colSpan={span} className="h-11 border-l border-base-300 p-0.5">
        <Link
          to={paths.adminBooking(stay.bookingId)}
          title={`${stay.guestName}, ${formatStayRange(stay.checkIn, stay.checkOut)}`}
          aria-label={`${stay.guestName}, ${formatStayRange(stay.checkIn, stay.checkOut)}, ${kindName[stay.kind]}`}
          className={`flex h-full items-center overflow-hidden rounded px-1 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-base-content ${kindStyle[stay.kind]}`}
        >
          <span aria-hidden="true" className="truncate">
            {stay.kind === 'hold' ? `Hold · ${stay.guestName}` : stay.guestName}
          </span>
        </Link>
      </td>,
    );
    i += span;
  }
  return cells;
}

/**
 * The tape chart (issue 13): rooms down the side (sticky while the days scroll sideways on a
 * phone), the month's days across; paid stays and live holds as links to their booking.
 */
export function TapeChart({ data, caption }: { data: Occupancy; caption: string }) {
  const days = daysBetween(data.from, data.to);
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2"
    >
      <table className="table-fixed border-collapse text-sm" style={{ width: `${ROOM_REM + days.length * DAY_REM}rem` }}>
        <caption className="sr-only">{caption}: rooms down the side, days across</caption>
        <thead>
          <tr className="border-b border-base-300">
            <th scope="col" style={{ width: `${ROOM_REM}rem` }} className="sticky left-0 z-10 bg-base-100 px-3 py-2 text-left">
              Room
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                style={{ width: `${DAY_REM}rem` }}
                className={`relative border-l border-base-300 py-1 text-center font-normal ${day === data.today ? 'bg-accent/30 font-semibold' : ''}`}
              >
                <span className="sr-only">{dayLabel(day)}</span>
                <span aria-hidden="true" className="block text-xs text-base-content/75">
                  {weekdayLetter(day)}
                </span>
                <span aria-hidden="true" className="block">
                  {Number(day.slice(8))}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rooms.map((room) => (
            <tr key={room.id} className="border-b border-base-300 last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 z-10 truncate border-r border-base-300 bg-base-100 px-3 text-left font-medium"
                title={room.title}
              >
                {room.title}
              </th>
              {roomCells(
                days,
                data.stays.filter((s) => s.roomId === room.id),
                data.today,
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
