/** All Payments (docs/product/screens.md#all-payments; issue #13): its query, filters, sort and CSV columns. */
import { paymentListQuerySchema } from '../schemas/admin-lists.ts';
import { defineList } from './list-definition.ts';

export const paymentsList = defineList({
  path: '/all-payments-admin',
  query: paymentListQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search payments', placeholder: 'Guest, e-mail, room or tran_id' },
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'paid', label: 'Paid' },
        { value: 'refunded', label: 'Refunded' },
      ],
    },
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
      'status',
      'card_type',
      'test_payment',
      'refunded_bdt',
      'refunded_at',
    ],
  },
});
