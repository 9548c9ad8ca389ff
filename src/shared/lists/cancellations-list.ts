/** Cancelation Requests (docs/product/screens.md#cancelation-requests; issue #13): search and status, pending first. */
import { cancellationPageQuerySchema } from '../schemas/admin-lists.ts';
import { defineList, optionsOf } from './list-definition.ts';

export const cancellationsList = defineList({
  path: '/cancelation-reqs',
  screen: { title: 'Cancelation Requests', loading: 'Loading cancellation requests…', pager: 'Request pages' },
  empty: { title: 'No cancellation requests', subtitle: 'Requests from guests appear here.' },
  query: cancellationPageQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search requests', placeholder: 'Guest, e-mail, room or tran_id' },
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf({ pending: 'Pending', resolved: 'Resolved' }) },
  ],
});
