/** Cancelation Requests (docs/product/screens.md#cancelation-requests; issue #13): search and status, pending first. */
import { cancellationPageQuerySchema } from '../schemas/admin-lists.ts';
import { defineList } from './list-definition.ts';

export const cancellationsList = defineList({
  path: '/cancelation-reqs',
  query: cancellationPageQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search requests', placeholder: 'Guest, e-mail, room or tran_id' },
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'resolved', label: 'Resolved' },
      ],
    },
  ],
});
