import { Link } from 'react-router';
import { bookingDisplayStatus } from '#shared/domain/booking-display-status.ts';
import type { PagedBooking } from '#shared/schemas/admin-lists.ts';
import { bookingSourceLabel } from '#web/lib/booking-source.ts';
import { ListTable } from '#web/components/ui/list-table.tsx';
import { SortHeader } from '#web/components/ui/list-controls.tsx';
import { paths } from '#web/lib/paths.ts';
import type { ListSorting } from '#web/lib/use-list-params.ts';
import { formatMoney, formatStayDate, formatTimestamp } from '#web/lib/format.ts';

/** Wide screens: one dense row per booking under a sticky header (with its room number and source: issue 27); the guest links to the booking. */
export function BookingTable({ bookings, now, sorting }: { bookings: PagedBooking[]; now: Date; sorting: ListSorting }) {
  return (
    <ListTable
      caption="Bookings, one per row"
      columns={[
        'Guest',
        'Room',
        'Room no.',
        'Source',
        <SortHeader label="Check in" column="startDate" {...sorting} />,
        'Check out',
        <SortHeader label="Price" column="price" {...sorting} className="text-right" />,
        'Status',
        <SortHeader label="Booked" column="bookingDate" {...sorting} />,
      ]}
    >
      {bookings.map((b) => {
        const status = bookingDisplayStatus(b, now);
        return (
          <tr key={b._id} className="hover">
            <td>
              <Link to={paths.adminBooking(b._id)} className="link link-hover font-medium">
                {b.user.name}
              </Link>
              <div className="text-xs text-base-content/75">{b.user.email}</div>
              {b.user.phone && (
                <div className="text-xs text-base-content/75">
                  <span className="sr-only">Phone ending </span>
                  {b.user.phone}
                </div>
              )}
            </td>
            <td>
              {b.room.title}
              <div className="font-mono text-xs text-base-content/75">{b.tranId}</div>
            </td>
            <td className="whitespace-nowrap font-medium">{b.roomNumber}</td>
            <td>{bookingSourceLabel(b.source, b.sourceName)}</td>
            <td className="whitespace-nowrap">{formatStayDate(b.startDate)}</td>
            <td className="whitespace-nowrap">{formatStayDate(b.endDate)}</td>
            <td className="whitespace-nowrap text-right">{formatMoney(b.price)}</td>
            <td>
              <span className="font-semibold">{status.label}</span>{' '}
              {status.chip && <span className="text-base-content/75">· {status.chip}</span>}
            </td>
            <td className="whitespace-nowrap text-xs">{formatTimestamp(b.bookingDate)}</td>
          </tr>
        );
      })}
    </ListTable>
  );
}
