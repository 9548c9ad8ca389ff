/** All Customers (docs/product/screens.md#all-customers; issue #13): name/e-mail search, role filter and sort. */
import { customerListQuerySchema } from '../schemas/admin-lists.ts';
import { defineList, optionsOf, sortChoices } from './list-definition.ts';

export const customersList = defineList({
  path: '/all-users',
  screen: { title: 'All Customers', loading: 'Loading customers…', pager: 'Customer pages' },
  empty: { title: 'No customers match' },
  query: customerListQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search customers', placeholder: 'Name or e-mail' },
    { kind: 'select', key: 'role', label: 'Role', options: optionsOf({ guest: 'Guest', admin: 'Admin' }) },
  ],
  sort: sortChoices('Sort', [
    ['createdAt', 'desc', 'Newest first', 'Oldest first'],
    ['name', 'asc', 'Name A–Z', 'Name Z–A'],
  ]),
});
