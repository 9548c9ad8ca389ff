import { useState } from 'react';
import { Link } from 'react-router';
import type { Occupancy, OccupancyRoom } from '#shared/schemas/front-desk.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { dayLabel, daysBetween, weekdayLetter } from '#web/lib/month.ts';
import { freeNightLinks, roomSpans } from '../lib/chart-spans.ts';
import { TapeChartCell } from './tape-chart-cell.tsx';

/** Widths of the room column and of a day, rem: fixed so every day is as wide as the next. */
const ROOM_REM = 6;
const DAY_REM = 1.875;

/** The rooms of one type, in the order the server gave them (type title, then room number). */
function groupByType(rooms: OccupancyRoom[]) {
  const groups: { roomId: string; title: string; rooms: OccupancyRoom[] }[] = [];
  for (const room of rooms) {
    const last = groups.at(-1);
    if (last?.roomId === room.roomId) last.rooms.push(room);
    else groups.push({ roomId: room.roomId, title: room.title, rooms: [room] });
  }
  return groups;
}

/** The two things staff can start from a free night (issue 27). */
function FreeNightDialog({ picked, onClose }: { picked: { room: OccupancyRoom; night: string } | null; onClose: () => void }) {
  const links = picked ? freeNightLinks(picked.room, picked.night) : null;
  const title = picked ? `Room ${picked.room.number} · ${dayLabel(picked.night)}` : 'Free night';
  return (
    <Modal open={picked !== null} onClose={onClose} title={title}>
      {picked && links && (
        <>
          <p className="mb-4 text-sm">{picked.room.title}: this night is free.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={links.deskBooking} className="btn btn-primary">
              Desk booking
            </Link>
            <Link to={links.block} className="btn btn-outline">
              Block this room
            </Link>
          </div>
        </>
      )}
    </Modal>
  );
}

/**
 * The tape chart (issues 13, 27): one row per physical room, grouped under its type, the month's
 * days across (the room column stays put while the days scroll sideways on a phone). Stays link to
 * their booking, blocks to the room's blocks; a free night offers a desk booking or a block.
 */
export function TapeChart({ data, caption }: { data: Occupancy; caption: string }) {
  const days = daysBetween(data.from, data.to);
  const [picked, setPicked] = useState<{ room: OccupancyRoom; night: string } | null>(null);
  return (
    <>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2"
      >
        <table className="min-w-full table-fixed border-collapse text-sm" style={{ width: `${ROOM_REM + days.length * DAY_REM}rem` }}>
          <caption className="sr-only">{caption}: rooms by type down the side, days across</caption>
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
          {groupByType(data.rooms).map((group) => (
            <tbody key={group.roomId}>
              <tr className="border-b border-base-300 bg-base-200">
                <th scope="colgroup" colSpan={days.length + 1} className="p-0 text-left">
                  <span className="sticky left-0 inline-block px-3 py-1.5 font-display font-semibold">{group.title}</span>
                </th>
              </tr>
              {group.rooms.map((room) => (
                <tr key={room.id} className="border-b border-base-300">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 truncate border-r border-base-300 bg-base-100 px-3 text-left font-medium"
                    title={`${group.title}, room ${room.number}`}
                  >
                    <span className="sr-only">Room </span>
                    {room.number}
                    {room.retiredOn && <span className="block text-xs font-normal text-base-content/75">retired</span>}
                  </th>
                  {roomSpans(
                    days,
                    room,
                    data.stays.filter((s) => s.physicalRoomId === room.id),
                    data.blocks.filter((b) => b.physicalRoomId === room.id),
                  ).map((span) => (
                    <TapeChartCell
                      key={span.first}
                      span={span}
                      room={room}
                      isToday={span.first === data.today}
                      onPickFree={(r, night) => setPicked({ room: r, night })}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <FreeNightDialog picked={picked} onClose={() => setPicked(null)} />
    </>
  );
}
