/**
 * The route table of docs/product/screens.md#routes. Every page is lazy-loaded so the first page's JavaScript stays
 * small; the main layout, the guard and the error page are in the entry chunk. The browser
 * router (router.tsx) and the server's first render (entry-server.tsx) share it; the pages that
 * have data load it in their route loaders (route-loaders.ts, issue 25), beside their chunk.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorPage } from './error-page.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { STAFF_PAGE_ACCESS as ACCESS, type PageAccess } from './staff-pages.ts';
import { RequireAuth } from './require-auth.tsx';
import { createRouteLoaders } from './route-loaders.ts';

type PageModule = { default: ComponentType };

/** `lazy` for a module whose default export is the route's component. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/**
 * `routes` behind the guard of `access` (issue 29: each staff page needs a permission). The guard
 * and the permission table load with the first staff page, not with every visitor's first page.
 */
const guarded = (access: PageAccess, routes: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequirePermission } = await import('./require-permission.tsx');
    return { element: <RequirePermission access={access} /> };
  },
  children: routes,
});

/** Staff pages (docs/product/screens.md#dashboard-layout), each behind the guard of its permission (staff-pages.ts). */
const staffRoutes: RouteObject[] = [
  guarded(ACCESS.today, [{ path: 'today', lazy: page(() => import('#web/features/staff/front-desk/pages/today-page.tsx')) }]),
  guarded(ACCESS.occupancy, [{ path: 'occupancy', lazy: page(() => import('#web/features/staff/front-desk/pages/occupancy-page.tsx')) }]),
  guarded(ACCESS.deskBooking, [
    { path: 'desk-booking', lazy: page(() => import('#web/features/bookings/desk/pages/desk-booking-page.tsx')) },
  ]),
  guarded(ACCESS.reports, [{ path: 'reports', lazy: page(() => import('#web/features/reports/pages/reports-page.tsx')) }]),
  guarded(ACCESS.allCustomers, [
    // A common guess at the customers page: guests go to their profile (guard), admins to the list.
    { path: 'all-users', element: <Navigate to="../all-customers" relative="path" replace /> },
    { path: 'all-customers', lazy: page(() => import('#web/features/guests/admin/pages/all-customers-page.tsx')) },
  ]),
  guarded(ACCESS.booking, [
    { path: 'booking/:id', lazy: page(() => import('#web/features/bookings/admin/pages/booking-detail-page.tsx')) },
    // Issue 28: check-in with the guest register, the registration card, the foreign guests register.
    { path: 'booking/:id/check-in', lazy: page(() => import('#web/features/staff/check-in/pages/check-in-page.tsx')) },
    {
      path: 'booking/:id/registration-card',
      lazy: page(() => import('#web/features/staff/check-in/pages/registration-card-page.tsx')),
    },
    { path: 'foreign-guests', lazy: page(() => import('#web/features/staff/check-in/pages/foreign-guests-page.tsx')) },
    { path: 'guests', lazy: page(() => import('#web/features/staff/guests/pages/guests-page.tsx')) },
    { path: 'guests/:id', lazy: page(() => import('#web/features/staff/guests/pages/guest-profile-page.tsx')) },
    { path: 'abandoned-checkouts', lazy: page(() => import('#web/features/staff/guests/pages/abandoned-checkouts-page.tsx')) },
    { path: 'all-bookings', lazy: page(() => import('#web/features/bookings/admin/pages/all-bookings-page.tsx')) },
    {
      path: 'cancelation-requestes',
      lazy: page(() => import('#web/features/bookings/cancellations/pages/cancellation-requests-page.tsx')),
    },
    {
      path: 'cancelation-requestes/:id',
      lazy: page(() => import('#web/features/bookings/cancellations/pages/cancellation-request-detail-page.tsx')),
    },
  ]),
  guarded(ACCESS.roomBlocks, [
    { path: 'room-blocks', lazy: page(() => import('#web/features/staff/room-blocks/pages/room-blocks-page.tsx')) },
  ]),
  guarded(ACCESS.housekeeping, [
    { path: 'housekeeping', lazy: page(() => import('#web/features/staff/housekeeping/pages/housekeeping-page.tsx')) },
  ]),
  // Issue 29: managing staff.
  guarded(ACCESS.staff, [{ path: 'staff', lazy: page(() => import('#web/features/staff/staff-accounts/pages/staff-page.tsx')) }]),
  guarded(ACCESS.auditLog, [{ path: 'audit-log', lazy: page(() => import('#web/features/staff/audit/pages/audit-log-page.tsx')) }]),
  guarded(ACCESS.cashClose, [{ path: 'cash-close', lazy: page(() => import('#web/features/staff/cash-close/pages/cash-close-page.tsx')) }]),
  guarded(ACCESS.allPayments, [
    { path: 'all-payments', lazy: page(() => import('#web/features/payments/admin/pages/all-payments-page.tsx')) },
  ]),
  guarded(ACCESS.rooms, [
    { path: 'add-room', lazy: page(() => import('#web/features/rooms/admin/pages/add-room-page.tsx')) },
    { path: 'all-rooms', lazy: page(() => import('#web/features/rooms/admin/pages/all-rooms-page.tsx')) },
    { path: 'archived-rooms', lazy: page(() => import('#web/features/rooms/admin/pages/archived-rooms-page.tsx')) },
    { path: 'edit-room/:id', lazy: page(() => import('#web/features/rooms/admin/pages/edit-room-page.tsx')) },
  ]),
];

/** The route table over `queryClient` (the loaders fill it). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = createRouteLoaders(queryClient);
  return [
    {
      path: '/',
      element: <MainLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Spinner className="min-h-screen" />,
      children: [
        { index: true, loader: loaders.home, lazy: page(() => import('#web/features/rooms/home/pages/home-page.tsx')) },
        { path: 'rooms', loader: loaders.rooms, lazy: page(() => import('#web/features/rooms/room-list/pages/rooms-page.tsx')) },
        { path: 'login', lazy: page(() => import('#web/features/guests/auth/pages/login-page.tsx')) },
        { path: 'signup', lazy: page(() => import('#web/features/guests/auth/pages/signup-page.tsx')) },
        { path: 'forgot-password', lazy: page(() => import('#web/features/guests/auth/pages/forgot-password-page.tsx')) },
        { path: 'reset-password', lazy: page(() => import('#web/features/guests/auth/pages/reset-password-page.tsx')) },
        {
          element: <RequireAuth />,
          children: [
            {
              path: 'room/:id',
              loader: loaders.room,
              lazy: page(() => import('#web/features/rooms/room-page/pages/room-detail-page.tsx')),
            },
            {
              path: 'payment-success/:tranId',
              lazy: page(() => import('#web/features/payments/success/pages/payment-success-page.tsx')),
            },
          ],
        },
        { path: '*', element: <ErrorPage nested /> },
      ],
    },
    {
      path: '/dashboard',
      element: <RequireAuth />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Spinner className="min-h-screen" />,
      children: [
        {
          lazy: page(() => import('./layouts/dashboard-layout.tsx')),
          children: [
            { index: true, element: <Navigate to="my-profile" replace /> },
            { path: 'my-profile', lazy: page(() => import('#web/features/guests/profile/pages/my-profile-page.tsx')) },
            { path: 'my-bookings', lazy: page(() => import('#web/features/bookings/my-bookings/pages/my-bookings-page.tsx')) },
            { path: 'my-payments', lazy: page(() => import('#web/features/payments/my-payments/pages/my-payments-page.tsx')) },
            { path: 'edit-profile', lazy: page(() => import('#web/features/guests/profile/pages/edit-profile-page.tsx')) },
            { path: 'security', lazy: page(() => import('#web/features/guests/security/pages/security-page.tsx')) },
            ...staffRoutes,
            { path: '*', element: <ErrorPage nested /> },
          ],
        },
      ],
    },
  ];
}
