/** All Customers (docs/product/screens.md#all-customers; issue #13): name/e-mail search, role filter and sort. */
import { customerListQuerySchema } from '../schemas/admin-lists.ts';
import { defineList } from './list-definition.ts';

export const customersList = defineList({
  path: '/all-users',
  query: customerListQuerySchema,
  filters: [
    { kind: 'search', key: 'q', label: 'Search customers', placeholder: 'Name or e-mail' },
    {
      kind: 'select',
      key: 'role',
      label: 'Role',
      options: [
        { value: 'guest', label: 'Guest' },
        { value: 'admin', label: 'Admin' },
      ],
    },
  ],
  sort: {
    column: 'createdAt',
    dir: 'desc',
    label: 'Sort',
    choices: [
      { value: 'createdAt:desc', label: 'Newest first' },
      { value: 'createdAt:asc', label: 'Oldest first' },
      { value: 'name:asc', label: 'Name A–Z' },
      { value: 'name:desc', label: 'Name Z–A' },
    ],
  },
});
