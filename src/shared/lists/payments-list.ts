/** All Payments (docs/product/screens.md#all-payments; issue #13): its query, filters, sort and CSV columns. */
import { paymentListQuerySchema } from '../schemas/admin-lists.ts';
import { PAYMENT_METHOD_LABELS } from '../schemas/inventory.ts';
import { defineList, optionsOf } from './list-definition.ts';

export const paymentsList = defineList({
  path: '/all-payments-admin',
  screen: { title: 'All Payments', loading: 'Loading payments…', pager: 'Payment pages' },
  empty: { title: 'No payments match', subtitle: 'Try another search or clear the filters.' },
  query: paymentListQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search payments', placeholder: 'Guest, e-mail, room or tran_id' },
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf({ paid: 'Paid', refunded: 'Refunded' }) },
    // Issue 27: the gateway, one desk method, or all desk methods together.
    { kind: 'select', key: 'method', label: 'Method', options: optionsOf({ ...PAYMENT_METHOD_LABELS, desk: 'Any desk method' }) },
    { kind: 'day', key: 'paidFrom', label: 'Paid from' },
    { kind: 'day', key: 'paidTo', label: 'Paid to' },
  ],
  sort: { column: 'paidAt', dir: 'desc' },
  csv: {
    filename: 'payments.csv',
    columns: [
      'tran_id',
      'paid_at',
      'guest_name',
      'guest_email',
      'room',
      'amount_bdt',
      'method',
      'reference',
      'status',
      'card_type',
      'test_payment',
      'refunded_bdt',
      'refunded_at',
    ],
  },
});
