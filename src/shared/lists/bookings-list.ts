/** All Bookings (docs/product/screens.md#all-bookings; issue #13): its query, filters, sort and CSV columns. */
import { BOOKING_STATUS_KEYS, bookingStatusLabels } from '../domain/booking-display-status.ts';
import { bookingListQuerySchema } from '../schemas/admin-lists.ts';
import { BOOKING_SOURCE_LABELS } from '../schemas/inventory.ts';
import { defineList, optionsOf, sortChoices } from './list-definition.ts';

/** Issue 24: the filter offers the words the rows show; "refunded" stays an API alias of "cancelled". */
const statusOptions = BOOKING_STATUS_KEYS.map((s) => ({ value: s, label: s === 'expired' ? 'Expired holds' : bookingStatusLabels[s] }));

export const bookingsList = defineList({
  path: '/all-bookings-admin',
  screen: { title: 'All Bookings', loading: 'Loading bookings…', pager: 'Booking pages' },
  empty: { title: 'No bookings match', subtitle: 'Try another search or clear the filters.', clear: 'Clear filters' },
  query: bookingListQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search bookings', placeholder: 'Guest, e-mail, room or tran_id' },
    { kind: 'select', key: 'status', label: 'Status', options: statusOptions },
    { kind: 'select', key: 'source', label: 'Source', options: optionsOf(BOOKING_SOURCE_LABELS) },
    { kind: 'day', key: 'stayFrom', label: 'Staying from' },
    { kind: 'day', key: 'stayTo', label: 'Staying to' },
  ],
  sort: sortChoices('Sort by', [
    ['bookingDate', 'desc', 'Booked, newest first', 'Booked, oldest first'],
    ['startDate', 'asc', 'Check in, soonest first', 'Check in, latest first'],
    ['price', 'desc', 'Price, highest first', 'Price, lowest first'],
  ]),
  csv: {
    filename: 'bookings.csv',
    columns: [
      'booking_id',
      'tran_id',
      'booked_at',
      'guest_name',
      'guest_email',
      'room',
      'room_number',
      'category',
      'check_in',
      'check_out',
      'nights',
      'price_bdt',
      'status',
      'cancellation',
      'source',
      'source_name',
    ],
  },
});
